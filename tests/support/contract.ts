/**
 * Checks an API answer against the OpenAPI document of `/api/v1` (generated from the zod contracts): every
 * integration test that calls a route through tests/support/http.ts checks its answers this way, so a renamed or
 * missing field, an undocumented status or an error without its code fails a test.
 */
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { buildOpenApiDocument } from "@/lib/domain/api/openapi";
import { buildOpsOpenApiDocument } from "@/lib/domain/ops/routes";

type Json = { [key: string]: unknown };
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}

let document: Json | null = null;
let opsDocument: Json | null = null;
const validators = new Map<string, ValidateFunction>();
const checkers = new Map<Json, Ajv2020>();

export function openApiDocument(): Json {
  document ??= buildOpenApiDocument();
  return document;
}

/** The ops API's own document (`/api/ops/…`, the retailer's systems), apart from the retail API's. */
export function opsOpenApiDocument(): Json {
  opsDocument ??= buildOpsOpenApiDocument();
  return opsDocument;
}

const documentOf = (path: string): Json => (path.startsWith("/api/ops/") ? opsOpenApiDocument() : openApiDocument());

function operationOf(method: string, path: string): Operation | undefined {
  const paths = documentOf(path).paths as Record<string, Record<string, Operation>>;
  return paths[path]?.[method.toLowerCase()];
}

/**
 * One checker per document, holding the whole document: each response's schema is compiled as a reference into it, so
 * the components it refers to are compiled once per test file, not once per response.
 */
function checkerOf(doc: Json): Ajv2020 {
  let ajv = checkers.get(doc);
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: "openapi" });
    checkers.set(doc, ajv);
  }
  return ajv;
}

/** A JSON pointer's segment (RFC 6901): '~' and '/' escaped. */
const segment = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

function validatorFor(method: string, path: string, status: number, doc: Json): ValidateFunction {
  const key = `${method} ${path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const pointer = [
      "paths",
      path,
      method.toLowerCase(),
      "responses",
      String(status),
      "content",
      "application/json",
      "schema",
    ]
      .map(segment)
      .join("/");
    validate = checkerOf(doc).compile({ $ref: `openapi#/${pointer}` });
    validators.set(key, validate);
  }
  return validate;
}

/** Whether the document has this operation (a route not yet described is checked by tests/integration/openapi.test.ts). */
export function isDocumented(method: string, path: string): boolean {
  return operationOf(method, path) !== undefined;
}

/** Throws, naming the differences, when the answer does not match the documented response of its status. */
export function assertMatchesContract(method: string, path: string, status: number, body: unknown): void {
  const operation = operationOf(method, path);
  if (!operation) return;
  const response = operation.responses[String(status)];
  if (!response)
    throw new Error(
      `${method} ${path} answered ${status}, which its contract does not list (${Object.keys(operation.responses).join(", ")})`,
    );
  if (!response.content?.["application/json"]?.schema) return;
  const validate = validatorFor(method, path, status, documentOf(path));
  if (!validate(body)) {
    const problems = (validate.errors ?? []).map(
      (e) => `${e.instancePath || "/"} ${e.message ?? ""} ${JSON.stringify(e.params)}`,
    );
    throw new Error(
      `${method} ${path} ${status} does not match its contract:\n  ${problems.join("\n  ")}\nbody: ${JSON.stringify(body).slice(0, 800)}`,
    );
  }
}
