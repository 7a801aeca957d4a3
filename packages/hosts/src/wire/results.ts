/**
 * The wire layer for whole results: a `tools/list` page against `ListToolsResult` (definitions.ts) and a `tools/call`
 * result against `CallToolResult` (definitions.ts) of an MCP revision, from the official schema.json,
 * validated with Ajv as check.ts validates `Tool` (the draft-07 class for 2025-06-18, Ajv2020 for the later ones, with
 * ajv-formats). The tools of a page are not judged here (each is `wireFindings`' business): the page is validated
 * with `tools` emptied, so a tool's finding is never reported twice. At 2026-07-28 every result must carry a string
 * `resultType` (and a `tools/list` result `ttlMs` and `cacheScope`); before it, neither exists. A 2026-07-28
 * `tools/call` response is `anyOf [InputRequiredResult, CallToolResult]` (`CallToolResultResponse`): a result with
 * `resultType: "input_required"` is held to `InputRequiredResult` (definitions.ts), as the 2.4.0 client
 * reads it by its `resultType`; any other to `CallToolResult`.
 */
import { makeIssue, show } from "@mcp-wire/core";
import { Ajv, type AnySchema, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { Revision } from "../types.js";
import { WIRE_OPTIONS, type WireFinding } from "./check.js";
import { CALL_RESULT_DOCUMENTS, INPUT_REQUIRED_DOCUMENT, WIRE_DOCUMENTS, type WireDocument } from "./definitions.js";

/** The result methods whose wire types doctor checks, and the document each is held to. */
export const RESULT_METHODS = ["tools/list", "tools/call"] as const;

/** One of {@link RESULT_METHODS}. */
export type ResultMethod = (typeof RESULT_METHODS)[number];

const DOCUMENTS: Readonly<Record<ResultMethod, Readonly<Record<Revision, WireDocument>>>> = {
  "tools/list": WIRE_DOCUMENTS,
  "tools/call": CALL_RESULT_DOCUMENTS,
};

/** The revisions whose `tools/call` response may be an `InputRequiredResult` (the multi-round-trip flow). */
const INPUT_REQUIRED_REVISIONS: readonly Revision[] = ["2026-07-28"];

/** The result type a result is held to: `InputRequiredResult` for an `input_required` tools/call result where it exists. */
type ResultType = "ListToolsResult" | "CallToolResult" | "InputRequiredResult";

function resultTypeOf(method: ResultMethod, result: unknown, revision: Revision): ResultType {
  if (method === "tools/list") return "ListToolsResult";
  return INPUT_REQUIRED_REVISIONS.includes(revision) && isRecord(result) && result["resultType"] === "input_required" ? "InputRequiredResult" : "CallToolResult";
}

/** A requestedSchema every revision accepts: what an entry's own requestedSchema is judged as here. */
const ANY_FORM = { type: "object", properties: {} } as const;

/**
 * An `input_required` result with the `requestedSchema` of each `elicitation/create` entry replaced by {@link ANY_FORM}:
 * a requested schema is `validateRequestedSchema`'s business (@mcp-wire/elicitation), so its finding is never reported
 * twice; a missing one stays missing.
 */
function withoutRequestedSchemas(result: unknown): unknown {
  if (!isRecord(result) || !isRecord(result["inputRequests"])) return result;
  const entries = Object.entries(result["inputRequests"]).map(([key, entry]): [string, unknown] => {
    if (!isRecord(entry) || entry["method"] !== "elicitation/create" || !isRecord(entry["params"]) || !Object.hasOwn(entry["params"], "requestedSchema")) return [key, entry];
    return [key, { ...entry, params: { ...entry["params"], requestedSchema: ANY_FORM } }];
  });
  return { ...result, inputRequests: Object.fromEntries(entries) };
}

/** Most findings reported per result. */
const MAX_RESULT_FINDINGS = 10;

const addFormats = addFormatsModule as unknown as (ajv: Ajv | Ajv2020) => void;
const validators = new Map<string, ValidateFunction>();

/**
 * The document a `tools/list` page is validated with: `ListToolsResult` with its `Tool` definition made `{}`. A page is
 * validated with an array `tools` emptied ({@link resultFindings}), and `Tool` is reached only through the items of
 * `tools`, so it is never applied: a validator of the whole document reports the same errors on every page so judged,
 * and compiling it compiled `Tool` (the longest definition) for nothing (`wireFindings` judges each tool).
 */
function pageDocument(revision: Revision): WireDocument {
  const document = DOCUMENTS["tools/list"][revision];
  const key = Object.hasOwn(document, "$defs") ? "$defs" : "definitions";
  return { ...document, [key]: { ...(document[key] as Record<string, unknown>), Tool: {} } };
}

/** The compiled validator of a result type at a revision (compiled once per process). */
function resultValidator(method: ResultMethod, type: ResultType, revision: Revision): ValidateFunction {
  const key = `${type} ${revision}`;
  let found = validators.get(key);
  if (found === undefined) {
    const ajv = revision === "2025-06-18" ? new Ajv(WIRE_OPTIONS) : new Ajv2020(WIRE_OPTIONS);
    addFormats(ajv);
    const document = type === "InputRequiredResult" ? INPUT_REQUIRED_DOCUMENT : method === "tools/list" ? pageDocument(revision) : DOCUMENTS[method][revision];
    found = ajv.compile(document as AnySchema);
    validators.set(key, found);
  }
  return found;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Every way `result` (a raw result, exactly as received) breaks the result type of `method` at `revision`:
 * `wire-invalid` issues, each at a JSON Pointer into the result — a missing member at the pointer it should be at
 * (`/resultType`), any other failure at the failing value (`/ttlMs`) — with the definition's words
 * (`2026-07-28 ListToolsResult at /resultType: must have required property 'resultType'`); at most 10, one per path.
 * A `tools/list` page is judged without its tools (an array `tools` is emptied first); a 2026-07-28 `tools/call`
 * result with `resultType: "input_required"` is held to `InputRequiredResult` (`2026-07-28 InputRequiredResult at
 * /requestState: must be string`), each elicitation entry's `requestedSchema` left to `validateRequestedSchema`. Empty
 * when the result is valid. Never throws.
 * Source: MCP schema.json of each revision, definitions `ListToolsResult`, `CallToolResult` and (2026-07-28)
 * `InputRequiredResult` (definitions.ts).
 */
export function resultFindings(method: ResultMethod, result: unknown, revision: Revision): WireFinding[] {
  const type = resultTypeOf(method, result, revision);
  const subject = method === "tools/list" && isRecord(result) && Array.isArray(result["tools"]) ? { ...result, tools: [] } : type === "InputRequiredResult" ? withoutRequestedSchemas(result) : result;
  const validate = resultValidator(method, type, revision);
  if (validate(subject) === true) return [];
  const out: WireFinding[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const missing = error.keyword === "required" ? String(error.params["missingProperty"]) : undefined;
    const path = missing === undefined ? error.instancePath : `${error.instancePath}/${missing.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (seen.has(path)) continue;
    seen.add(path);
    const detail = error.keyword === "const" || error.keyword === "enum" ? `${error.message ?? error.keyword}: ${show(error.params["allowedValue"] ?? error.params["allowedValues"])}` : (error.message ?? error.keyword);
    out.push(makeIssue(path, "wire-invalid", `${revision} ${type}${path === "" ? "" : ` at ${path}`}: ${detail}`));
    if (out.length === MAX_RESULT_FINDINGS) break;
  }
  return out;
}
