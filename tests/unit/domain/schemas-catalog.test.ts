import { idQuerySchema, productsQuerySchema } from "@/lib/domain/catalog/query";
import { fieldErrors, firstMessage } from "@/lib/domain/api/input-fields";

describe("product list query", () => {
  it("defaults to page 1 of 8 products, sorted NEWEST, sale off", () => {
    expect(productsQuerySchema.parse({})).toEqual({ page: 1, limit: 8, sale: false, sort: "NEWEST", search: "" });
  });

  it("reads the query string of the listing", () => {
    expect(
      productsQuerySchema.parse({
        page: "3",
        limit: "8",
        category_id: "9",
        category_sub_id: "21",
        group_id: "3",
        sale: "1",
        sort: "PRICE_ASC",
        search: " kemeja ",
      }),
    ).toEqual({
      page: 3,
      limit: 8,
      category_id: 9,
      category_sub_id: 21,
      group_id: 3,
      sale: true,
      sort: "PRICE_ASC",
      search: "kemeja",
    });
  });

  it("treats a cleared filter as absent", () => {
    expect(productsQuerySchema.parse({ category_id: "", sort: "" })).toEqual({
      page: 1,
      limit: 8,
      sale: false,
      sort: "NEWEST",
      search: "",
    });
  });

  it("answers a broken query with a message", () => {
    const result = productsQuerySchema.safeParse({ page: "0", limit: "1000", sort: "CHEAPEST", sale: "yes" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        page: "Page is not valid.",
        limit: "Limit is not valid.",
        sale: "Sale is not valid.",
        sort: "Sort is not valid.",
      });
    }
  });

  it("caps the search text", () => {
    expect(productsQuerySchema.safeParse({ search: "x".repeat(101) }).success).toBe(false);
  });
});

describe("id query", () => {
  it("reads ?id= as a number", () => {
    expect(idQuerySchema.parse({ id: "15" })).toEqual({ id: 15 });
  });

  it("gives the first message of a broken id", () => {
    const result = idQuerySchema.safeParse({ id: "1;drop" });
    expect(result.success ? "" : firstMessage(result.error)).toBe("Id is not valid.");
  });
});
