/** Moved to lib/domain/catalog/query.ts (the catalogue's own folder). */
export { idQuerySchema, productsQuerySchema, type ProductsQuery } from "../catalog/query";
