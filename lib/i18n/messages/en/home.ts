/** The home page: its metadata, section headings and labels, and the slider, video, newsletter and popup islands. */
export const home = {
  meta: {
    title: "{shop} — Fashion for Indonesia",
    description:
      "Tops and bottoms for men, women and kids: shop online with delivery across Indonesia, or pick up at our showrooms.",
  },
  sections: {
    featuredBanners: "Featured banners",
    moreBanners: "More banners",
    collections: "Collections",
    shopByCategory: "Shop By Category",
    hashtag: "#hashtag",
    seeHashtagGallery: "See the hashtag gallery",
    services: "Our services",
    brands: "Our brands",
    appBadges: "Get the app",
  },
  slider: {
    label: "Featured",
    slide: "{index} of {total}",
    goToSlide: "Go to slide {index}",
    open: "Open",
  },
  video: {
    section: "Video",
    title: "{shop} video",
    untitled: "Video",
    play: "Play video: {title}",
  },
  newsletter: {
    title: "Newsletter",
    text: "Get new arrivals and seasonal promos in your inbox.",
    emailLabel: "Email address",
    placeholder: "Your email address",
    subscribe: "Subscribe",
    /** The field's name in the 'too long' message. */
    field: "Email",
    /** The API's answer (ACCOUNT_MSG.newsletterThanks), shown in the shopper's language. */
    thanks: "Thank you! Please confirm your subscription with the link we have sent to your email address.",
  },
  popup: {
    title: "Special offer",
    copy: "Copy code",
    copied: "Code {code} copied",
    copyFailed: "Copy failed: press and hold the code to copy it.",
  },
  bestSellers: {
    title: "Best Sellers",
    seeAll: "See all best sellers",
  },
} as const;
