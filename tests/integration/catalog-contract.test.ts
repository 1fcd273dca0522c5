/** The catalogue's and the showrooms' answers against their contracts: a renamed field fails, errors carry their code. */
import { GET as getProduct } from "@/app/api/v1/product/route";
import { GET as getProducts } from "@/app/api/v1/products/route";
import { GET as getSuggest } from "@/app/api/v1/products/suggest/route";
import { GET as getShowrooms } from "@/app/api/v1/master/showroom/route";
import { POST as checkStock } from "@/app/api/v1/check-stock-location/route";
import { assertMatchesContract } from "../support/contract";
import { call } from "../support/http";

type Json = Record<string, unknown>;
const renamed = (record: Json, from: string, to: string): Json => {
  const { [from]: value, ...rest } = record;
  return { ...rest, [to]: value };
};

describe("the catalogue's contract", () => {
  it("fails a product whose field was renamed", async () => {
    const list = await call(getProducts, "GET", "/api/v1/products", { query: { limit: 1 } });
    const id = (list.data.products as Json[])[0].id as number;
    const res = await call(getProduct, "GET", "/api/v1/product", { query: { id } });
    expect(res.status).toBe(200);
    const product = res.data.product as Json;
    expect(() => assertMatchesContract("GET", "/api/v1/product", 200, { data: { product } })).not.toThrow();
    const wrong = { data: { product: renamed(product, "product_name", "name") } };
    expect(() => assertMatchesContract("GET", "/api/v1/product", 200, wrong)).toThrow(/does not match/);
    const listWrong = {
      data: { ...list.data, products: [renamed((list.data.products as Json[])[0], "grand_price", "price")] },
    };
    expect(() => assertMatchesContract("GET", "/api/v1/products", 200, listWrong)).toThrow(/does not match/);
  });

  it("answers an unknown product with its code", async () => {
    const res = await call(getProduct, "GET", "/api/v1/product", { query: { id: 999999 } });
    expect(res.status).toBe(404);
    expect(res.error).toMatchObject({ code: "catalog.productNotFound", message: "Product not found." });
  });

  it("answers a too short suggestion query with its code", async () => {
    const res = await call(getSuggest, "GET", "/api/v1/products/suggest", { query: { q: "k" } });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: "catalog.suggest.tooShort" });
  });
});

describe("the showrooms' contract", () => {
  it("fails a showroom whose field was renamed", async () => {
    const res = await call(getShowrooms, "GET", "/api/v1/master/showroom");
    const showroom = (res.data.showroom_list as Json[])[0];
    const wrong = { data: { showroom_list: [renamed(showroom, "showroom_name", "name")] } };
    expect(() => assertMatchesContract("GET", "/api/v1/master/showroom", 200, wrong)).toThrow(/does not match/);
  });

  it("answers a size the product does not have with the cart's code", async () => {
    const list = await call(getProducts, "GET", "/api/v1/products", { query: { limit: 1 } });
    const id = (list.data.products as Json[])[0].id as number;
    const res = await call(checkStock, "POST", "/api/v1/check-stock-location", {
      body: { product_detail_id: id, size: "XXXL9", qty: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: "cart.itemInvalid" });
  });
});
