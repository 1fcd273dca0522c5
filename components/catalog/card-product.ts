import type { StyleColour } from "@/lib/domain/catalog/contract";

/** The product fields a card, the quick view and the add-to-cart call need (a subset of the API's product). */
export interface CardProduct {
  id: number;
  product_name: string;
  retail_price: number;
  net_price: number;
  grand_price: number;
  short_description: string;
  product_images: { image_url: string; image_type: string }[];
  /** units_left: 1 to 3 units left across all showrooms (the product page's 'Only N left'), else null or absent. */
  sizes: { size_code: string; size_name: string; is_available: boolean; units_left?: number | null }[];
  group_id: number | null;
  sub_group_id: number | null;
  /** The style's colours, for the card's swatches (never handed to the client islands: toCardProduct leaves them). */
  colours?: readonly StyleColour[];
  /** From the published reviews: null (or absent) while the product has none, and then the card shows no stars. */
  rating_average?: number | null;
  rating_count?: number;
}

/** The cover image: the one typed COVER, otherwise the first (spec section 3). */
export function coverImageUrl(product: Pick<CardProduct, "product_images">): string | null {
  const images = product.product_images;
  return (images.find((image) => image.image_type === "COVER") ?? images[0])?.image_url ?? null;
}

export function productHref(id: number): string {
  return `/product/${id}`;
}

/** Only the fields a client island needs, so a server page does not ship the whole product payload twice. */
export function toCardProduct(p: CardProduct): CardProduct {
  return {
    id: p.id,
    product_name: p.product_name,
    retail_price: p.retail_price,
    net_price: p.net_price,
    grand_price: p.grand_price,
    short_description: p.short_description,
    product_images: p.product_images,
    sizes: p.sizes,
    group_id: p.group_id,
    sub_group_id: p.sub_group_id,
    rating_average: p.rating_average ?? null,
    rating_count: p.rating_count ?? 0,
  };
}
