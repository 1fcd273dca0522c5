import { readFormFields } from "@/lib/server/http/form-post";
import { handle } from "@/lib/server/http/handler";
import { heartFromForm } from "@/lib/server/wishlist/heart-form";

/** The cards' wishlist heart as plain HTML: adds or removes, then 303 back (a guest: to sign-in with the spec's message). */
export const POST = handle(async (req) => {
  const fields = await readFormFields(req);
  if (!fields.ok) return fields;
  return heartFromForm(req, fields.data);
});
