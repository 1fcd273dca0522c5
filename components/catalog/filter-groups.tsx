import Link from "@/components/ui/local-link";
import { swatchOf } from "@/lib/domain/catalog/colours";
import { FACET_GROUPS, type FacetBucket, type FacetValue, type ListingFacets } from "@/lib/domain/catalog/facets";
import { LISTING_FILTERS, type RangeDef, type ValuesDef } from "@/lib/domain/catalog/listing-filters";
import { listingHref, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import type { Locale } from "@/lib/i18n/config";
import { fmt } from "@/lib/i18n/format";
import { rangeLabel, withCount, type FilterTexts } from "./filter-labels";
import styles from "./filters.module.css";

interface GroupProps<D> {
  def: D;
  filters: ListingFilters;
  t: FilterTexts;
  lang: Locale;
}

/** One value's box, with its count; a colour's swatch before its name. */
function ValueBox({ def, v, filters, t, lang }: GroupProps<ValuesDef> & { v: FacetValue }) {
  const [param] = def.params;
  const checked = filters[param]?.includes(v.value) ?? false;
  const swatch = def.look === "swatches" ? swatchOf(v.value) : null;
  return (
    <label className={def.look === "chips" ? styles.chip : styles.row}>
      <input
        type="checkbox"
        name={param}
        value={v.value}
        defaultChecked={checked}
        disabled={!checked && v.count === 0}
        aria-label={withCount(v.label, v.count, t, lang)}
      />
      {def.look === "swatches" ? (
        <span
          data-swatch=""
          className={swatch ? styles.swatch : `${styles.swatch} ${styles.swatchUnknown}`}
          style={swatch ? { background: swatch } : undefined}
          aria-hidden="true"
        />
      ) : null}
      <span>
        {v.label} <small>{fmt(t.count, { count: v.count })}</small>
      </span>
    </label>
  );
}

/** A multi-valued filter's boxes, each with the number of products it would leave (none shown without values). */
function ValuesGroup({ def, values, filters, t, lang }: GroupProps<ValuesDef> & { values: FacetValue[] }) {
  if (!values.length) return null;
  const boxes = (list: FacetValue[]) => {
    const items = list.map((v) => <ValueBox key={v.value} def={def} v={v} filters={filters} t={t} lang={lang} />);
    return def.look === "chips" ? <div className={styles.chips}>{items}</div> : items;
  };
  // Values worn by different wearers (adults' and kids' sizes) in a group each, when the listing has both.
  const wearers = FACET_GROUPS.map((group) => ({ group, list: values.filter((v) => (v.group ?? "adult") === group) }));
  const grouped = values.some((v) => v.group) && wearers.every(({ list }) => list.length > 0);
  return (
    <fieldset className={styles.group}>
      <legend>{t[def.label]}</legend>
      {grouped
        ? wearers.map(({ group, list }) => (
            <fieldset key={group} className={styles.subgroup}>
              <legend>{t.groups[group]}</legend>
              {boxes(list)}
            </fieldset>
          ))
        : boxes(values)}
    </fieldset>
  );
}

/** A range filter's one-click buckets (links) and its two bounds. */
function RangeGroup({ def, buckets, filters, t, lang }: GroupProps<RangeDef> & { buckets: FacetBucket[] }) {
  const [lower, upper] = def.params;
  return (
    <fieldset className={styles.group}>
      <legend>{t[def.label]}</legend>
      <ul className={styles.buckets}>
        {buckets.map((b) => (
          <li key={`${b.min ?? ""}-${b.max ?? ""}`}>
            <Link
              href={listingHref({ ...filters, [lower]: b.min, [upper]: b.max })}
              aria-current={filters[lower] === b.min && filters[upper] === b.max ? "true" : undefined}
            >
              {rangeLabel(b.min, b.max, t, lang)} <small>{fmt(t.count, { count: b.count })}</small>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.range}>
        <label>
          <span>{t[def.labels.min]}</span>
          <input type="number" name={lower} min={0} step={def.step} inputMode="numeric" defaultValue={filters[lower]} />
        </label>
        <label>
          <span>{t[def.labels.max]}</span>
          <input type="number" name={upper} min={0} step={def.step} inputMode="numeric" defaultValue={filters[upper]} />
        </label>
      </div>
    </fieldset>
  );
}

/**
 * The filter form's fields, rendered on the server: one group per listing filter (lib/domain/catalog/listing-filters.ts),
 * in the entries' order, then the brands and the sale.
 */
export function FilterGroups({
  filters,
  facets,
  t,
  lang,
}: {
  filters: ListingFilters;
  facets: ListingFacets;
  t: FilterTexts;
  lang: Locale;
}) {
  return (
    <>
      {LISTING_FILTERS.map((def) =>
        def.kind === "values" ? (
          <ValuesGroup key={def.id} def={def} values={facets[def.facet]} filters={filters} t={t} lang={lang} />
        ) : (
          <RangeGroup key={def.id} def={def} buckets={facets[def.facet]} filters={filters} t={t} lang={lang} />
        ),
      )}
      {facets.brands.length ? (
        <fieldset className={styles.group}>
          <legend>{t.brand}</legend>
        </fieldset>
      ) : null}
      <fieldset className={styles.group}>
        <legend className="visually-hidden">{t.sale}</legend>
        <label className={styles.row}>
          <input
            type="checkbox"
            name="sale"
            value="1"
            defaultChecked={filters.sale === 1}
            aria-label={withCount(t.sale, facets.sale, t, lang)}
          />
          <span>
            {t.sale} <small>{fmt(t.count, { count: facets.sale })}</small>
          </span>
        </label>
      </fieldset>
    </>
  );
}
