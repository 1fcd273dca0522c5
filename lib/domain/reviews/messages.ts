/** Ours: the reviews API's answers (docs/reviews.md), under the codes `reviews.*` (lib/domain/api/codes.ts). */
export const REVIEWS_MSG = {
  notBuyer: "Only a shopper whose order with this product is completed can review it.",
  ratingRequired: "Choose a rating from 1 to 5 stars.",
  titleLength: "The title takes 3 to 80 characters.",
  bodyLength: "The review takes 10 to 2000 characters.",
  tooManyPhotos: "A review takes at most 3 photos.",
  notPhoto: '"{file}" is not a JPEG, PNG or WebP photo.',
  fileTooLarge: '"{file}" is larger than {limit} MB.',
  heic: '"{file}" is an iPhone HEIC photo the shop cannot read. Please send it as JPEG.',
  unreadable: '"{file}" cannot be read as a photo.',
  fileEmpty: '"{file}" is empty.',
  notFound: "Review not found.",
  productNotFound: "Product not found.",
} as const;
