"use client";

import type { EmblaCarouselType } from "embla-carousel";
import Link from "@/components/ui/local-link";
import { useCallback, useEffect, useRef, useState } from "react";
import { SLIDER_AUTOPLAY_MS, SLIDER_FADE_MS } from "@/lib/domain/constants";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { Img } from "@/components/ui/img";
import { useNotReady } from "@/components/ui/not-ready";
import type { HomeSlide, SlideImages } from "./slide-images";
import { SLIDE_NARROW_MEDIA } from "./slide-media";
import { YouTubeSlot } from "./youtube-slot";
import styles from "./home.module.css";

/** Desktop and phone versions of a slide in one <picture>, from the server-computed attributes (./slide-images.ts). */
function SlidePicture({ images }: { images: SlideImages }) {
  if (!images.desktop) return null;
  return (
    <picture>
      {images.mobile ? (
        <source media={SLIDE_NARROW_MEDIA} srcSet={images.mobile.srcSet} sizes={images.mobile.sizes} />
      ) : null}
      <Img {...images.desktop} className={styles.slideImage} />
    </picture>
  );
}

/**
 * The carousel engine (Embla), started once the page runs: it is not part of the first load, since the first slide
 * is the server's HTML and nothing moves before the first autoplay (8 s) or a tap on a dot. Null until it runs.
 */
function useCarousel(viewport: React.RefObject<HTMLDivElement | null>, enabled: boolean): EmblaCarouselType | null {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    const element = viewport.current;
    if (!element || !enabled) return;
    let api: EmblaCarouselType | null = null;
    let cancelled = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      api = EmblaCarousel(element, { loop: true, duration: 30 });
      setEmbla(api);
    });
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(null);
    };
  }, [viewport, enabled]);
  return embla;
}

/** The home slider: images or YouTube slides, autoplay every 8000 ms, slides fading in over 600 ms. */
export function HomeSlider({ slides, images }: { slides: HomeSlide[]; images: SlideImages[] }) {
  const m = useMessages("home");
  const notReady = useNotReady();
  const viewport = useRef<HTMLDivElement>(null);
  const embla = useCarousel(viewport, slides.length > 1);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
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
                  poster={images[i]?.desktop ?? null}
                  onPlay={() => setPaused(true)}
                />
              ) : slide.href_url ? (
                <Link
                  href={slide.href_url}
                  target={slide.open_new_tab ? "_blank" : undefined}
                  aria-label={slide.title ?? m.slider.open}
                >
                  <SlidePicture images={images[i]} />
                </Link>
              ) : (
                <SlidePicture images={images[i]} />
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
