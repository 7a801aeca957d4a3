/**
 * Standard Schema → JSON Schema: the one conversion every mcp-wire package uses. Routed on `~standard.validate`
 * (Standard Schema v1); converted with the schema's own Standard JSON Schema converter (`~standard.jsonSchema`,
 * Standard JSON Schema v1, standardschema.dev) at draft 2020-12, or, for a vendor without one, with that vendor's
 * fallback loaded from the caller's install. Vendor hooks find what the JSON Schema cannot show, and ArkType's strict
 * refusals are rejections here, never its quieter output.
 */
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { thrownMessage } from "../text.js";
import { arktypeFindings, arktypeLibraryOptions } from "./arktype.js";
import type { Findings, ConversionSide, FormatPattern, Unadvertised } from "./findings.js";
import { conversionFailed, converterMissing, StandardSchemaError } from "./issues.js";
import { forEachObject } from "./marks.js";
import { ownOptions } from "./options.js";
import { schemaRoute } from "./route.js";
import { convertValibot, valibotFindings, valibotLibraryOptions } from "./valibot.js";
import { convertOldZod, zodLibraryOptions } from "./zod.js";

const TARGET = "draft-2020-12";

/** What mcp-wire knows of one vendor (`~standard.vendor`); every part optional. */
interface Vendor {
  /** `libraryOptions` passed to its `~standard.jsonSchema` converter (Standard JSON Schema v1). */
  readonly libraryOptions?: (findings: Findings) => Record<string, unknown>;
  /** The converter for schemas of this vendor without `~standard.jsonSchema`. */
  readonly fallback?: (schema: object, io: ConversionSide, findings: Findings) => unknown;
  /** Reads what the conversion found after it ran; `convert` reruns the Standard converter with other options. */
  readonly inspect?: (schema: object, output: unknown, io: ConversionSide, findings: Findings, convert: ((libraryOptions: Record<string, unknown>) => unknown) | undefined) => void;
}

const VENDORS: Readonly<Record<string, Vendor>> = {
  zod: { libraryOptions: zodLibraryOptions, fallback: convertOldZod },
  valibot: {
    libraryOptions: valibotLibraryOptions,
    fallback: convertValibot,
    inspect: (_schema, _output, _io, findings, convert) => {
      if (convert) valibotFindings(convert, findings);
    },
  },
  arktype: { libraryOptions: arktypeLibraryOptions, inspect: arktypeFindings },
};

/** Options of {@link convertStandardSchema}; read as own properties only. */
export interface ConvertStandardOptions {
  /** `input` (default): what a client sends; `output`: the schema's output type (after transforms). */
  readonly io?: ConversionSide;
}

/** What {@link convertStandardSchema} returns. */
export interface StandardConversion {
  /** The converter's output: a fresh JSON Schema object, not yet checked (read it through a snapshot). */
  readonly jsonSchema: Record<string, unknown>;
  /** `~standard.vendor` (`"zod"` for a zod 3 schema older than `~standard`). */
  readonly vendor: string;
  /** Constraints the schema enforces on validation that `jsonSchema` does not show, each at its JSON Pointer. */
  readonly unadvertised: readonly Unadvertised[];
  /**
   * The regexes the vendor wrote for its own formats (zod 4: `z.email()`, `z.iso.datetime()`, …), each with the
   * format it stands for; found in the schema's definition, so exact for the vendor version that built it. Every
   * other `pattern` in `jsonSchema` is the user's constraint.
   */
  readonly formatPatterns: readonly FormatPattern[];
}

type StandardProps = StandardSchemaV1.Props & Partial<StandardJSONSchemaV1.Props>;

