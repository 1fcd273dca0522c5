/**
 * The image optimiser's widths (next.config.ts `images`), in one place: next.config hands them to next/image, and
 * components/ui/fixed-img.ts writes the same srcset in the browser without next/image's code.
 */
export const DEVICE_SIZES = [360, 480, 640, 828, 1080, 1280, 1920] as const;
export const IMAGE_SIZES = [64, 96, 128, 200, 256, 384] as const;
/** next/image's default quality, the one the optimiser allows (`images.qualities` is left at its default, [75]). */
export const IMAGE_QUALITY = 75;
