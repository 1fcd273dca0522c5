import { z } from "zod";
import { fieldErrors, firstMessage, numericId, optionalText, regionId } from "@/lib/domain/api/input-fields";

describe("form error helpers", () => {
  const schema = z
    .object({ a: z.string().min(1, "A first").min(2, "A second"), nested: z.object({ b: z.string({ error: "B" }) }) })
    .refine(() => false, { error: "Whole form" });

  it("keep the first message of each field, nested paths joined by dots", () => {
    const result = schema.safeParse({ a: "", nested: {} });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ a: "A first", "nested.b": "B" });
  });

  it("put a message without a field under '_form'", () => {
    const result = schema.safeParse({ a: "ok", nested: { b: "ok" } });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ _form: "Whole form" });
  });

  it("give the first message of all", () => {
    const result = schema.safeParse({ a: "", nested: {} });
    expect(result.success ? "" : firstMessage(result.error)).toBe("A first");
  });
});

describe("field builders", () => {
  it("read numeric ids from numbers and digit strings only", () => {
    const id = numericId("bad");
    expect(id.parse(" 42 ")).toBe(42);
    expect(id.safeParse("1e3").success).toBe(false);
    expect(id.safeParse([5]).success).toBe(false);
  });

  it("read region codes trimmed", () => {
    expect(regionId("city", "bad").parse(" 32.73 ")).toBe("32.73");
  });

  it("read a null optional text as ''", () => {
    expect(optionalText(10, "Notes").parse(null)).toBe("");
  });
});
