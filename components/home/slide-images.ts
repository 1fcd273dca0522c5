import type { ImgProps } from "@/components/ui/img";
import { imgProps, lcpImgProps } from "@/components/ui/img-props";
import { SLIDE_NARROW_MEDIA, SLIDE_WIDE_MEDIA } from "./slide-media";

/** A slide's optimised images, computed on the server: the slider island ships no image code of its own. */
/** A slide of the home slider, as the home API sends it. */
export interface HomeSlide {
  id: number;
  slider_type: "IMAGE" | "YOUTUBE";
  media_url: string | null;
  media_url_mobile: string | null;
  youtube_video_id: string | null;
  title: string | null;
  href_url: string | null;
  open_new_tab: number;
}

export interface SlideImages {
  /** The wide version, or a video slide's poster. */
  desktop: ImgProps | null;
  /** The phone version (art direction: a <source> for narrow screens), when the slide has one. */
  mobile: ImgProps | null;
}

/**
 * The first slide is the page's LCP: eager, high priority and preloaded, one preload per art-directed version, each
 * limited to the screens that show it. The others load lazily once the carousel shows them.
 */
export function slideImages(slides: HomeSlide[]): SlideImages[] {
  return slides.map((slide, i) => {
    if (slide.slider_type === "YOUTUBE") {
      return {
        desktop: slide.media_url ? imgProps({ src: slide.media_url, alt: "", fill: true, sizes: "100vw" }) : null,
        mobile: null,
      };
    }
    const alt = slide.title ?? "";
    const desktop = { alt, sizes: "100vw", src: slide.media_url ?? "", width: 1920, height: 800 };
    const mobile = slide.media_url_mobile
      ? { alt, sizes: "100vw", src: slide.media_url_mobile, width: 800, height: 1000 }
      : null;
    if (i > 0)
      return {
        desktop: imgProps({ ...desktop, loading: "lazy" }),
        mobile: mobile ? imgProps({ ...mobile, loading: "lazy" }) : null,
      };
    return {
      desktop: lcpImgProps(desktop, mobile ? SLIDE_WIDE_MEDIA : undefined),
      mobile: mobile ? lcpImgProps(mobile, SLIDE_NARROW_MEDIA) : null,
    };
  });
}
