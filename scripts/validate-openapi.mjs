#!/usr/bin/env node
// Validates an OpenAPI document (JSON on stdin) against the OpenAPI 3.1 schema; prints the problems and exits 1 if any.
import { Validator } from "@seriousme/openapi-schema-validator";

let text = "";
for await (const chunk of process.stdin) text += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(text));
if (!result.valid) {
  console.error(JSON.stringify(result.errors, null, 2));
  process.exit(1);
}
console.log(`valid OpenAPI ${validator.version}`);
