/** The screens that get a slide's phone version (shared by the server's preloads and the slider's <source>). */
export const SLIDE_NARROW_MEDIA = "(max-width: 767px)";
export const SLIDE_WIDE_MEDIA = "(min-width: 768px)";
