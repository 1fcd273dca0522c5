"use client";

import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { getImageProps } from "next/image";
import { preload } from "react-dom";
import Link from "@/components/ui/local-link";
import { useCallback, useEffect, useState } from "react";
import type { ImageSlider } from "@/lib/domain/catalog/home-contract";
import { SLIDER_AUTOPLAY_MS, SLIDER_FADE_MS } from "@/lib/domain/constants";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { useNotReady } from "@/components/ui/not-ready";
import { YouTubeSlot } from "./youtube-slot";
import styles from "./home.module.css";

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** The screens that get a slide's phone version, and the others. */
const NARROW_MEDIA = "(max-width: 767px)";
const WIDE_MEDIA = "(min-width: 768px)";

type ImgAttributes = ReturnType<typeof getImageProps>["props"];

/** Asks the browser for a version of the page's largest image from the document's head, for the screens it is for. */
function preloadVersion(img: ImgAttributes, media: string | undefined): void {
  preload(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high", media });
}

/**
 * A slide's wide and phone versions in one <picture> (next/image's art direction). The first slide is the page's
 * LCP: preloaded from the head (React's `preload`, as next/image does for a preloaded image), each version for its
 * screens; the others load as the carousel shows them.
 */
function SlidePicture({ slide, first }: { slide: ImageSlider; first: boolean }) {
  if (!slide.media_url) return null;
  const common = {
    alt: slide.title ?? "",
    sizes: "100vw",
    loading: first ? "eager" : "lazy",
    fetchPriority: first ? "high" : undefined,
  } as const;
  const { props: wide } = getImageProps({ ...common, src: slide.media_url, width: 1920, height: 800 });
  const narrow = slide.media_url_mobile
    ? getImageProps({ ...common, src: slide.media_url_mobile, width: 800, height: 1000 }).props
    : null;
  if (first) {
    preloadVersion(wide, narrow ? WIDE_MEDIA : undefined);
    if (narrow) preloadVersion(narrow, NARROW_MEDIA);
  }
  return (
    <picture>
      {narrow ? <source media={NARROW_MEDIA} srcSet={narrow.srcSet} sizes={narrow.sizes} /> : null}
      <img {...wide} alt={common.alt} className={styles.slideImage} />
    </picture>
  );
}

/** The home slider: images or YouTube slides, autoplay every 8000 ms, slides fading in over 600 ms. */
export function HomeSlider({ slides }: { slides: ImageSlider[] }) {
  const m = useMessages("home");
  const notReady = useNotReady();
  const [viewport, embla] = useEmblaCarousel({ loop: true, duration: 30, active: slides.length > 1 });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  // The carousel starts on the first slide, the one `selected` starts on; the dots follow each change after that.
  const onSelect = useCallback((api: CarouselApi) => setSelected(api.selectedScrollSnap()), []);
  useEffect(() => {
    if (!embla) return;
    embla.on("reInit", onSelect).on("select", onSelect);
    return () => {
      embla.off("reInit", onSelect).off("select", onSelect);
    };
  }, [embla, onSelect]);

  useEffect(() => {
    if (!embla || paused || slides.length < 2) return;
    const timer = window.setInterval(() => embla.scrollNext(), SLIDER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, paused, slides.length]);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={m.slider.label}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={fmt(m.slider.slide, { index: i + 1, total: slides.length })}
              style={{ opacity: i === selected ? 1 : 0, transition: `opacity ${SLIDER_FADE_MS}ms ease` }}
            >
              {/* Slides after the first fill in once the carousel runs: their images never compete with the LCP. */}
              {i > 0 && !embla ? null : slide.slider_type === "YOUTUBE" && slide.youtube_video_id ? (
                <YouTubeSlot
                  videoId={slide.youtube_video_id}
                  title={slide.title ?? m.video.untitled}
                  poster={slide.media_url}
                  onPlay={() => setPaused(true)}
                />
              ) : slide.href_url ? (
                <Link
                  href={slide.href_url}
                  target={slide.open_new_tab ? "_blank" : undefined}
                  aria-label={slide.title ?? m.slider.open}
                >
                  <SlidePicture slide={slide} first={i === 0} />
                </Link>
              ) : (
                <SlidePicture slide={slide} first={i === 0} />
              )}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={fmt(m.slider.goToSlide, { index: i + 1 })}
              aria-current={i === selected}
              onClick={() => embla?.scrollTo(i)}
              disabled={notReady.waiting || !embla}
              aria-describedby={notReady.describedBy}
            />
          ))}
          {notReady.hint}
        </div>
      ) : null}
    </section>
  );
}
