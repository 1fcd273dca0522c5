import Link from "@/components/ui/local-link";
import type { HomeSection } from "@/lib/domain/catalog/home-contract";
import Image from "next/image";
import styles from "./home.module.css";

/** Title lines of a banner section: the stored title splits on line breaks. */
export function titleLines(title: string | null): string[] {
  return (title ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

function SectionLink({
  section,
  children,
  className,
}: {
  section: HomeSection;
  children: React.ReactNode;
  className?: string;
}) {
  return section.href_url ? (
    <Link href={section.href_url} className={className}>
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}

export function Hero({ section }: { section: HomeSection }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {section.image_url ? <Image src={section.image_url} alt="" fill sizes="100vw" className={styles.cover} /> : null}
      <div className={styles.heroText}>
        <h1 id="hero-title">{section.title}</h1>
        {section.subtitle ? <p className={styles.subtitle}>{section.subtitle}</p> : null}
        {section.body ? <p>{section.body}</p> : null}
        {section.href_url && section.action_label ? (
          <Link href={section.href_url} className="btn">
            {section.action_label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** A row of banners that scrolls sideways on narrow screens (CSS scroll snap, no script). */
export function BannerSlider({ sections, label }: { sections: HomeSection[]; label: string }) {
  return (
    <section className={`container ${styles.bannerRow}`} aria-label={label}>
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <SectionLink section={s} className={styles.banner}>
              {s.image_url ? (
                <Image
                  src={s.image_url}
                  alt={s.title ?? ""}
                  width={1200}
                  height={500}
                  sizes="(max-width: 768px) 85vw, 33vw"
                />
              ) : null}
            </SectionLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Collections({ sections, title }: { sections: HomeSection[]; title: string }) {
  return (
    <section className={`container ${styles.collections}`} aria-labelledby="collections-title">
      <h2 id="collections-title" className={styles.heading}>
        {title}
      </h2>
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <SectionLink section={s} className={styles.collection}>
              {s.image_url ? (
                <Image src={s.image_url} alt="" width={600} height={800} sizes="(max-width: 768px) 50vw, 25vw" />
              ) : null}
              <span className={styles.collectionTitle}>{s.title}</span>
              {s.action_label ? <span className={styles.collectionAction}>{s.action_label}</span> : null}
            </SectionLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BannerSection({ section }: { section: HomeSection }) {
  return (
    <section className={styles.bannerSection}>
      {section.image_url ? <Image src={section.image_url} alt="" fill sizes="100vw" className={styles.cover} /> : null}
      <div className={styles.bannerSectionText}>
        <h2>
          {titleLines(section.title).map((line, i) => (
            <span key={i} className={styles.titleLine}>
              {line}
            </span>
          ))}
        </h2>
        {section.subtitle ? <p>{section.subtitle}</p> : null}
        {section.href_url && section.action_label ? (
          <Link href={section.href_url} className="btn btn-outline">
            {section.action_label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

export function ShopByCategory({ sections, title }: { sections: HomeSection[]; title: string }) {
  return (
    <section className={`container ${styles.shopBy}`} aria-labelledby="shop-by-title">
      <h2 id="shop-by-title" className={styles.heading}>
        {title}
      </h2>
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <Link href={s.href_url ?? "/products"} className={styles.collection}>
              {s.image_url ? (
                <Image src={s.image_url} alt="" width={800} height={1000} sizes="(max-width: 768px) 50vw, 40vw" />
              ) : null}
              <span className={styles.collectionTitle}>{s.title}</span>
              {s.action_label ? <span className={styles.collectionAction}>{s.action_label}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface HashtagProps {
  title: string;
  description: string;
  images: { id: number; image_url: string; caption: string | null }[];
  /** The heading without a stored title, and the photos' link name without a caption. */
  m: { hashtag: string; seeHashtagGallery: string };
}

export function HashtagSection({ title, description, images, m }: HashtagProps) {
  return (
    <section className={`container ${styles.hashtag}`} aria-labelledby="hashtag-title">
      <h2 id="hashtag-title" className={styles.heading}>
        <Link href="/hashtag">{title || m.hashtag}</Link>
      </h2>
      {description ? <p className={styles.centered}>{description}</p> : null}
      <ul>
        {images.slice(0, 6).map((image) => (
          <li key={image.id}>
            <Link href="/hashtag" aria-label={image.caption ?? m.seeHashtagGallery}>
              <Image src={image.image_url} alt="" width={400} height={400} sizes="(max-width: 768px) 33vw, 16vw" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Services({ sections, label }: { sections: HomeSection[]; label: string }) {
  return (
    <section className={`container ${styles.services}`} aria-label={label}>
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <h3>{s.title}</h3>
            {s.body ? <p>{s.body}</p> : null}
            {s.href_url ? <Link href={s.href_url}>{s.action_label ?? s.title}</Link> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Brand logos scrolling sideways (CSS animation, paused on hover and for reduced motion). Logos and badges are
 * fixed-size: without `sizes` their srcset is 1x/2x, two URLs instead of one per configured width. */
export function BrandCarousel({ sections, label }: { sections: HomeSection[]; label: string }) {
  const loop = [...sections, ...sections];
  return (
    <section className={styles.brands} aria-label={label}>
      <ul>
        {loop.map((s, i) => (
          <li key={`${s.id}-${i}`} aria-hidden={i >= sections.length ? true : undefined}>
            {s.image_url ? (
              <Image src={s.image_url} alt={i < sections.length ? (s.title ?? "") : ""} width={160} height={80} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AppBadges({ sections, label }: { sections: HomeSection[]; label: string }) {
  return (
    <ul className={styles.badges} aria-label={label}>
      {sections.map((s) => (
        <li key={s.id}>
          <a href={s.href_url ?? "#"} target="_blank" rel="noopener noreferrer">
            {s.image_url ? <Image src={s.image_url} alt={s.title ?? ""} width={162} height={48} /> : s.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