/**
 * Converts a Standard Schema (or a zod 3 schema older than `~standard`) to a JSON Schema object at draft 2020-12
 * (zod 3 through zod-to-json-schema: draft-07).
 *
 * Routing: a `~standard.jsonSchema[io]` converter is called with `{ target: "draft-2020-12", libraryOptions }`
 * (the vendor's hooks); without one, by `~standard.vendor`: zod 4.0/4.1 through `toJSONSchema` of the installed
 * `zod/v4/core`, zod 3 through `zod-to-json-schema`, Valibot through `@valibot/to-json-schema` (optional peers).
 * Found on the way (`unadvertised`): zod `.refine()`/`.superRefine()`, transforms, `.trim()`-style overwrites,
 * codecs (`z.stringbool()`) and pipes (zod's `override` hook on `_zod.def`, zod-to-json-schema's on `_def`); Valibot
 * `check` and transformation actions (its `overrideAction`); ArkType narrows and morphs (its `fallback`).
 * zod 4.0/4.1 schemas keep their own `.describe()`/`.meta()` metadata (read through `.meta()`, whichever zod instance
 * converts them). `formatPatterns`: zod 4's own regexes for its formats, read from each schema's definition. ArkType's
 * input side gets the JSON defaults of its whole-type `toJsonSchema()` (its Standard input side has none).
 *
 * @param schema - a Standard Schema (routed on `~standard.validate`) or a pre-Standard zod 3 schema
 * @param options - {@link ConvertStandardOptions}
 * @returns {@link StandardConversion}
 * @throws StandardSchemaError with code `converter-missing` (no converter for this vendor: what to install),
 *   `conversion-failed` (the converter threw, returned a Promise, a non-object or an array; a `~standard` that
 *   cannot be read), or `constraint-refused` at each path where ArkType's strict `toJsonSchema()` refuses
 */
export function convertStandardSchema(schema: object, options: ConvertStandardOptions = {}): StandardConversion {
  const io: ConversionSide = ownOptions(options).io === "output" ? "output" : "input";
  const findings: Findings = { unadvertised: [], refused: [], formatPatterns: [] };
  let vendor: string;
  let known: Vendor | undefined;
  let output: unknown;
  let rerun: ((libraryOptions: Record<string, unknown>) => unknown) | undefined;
  try {
    const route = schemaRoute(schema);
    const standard = route === "standard" ? ((schema as StandardSchemaV1)["~standard"] as StandardProps) : undefined;
    vendor = standard ? String(standard.vendor) : "zod";
    known = Object.hasOwn(VENDORS, vendor) ? VENDORS[vendor] : undefined;
    const jsonSchema = standard?.jsonSchema;
    if (jsonSchema !== undefined && typeof jsonSchema[io] === "function") {
      const run = (libraryOptions: Record<string, unknown> | undefined) =>
        libraryOptions === undefined ? jsonSchema[io]({ target: TARGET }) : jsonSchema[io]({ target: TARGET, libraryOptions });
      output = run(known?.libraryOptions?.(findings));
      rerun = run;
    } else if (known?.fallback) {
      output = known.fallback(schema, io, findings);
    } else {
      converterMissing(vendor, "use a version of it that implements Standard JSON Schema, or pass a JSON Schema object");
    }
  } catch (cause) {
    if (cause instanceof StandardSchemaError) throw cause;
    throw conversionFailed(`the schema's JSON Schema converter threw: ${thrownMessage(cause)}`);
  }
  const problem = resultProblem(output);
  if (problem) throw conversionFailed(`the schema's JSON Schema converter ${problem}`);
  try {
    known?.inspect?.(schema, output, io, findings, rerun);
  } catch (cause) {
    throw conversionFailed(`reading what the schema's JSON Schema converter left out threw: ${thrownMessage(cause)}`);
  }
  if (findings.refused.length > 0) throw new StandardSchemaError(findings.refused);
  return {
    jsonSchema: output as Record<string, unknown>,
    vendor,
    unadvertised: inDocumentOrder(findings.unadvertised, output),
    formatPatterns: findings.formatPatterns,
  };
}

/** `found` sorted by where its path first appears in `output` (converters report in their own order). */
function inDocumentOrder(found: readonly Unadvertised[], output: unknown): Unadvertised[] {
  if (found.length < 2) return [...found];
  const rank = new Map<string, number>();
  forEachObject(output, (_node, path) => rank.set(path, rank.size));
  const at = (item: Unadvertised) => rank.get(item.path) ?? rank.size;
  return [...found].sort((a, b) => at(a) - at(b));
}

/**
 * Why a converter's result is not a JSON Schema object (a Promise or thenable, a non-object, an array, or an object
 * that cannot even be inspected, like a revoked Proxy), or `undefined`. Never throws.
 */
function resultProblem(result: unknown): string | undefined {
  try {
    if (typeof (result as { then?: unknown } | null)?.then === "function") return "returned a Promise; a synchronous converter is required";
    if (typeof result !== "object" || result === null || Array.isArray(result)) {
      return `returned ${result === null ? "null" : Array.isArray(result) ? "an array" : `a ${typeof result}`}, not an object`;
    }
    return undefined;
  } catch (cause) {
    return `returned a value that cannot be read: ${thrownMessage(cause)}`;
  }
}
