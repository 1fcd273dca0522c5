/** The review form's page for a product (app/(site)/[lang]/review/[id]/page.tsx). */
export const reviewHref = (productId: number) => `/review/${productId}`;
