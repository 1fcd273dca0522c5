import { bundlesBuilder, categoriesBuilder, productsBuilder, promosBuilder, showroomsBuilder, stockBuilder, type RowBuilder } from "../../domain/catalog-import/assemble";
import { crossCheck, isUrl } from "../../domain/catalog-import/cross-check";
import { CATALOG_FILES, IMAGES_DIR } from "../../domain/catalog-import/format";
import { homeJson } from "../../domain/catalog-import/home-json";
import type { ImportIssue } from "../../domain/catalog-import/issues";
import type { CatalogImport, KnownCatalog } from "../../domain/catalog-import/model";
import { checkImage, type CheckedImage } from "./images";
import { readCsv, type ByteSource } from "./read-csv";
import type { CatalogSource } from "./source";

export interface LoadedCatalog {
  data: CatalogImport;
  issues: ImportIssue[];
  /** The photos the import references, checked, by file name. */
  photos: Map<string, CheckedImage & { bytes: Buffer }>;
}

async function csv<T>(source: CatalogSource, file: string, issues: ImportIssue[], make: (issues: ImportIssue[]) => RowBuilder<T>): Promise<T | undefined> {
  if (!source.files.has(file)) return undefined;
  const builder = make(issues);
  await readCsv(file, source.open(file), issues, (line, record) => builder.add(line, record));
  return builder.finish();
}

async function text(bytes: ByteSource): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
}

async function home(source: CatalogSource, issues: ImportIssue[]): Promise<CatalogImport["home"]> {
  const file = CATALOG_FILES.home;
  if (!source.files.has(file)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse((await text(source.open(file))).replace(/^\uFEFF/, ""));
  } catch (error) {
    issues.push({ file, message: error instanceof SyntaxError ? `not valid JSON: ${error.message}` : "not UTF-8 text" });
    return undefined;
  }
  const parsed = homeJson.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, 50)) issues.push({ file, column: issue.path.join("."), message: issue.message });
  return undefined;
}

/** Every image file name the import's rows reference. */
function referencedImages(data: CatalogImport): Set<string> {
  const names = [
    ...(data.categories ?? []).flatMap((c) => [c.coverImage, ...c.subs.map((s) => s.coverImage)]),
    ...(data.products ?? []).flatMap((p) => [...p.fields.images, p.fields.size_chart]),
  ];
  return new Set(names.filter((n): n is string => !!n && !isUrl(n)));
}

/** Reads and checks a whole import: every row, the references across files and the referenced photos; all problems at once. */
export async function loadCatalog(source: CatalogSource, known: KnownCatalog): Promise<LoadedCatalog> {
  const issues: ImportIssue[] = [];
  const data: CatalogImport = {
    categories: await csv(source, CATALOG_FILES.categories, issues, categoriesBuilder),
    products: await csv(source, CATALOG_FILES.products, issues, productsBuilder),
    showrooms: await csv(source, CATALOG_FILES.showrooms, issues, showroomsBuilder),
    stock: await csv(source, CATALOG_FILES.stock, issues, stockBuilder),
    promos: await csv(source, CATALOG_FILES.promos, issues, promosBuilder),
    bundles: await csv(source, CATALOG_FILES.bundles, issues, bundlesBuilder),
    home: await home(source, issues),
    images: source.images,
  };
  if (source.files.size === 0) issues.push({ file: "(folder)", message: `no catalogue file found: expected some of ${Object.values(CATALOG_FILES).join(", ")}` });
  issues.push(...crossCheck(data, known, new Set(issues.map((i) => i.file))));
  const photos = new Map<string, CheckedImage & { bytes: Buffer }>();
  for (const name of referencedImages(data)) {
    if (!source.images.has(name)) continue;
    const bytes = await source.readImage(name);
    const checked = await checkImage(bytes);
    if (typeof checked === "string") issues.push({ file: `${IMAGES_DIR}/${name}`, message: checked });
    else photos.set(name, { ...checked, bytes });
  }
  return { data, issues, photos };
}
