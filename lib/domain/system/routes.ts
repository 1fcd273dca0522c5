import { z } from "zod";
import { defineRoute, type RouteContract } from "../api/route-contract";

export const healthSchema = z.object({ status: z.literal("ok") });
export type Health = z.infer<typeof healthSchema>;

/** The system's operations of the retail API. */
export const systemRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/health",
    operationId: "getHealth",
    summary: "Readiness: answers once the database is migrated and seeded",
    tag: "system",
    auth: "none",
    response: healthSchema,
    errors: [],
  }),
];
