import { defineRoute, type RouteContract } from "../api/route-contract";
import { cityIdQuery, cityListSchema, provinceIdQuery, provinceListSchema, subdistrictListSchema } from "./contract";

/** The regions domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const regionsRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/master/province",
    operationId: "listProvinces",
    summary: "Every province, by name",
    tag: "regions",
    auth: "none",
    response: provinceListSchema,
    errors: [],
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/master/city",
    operationId: "listCities",
    summary: "The regencies and cities of a province, by name",
    tag: "regions",
    auth: "none",
    query: provinceIdQuery,
    response: cityListSchema,
    errors: [400],
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/master/subdistrict",
    operationId: "listSubdistricts",
    summary: "The districts of a city, by name",
    tag: "regions",
    auth: "none",
    query: cityIdQuery,
    response: subdistrictListSchema,
    errors: [400],
  }),
];
