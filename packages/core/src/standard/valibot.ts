/**
 * Valibot: its `check`-style validations and transformation actions, which @valibot/to-json-schema cannot write
 * (its `overrideAction` hook), and the converter for Valibot schemas not wrapped by its `toStandardJsonSchema`.
 */
import { addUnadvertised, type Findings, type ConversionSide, type UnadvertisedKind } from "./findings.js";
import { converterMissing } from "./issues.js";
import { marked, takeMarks } from "./marks.js";
import { optionalModule } from "./modules.js";

/** Validation actions whose requirement is code, not data: JSON Schema cannot show them. */
const CODE_VALIDATIONS: ReadonlySet<string> = new Set(["check", "check_items", "partial_check", "raw_check"]);

type Action = { readonly kind?: unknown; readonly type?: unknown };
type OverrideAction = (context: { valibotAction: Action; jsonSchema: Record<string, unknown> }) => Record<string | symbol, unknown> | undefined;

/** What JSON Schema does not show of one pipe action, or `undefined` when the converter writes it (or refuses it). */
function unshownKind(action: Action): UnadvertisedKind | undefined {
  if (action.kind === "transformation") return "transform";
  return action.kind === "validation" && typeof action.type === "string" && CODE_VALIDATIONS.has(action.type) ? "refinement" : undefined;
}

/** The converting pass: an action JSON Schema cannot show leaves the schema as it is (noted by {@link valibotFindings}). */
const keepUnshown: OverrideAction = ({ valibotAction, jsonSchema }) => (unshownKind(valibotAction) ? jsonSchema : undefined);

/** The finding pass: every action of every pipe (`typeMode: "ignore"`), each unshown one marked where it sits. */
const markUnshown: OverrideAction = ({ valibotAction, jsonSchema }) => {
  const kind = unshownKind(valibotAction);
  return kind ? marked(jsonSchema, kind) : undefined;
};

/** `libraryOptions` for the converting pass (through `~standard.jsonSchema` or directly). */
export function valibotLibraryOptions(): Record<string, unknown> {
  return { overrideAction: keepUnshown };
}

/**
 * Records where `convert` (a second, forgiving run of the same converter with `findingOptions`) places actions
 * JSON Schema cannot show. A forgiving run that still throws finds nothing.
 */
export function valibotFindings(convert: (libraryOptions: Record<string, unknown>) => unknown, findings: Findings): void {
  let output: unknown;
  try {
    output = convert({ typeMode: "ignore", errorMode: "ignore", overrideAction: markUnshown });
  } catch {
    return;
  }
  for (const { path, label } of takeMarks(output)) addUnadvertised(findings, path, label as UnadvertisedKind);
}

interface ValibotToJsonSchema {
  toJsonSchema: (schema: unknown, options: Record<string, unknown>) => unknown;
}

/** @valibot/to-json-schema, or a `converter-missing` error saying to install it. */
function converter(): ValibotToJsonSchema {
  return optionalModule<ValibotToJsonSchema>("@valibot/to-json-schema") ?? converterMissing("valibot", "install @valibot/to-json-schema");
}

/**
 * Converts a Valibot schema without `~standard.jsonSchema` with @valibot/to-json-schema at draft 2020-12, reading
 * pipelines from their `io` side (`typeMode`), and records what it cannot show.
 * @throws StandardSchemaError `converter-missing` when @valibot/to-json-schema is not installed
 */
export function convertValibot(schema: object, io: ConversionSide, findings: Findings): unknown {
  const module = converter();
  const options = { typeMode: io, target: "draft-2020-12" };
  const output = module.toJsonSchema(schema, { ...options, ...valibotLibraryOptions() });
  valibotFindings((extra) => module.toJsonSchema(schema, { ...options, ...extra }), findings);
  return output;
}
