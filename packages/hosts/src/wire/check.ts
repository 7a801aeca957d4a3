/**
 * The wire layer: one tool against the `Tool` definition of an MCP revision, from the official schema.json
 * (definitions.ts), validated with Ajv (the draft-07 class for 2025-06-18, Ajv2020 for 2025-11-25 and 2026-07-28, as
 * each file declares) and ajv-formats (the definitions use `format: "uri"`). From 2026-07-28 on an `outputSchema` may
 * be any JSON Schema object (SEP-2106); before it, both schemas need `type: "object"` at the root, `properties` values
 * that are objects and `required` an array of strings.
 */
import { makeIssue, show, type SchemaIssue } from "@mcp-wire/core";
import type { JsonValue } from "@mcp-wire/dialect";
import { Ajv, type AnySchema, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { HostIssueCode } from "../issues.js";
import type { Revision } from "../types.js";
import { WIRE_DOCUMENTS } from "./definitions.js";

/** A wire finding: `{ path, code: "wire-invalid", message }`, path a JSON Pointer into the tool. */
export type WireFinding = SchemaIssue<HostIssueCode>;

/** Most wire findings reported per tool. */
const MAX_WIRE_FINDINGS = 10;

const addFormats = addFormatsModule as unknown as (ajv: Ajv | Ajv2020) => void;

/**
 * The options of every wire engine (here and in results.ts). `validateSchema: false`: the documents are the spec's
 * own definitions, fixed at build time and held valid against their meta-schemas by test/wire-definitions.test.ts, so
 * checking them again at each compile (which first compiles the meta-schema, about as long as the document itself)
 * would change nothing a validator reports.
 */
export const WIRE_OPTIONS = { strict: false, allErrors: true, logger: false, validateSchema: false } as const;
const toolValidators = new Map<Revision, ValidateFunction>();

/** The compiled `Tool` validator of a revision (compiled once per process). */
function toolValidator(revision: Revision): ValidateFunction {
  let found = toolValidators.get(revision);
  if (found === undefined) {
    const document = WIRE_DOCUMENTS[revision];
    const defs = Object.hasOwn(document, "$defs") ? "$defs" : "definitions";
    const ajv = revision === "2025-06-18" ? new Ajv(WIRE_OPTIONS) : new Ajv2020(WIRE_OPTIONS);
    addFormats(ajv);
    found = ajv.compile({ ...document, $ref: `#/${defs}/Tool` } as AnySchema);
    toolValidators.set(revision, found);
  }
  return found;
}

/**
 * Every way `tool` (a plain JSON snapshot) breaks the `Tool` definition of `revision`: `wire-invalid` issues, each at
 * the failing value's JSON Pointer inside the tool (`/inputSchema/required`, `/outputSchema`, `/name`), with the
 * definition's words; at most 10, one per path. Empty when the tool is valid on that revision's wire. Never throws.
 */
export function wireFindings(tool: JsonValue, revision: Revision): WireFinding[] {
  const validate = toolValidator(revision);
  if (validate(tool) === true) return [];
  const out: WireFinding[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const path = error.instancePath;
    if (seen.has(path)) continue;
    seen.add(path);
    const detail = error.keyword === "const" || error.keyword === "enum" ? `${error.message ?? error.keyword}: ${show(error.params["allowedValue"] ?? error.params["allowedValues"])}` : (error.message ?? error.keyword);
    out.push(makeIssue(path, "wire-invalid", `${revision} Tool${path === "" ? "" : ` at ${path}`}: ${detail}`));
    if (out.length === MAX_WIRE_FINDINGS) break;
  }
  return out;
}
