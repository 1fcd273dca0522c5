/** The product page's cart helpers; the add-to-cart rule itself is lib/domain/cart/add-to-cart.ts. */
import type { AddToCartItem } from "@/stores/cart-actions";
import type { CardProduct } from "@/components/catalog/card-product";
import { coverImageUrl } from "@/components/catalog/card-product";

/** The cart line the cart API and store take, from a product and the shopper's choice. */
export function toCartItem(product: CardProduct, sizeCode: string, qty: number): AddToCartItem {
  const size = product.sizes.find((s) => s.size_code === sizeCode);
  return {
    product_detail_id: product.id,
    product_name: product.product_name,
    image_url: coverImageUrl(product),
    retail_price: product.retail_price,
    net_price: product.net_price,
    grand_price: product.grand_price,
    group_id: product.group_id,
    sub_group_id: product.sub_group_id,
    size: sizeCode,
    size_name: size?.size_name ?? sizeCode,
    qty,
  };
}
