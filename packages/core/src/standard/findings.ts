/**
 * What a conversion learns beside its JSON Schema: constraints the JSON Schema does not show (the schema still
 * enforces them when it validates) and constraints a strict vendor converter refuses.
 */
import type { SchemaIssue } from "../issues.js";
import type { StandardIssueCode } from "./issues.js";

/** Which side of the schema is converted: what a client sends (`input`) or what the schema's output is. */
export type ConversionSide = "input" | "output";

/**
 * What kind of constraint JSON Schema cannot show: `refinement` (zod `.refine()`/`.superRefine()`, Valibot `check`
 * actions, ArkType narrows), `transform` (zod transforms, `.trim()`-style overwrites and codecs such as
 * `z.stringbool()`, Valibot transformation actions, ArkType morphs), `pipe` (the constraints of the schema a zod
 * `.pipe()` leads to, when the input side is converted).
 */
export type UnadvertisedKind = "refinement" | "transform" | "pipe";

/** A constraint the converted JSON Schema does not advertise, at the JSON Pointer of the schema object it sits on. */
export interface Unadvertised {
  readonly path: string;
  readonly kind: UnadvertisedKind;
}

/**
 * A regex the vendor writes for one of its own formats (zod's email regex beside `format: "email"`): not the user's
 * constraint but the vendor's spelling of `format`. Found in the schema's own definition, so it is exact for the
 * vendor version that built the schema.
 */
export interface FormatPattern {
  /** The `pattern` string as the converter writes it. */
  readonly pattern: string;
  /** The JSON Schema `format` (draft 2020-12 §7.3) the pattern stands for. */
  readonly format: string;
}

/** Collected during one conversion. */
export interface Findings {
  readonly unadvertised: Unadvertised[];
  readonly refused: SchemaIssue<StandardIssueCode>[];
  readonly formatPatterns: FormatPattern[];
}

/** Records `kind` at `path` once. */
export function addUnadvertised(findings: Findings, path: string, kind: UnadvertisedKind): void {
  if (!findings.unadvertised.some((found) => found.path === path && found.kind === kind)) findings.unadvertised.push({ path, kind });
}

/** Records that `pattern` is the vendor's regex for `format`, once. */
export function addFormatPattern(findings: Findings, pattern: string, format: string): void {
  if (!findings.formatPatterns.some((found) => found.pattern === pattern && found.format === format)) findings.formatPatterns.push({ pattern, format });
}
