/** The review form's page for a product (app/(site)/[lang]/account/reviews/[id]/page.tsx). */
export const reviewHref = (productId: number) => `/account/reviews/${productId}`;
