import fc from "fast-check";
import { addToCartSchema, checkStockSchema } from "@/lib/domain/cart/inputs";
import { addToCartProblem, checkStockProblem } from "@/lib/domain/cart/add-to-cart";
import { checkNewsletterEmail } from "@/components/home/newsletter-rules";
import { MSG } from "@/lib/domain/messages";
import { emailField } from "@/lib/domain/api/input-fields";

const schemaProblem = (schema: typeof addToCartSchema, productId: number | null, size: string, qty: number) => {
  const parsed = schema.safeParse({ product_detail_id: productId, size, qty: Number.isFinite(qty) ? qty : undefined });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

const choices = fc.record({
  productId: fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 2_147_483_650 }), fc.double({ min: 0, max: 10 })),
  size: fc.oneof(fc.constantFrom("", " ", "M", " XL ", "10-11Y", "x".repeat(21)), fc.string({ maxLength: 25 })),
  qty: fc.oneof(fc.constant(Number.NaN), fc.integer({ min: -2, max: 1200 }), fc.double({ min: 0, max: 3 })),
});

test("the product page's pure checks give the same message as the server's schemas", () => {
  fc.assert(
    fc.property(choices, (choice) => {
      expect(addToCartProblem(choice)).toBe(schemaProblem(addToCartSchema, choice.productId, choice.size, choice.qty));
      expect(checkStockProblem(choice)).toBe(
        schemaProblem(checkStockSchema, choice.productId, choice.size, choice.qty),
      );
    }),
    { numRuns: 500 },
  );
});

const newsletterProblem = (raw: string) => {
  const parsed = emailField(MSG.signIn.emailRequired).safeParse(raw);
  return parsed.success ? { ok: true, email: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message };
};

test("the newsletter box's pure check gives the same answer as the server's email field", () => {
  const emails = fc.oneof(
    fc.emailAddress(),
    fc.string({ maxLength: 30 }),
    fc.constantFrom("", "  ", " Ana@Example.COM ", "a..b@x.co", ".a@x.co", "a@b.c", `${"a".repeat(250)}@x.co`),
  );
  fc.assert(
    fc.property(emails, (raw) => {
      expect(checkNewsletterEmail(raw)).toEqual(newsletterProblem(raw));
    }),
    { numRuns: 500 },
  );
});
