import { z } from "zod";
import { APP_VERSION } from "../constants";
import { apiErrorSchema, dataEnvelope } from "./envelope";
import type { RouteContract } from "./route-contract";
import { API_ROUTES } from "./routes";

type JsonSchema = { [key: string]: unknown };

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  400: "Invalid input: `error.fields` names each invalid field",
  401: "No token, or the token is no longer valid",
  403: "Not allowed",
  404: "Not found",
  409: "Conflicts with the current state (stock, limits, a changed record)",
  413: "The body is too large",
  415: "Unsupported content type",
  422: "Understood but not processable",
  429: "Too many requests: wait `Retry-After` seconds",
  500: "Unexpected error (logged); nothing was half-written",
  502: "A provider (courier, payment) failed",
  503: "Not ready",
};

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), its `$defs` moved into the document's components. */
function toSchema(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    reused: "inline",
  }) as JsonSchema;
  delete json.$schema;
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  delete json.$defs;
  const text = JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/');
  for (const [name, def] of Object.entries(defs ?? {})) {
    components[name] = JSON.parse(JSON.stringify(def).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  }
  return JSON.parse(text) as JsonSchema;
}

function queryParameters(schema: z.ZodType, components: Record<string, JsonSchema>): JsonSchema[] {
  const json = toSchema(schema, "input", components);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

function operation(route: RouteContract, components: Record<string, JsonSchema>): JsonSchema {
  const success = route.successStatus ?? 200;
  const successContent = route.successContentType
    ? { [route.successContentType]: { schema: toSchema(route.response, "output", components) } }
    : { "application/json": { schema: toSchema(dataEnvelope(route.response), "output", components) } };
  const responses: Record<string, JsonSchema> = {
    [success]: { description: STATUS_TEXT[success] ?? "Success", content: successContent },
  };
  const errorRef = { $ref: "#/components/schemas/ApiError" };
  const errorSchema = route.errorBody
    ? { anyOf: [errorRef, toSchema(route.errorBody, "output", components)] }
    : errorRef;
  for (const status of [...route.errors, 500]) {
    responses[status] = {
      description: STATUS_TEXT[status] ?? "Error",
      content: { "application/json": { schema: errorSchema } },
    };
  }
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth === "none" ? { security: [] } : route.auth === "optional" ? { security: [{}, { bearer: [] }] } : {}),
    ...(route.query ? { parameters: queryParameters(route.query, components) } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: toSchema(route.body, "input", components) } },
          },
        }
      : route.rawBody
        ? {
            requestBody: {
              required: true,
              content: {
                "application/octet-stream": {
                  schema: { type: "string", contentMediaType: "application/octet-stream" },
                },
              },
            },
          }
        : {}),
    responses,
  };
}

/** A document's title, description and bearer token (the shopper API's, or the ops API's own secret). */
export interface DocumentMeta {
  title: string;
  description: string;
  bearer: string;
}

const RETAIL_META: DocumentMeta = {
  title: "Storefront retail API",
  description:
    "The storefront's retail API. Every answer is an envelope: `{ data }` on success, `{ error: { code, message, params?, fields? } }` on failure, where `message` is the English text and `code` its stable key.",
  bearer: "The access token of sign-in or sign-up (`data.access_token`).",
};

/** The OpenAPI 3.1 document of `/api/v1` (or, with the ops routes and meta, of `/api/ops`), generated from the contracts. */
export function buildOpenApiDocument(
  routes: readonly RouteContract[] = API_ROUTES,
  meta: DocumentMeta = RETAIL_META,
): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  const errorSchema = toSchema(apiErrorSchema, "output", components);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= {});
    item[route.method.toLowerCase()] = operation(route, components);
  }
  return {
    openapi: "3.1.0",
    info: { title: meta.title, version: APP_VERSION, description: meta.description },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: meta.bearer } },
      schemas: { ...components, ApiError: errorSchema },
    },
  };
}
