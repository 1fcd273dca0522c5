import { addToCartFromForm } from "@/lib/server/cart/form";
import { readFormFields } from "@/lib/server/http/form-post";
import { handle } from "@/lib/server/http/handler";

/** The product page's add-to-cart form as plain HTML: adds, then 303 to /cart (or back to the product). */
export const POST = handle(async (req) => {
  const fields = await readFormFields(req);
  if (!fields.ok) return fields;
  return addToCartFromForm(req, fields.data);
});
