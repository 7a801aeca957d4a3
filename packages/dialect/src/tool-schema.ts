/**
 * `toToolSchema`: a tool `inputSchema`/`outputSchema` from a Standard Schema (zod 4, zod 3, Valibot, ArkType)
 * or a plain JSON Schema, in the dialect asked for.
 */
import { convertStandardSchema, ownOptions, schemaRoute, StandardSchemaError, type StandardIssueCode } from "@mcp-wire/core";
import { convertRead } from "./convert/index.js";
import type { Projection } from "./projections.js";
import { DialectError, issue, type IssueCode, type SchemaIssue } from "./issues.js";
import { isJsonObject, own, type JsonSchema } from "./json.js";
import { portableRead } from "./portable/index.js";
import { readSchema, thrownMessage } from "./snapshot.js";

/** Options of `toToolSchema`. */
export interface ToToolSchemaOptions {
  /**
   * `input` (default) reads the input type of the schema (what a client sends) and requires an object root
   * (MCP `Tool.inputSchema`); `output` reads the output type (what `structuredContent` holds: after
   * transforms). Honoured by every converter: `~standard.jsonSchema.input`/`.output`, zod-to-json-schema
   * `pipeStrategy`/`effectStrategy` for zod 3, `typeMode` for raw Valibot.
   */
  readonly io?: "input" | "output";
  /** Default `"2020-12"` (the MCP default dialect). `"portable"`: see `toPortableSchema`. */
  readonly dialect?: Projection;
}

/** Core's conversion codes as this package's: a failed or refused conversion is `vendor-conversion-failed`. */
const CONVERSION_CODES: Readonly<Record<StandardIssueCode, IssueCode>> = {
  "converter-missing": "converter-missing",
  "conversion-failed": "vendor-conversion-failed",
  "constraint-refused": "vendor-conversion-failed",
};

/**
 * The JSON Schema a value stands for, read once through a guarded snapshot: reading the value for vendor
 * detection may throw (a getter, a Proxy), and vendor output is untrusted too, so both become `DialectError`s
 * with their code and path (`invalid-value`, `not-a-schema`, …), never raw errors. Standard Schemas (and zod 3
 * schemas older than `~standard`) go through `@mcp-wire/core`'s conversion on the `io` side.
 */
function jsonSchemaOf(value: unknown, io: "input" | "output"): JsonSchema {
  let produced: unknown = value;
  try {
    if (schemaRoute(value) !== undefined) produced = convertStandardSchema(value as object, { io }).jsonSchema;
  } catch (error) {
    if (error instanceof StandardSchemaError) {
      throw new DialectError(error.issues.map((found) => issue(found.path, CONVERSION_CODES[found.code], found.message)), "Schema conversion failed");
    }
    throw new DialectError([issue("", "invalid-value", `reading it threw: ${thrownMessage(error)}`)], "Schema cannot be read");
  }
  const read = readSchema(produced);
  if (read.value === undefined) {
    const notSchema = read.issues.every((item) => item.code === "not-a-schema");
    throw new DialectError(read.issues, notSchema ? "Not a schema" : "Schema cannot be read");
  }
  return read.value;
}

/**
 * A tool schema from `schema`: a Standard Schema with `~standard.jsonSchema` (zod 4, Valibot wrapped by
 * `toStandardJsonSchema`, ArkType) converted at `draft-2020-12`; zod 3 through zod-to-json-schema and raw
 * Valibot through @valibot/to-json-schema (optional peers), then converted from draft-07; or a plain JSON
 * Schema. `options.io` picks the input or output side of transforms and pipes for every vendor (zod 3: a
 * `.transform` output is `{}`, its type being unknown; `.refine` and `preprocess` keep their inner schema).
 * Then brought to `dialect` (`convertDialect` / `toPortableSchema`). Returns the JSON Schema (a new object).
 *
 * The value (and a vendor's output) is read once through a guarded snapshot: a getter or Proxy that throws, a
 * value JSON cannot carry (`NaN`, BigInt, a function, a `Date`, …) or a cycle is thrown as a `DialectError`
 * naming its path, never as a raw error.
 *
 * @throws DialectError with code `not-a-schema` (also `null`, `undefined`, a string, a number, an array),
 *   `invalid-value`, `cyclic-schema`, `too-deep`, `converter-missing`, `vendor-conversion-failed`,
 *   `root-not-object` (an input schema whose root is not `type: "object"`, MCP `Tool.inputSchema`), or the
 *   conversion's refusals.
 */
export function toToolSchema(schema: unknown, options: ToToolSchemaOptions = {}): JsonSchema {
  const read = ownOptions(options); // own properties only: an inherited `io` or `dialect` changes nothing
  const io = read.io === "output" ? "output" : "input";
  const json = jsonSchemaOf(schema, io);
  const dialect = read.dialect ?? "2020-12";
  const result = dialect === "portable" ? portableRead(json) : convertRead(json, { to: dialect });
  if (result.schema === undefined) throw new DialectError(result.issues, "Schema cannot be expressed");
  const issues: SchemaIssue[] = [];
  if (io === "input" && !(isJsonObject(result.schema) && own(result.schema, "type") === "object")) {
    const type = isJsonObject(result.schema) ? own(result.schema, "type") : result.schema;
    issues.push(issue("", "root-not-object", `a tool input schema needs type: "object" at its root, got ${JSON.stringify(type ?? null)}`));
  }
  if (issues.length > 0) throw new DialectError(issues, "Not a tool input schema");
  return result.schema;
}
