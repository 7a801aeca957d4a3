/**
 * TypeScript types of the wire shapes, inferred from the zod pieces (never written twice).
 * They describe the latest revision's shapes; older revisions carry a subset.
 *
 * Source: MCP `schema.ts`, revision 2025-11-25 (`PrimitiveSchemaDefinition` and members).
 */
import type { z } from "zod";
import type {
  booleanShape,
  legacyEnumBase,
  multiSelectBase,
  numberBase,
  numberDefault,
  stringBase,
  stringDefault,
  titledOption,
} from "./pieces.js";

type Infer<S extends z.ZodRawShape> = z.infer<z.ZodObject<S>>;

/** `StringSchema`: `{ type: "string", title?, description?, minLength?, maxLength?, format?, default? }`. */
export type StringSchema = Infer<typeof stringBase & typeof stringDefault>;
/** `NumberSchema`: `{ type: "number" | "integer", title?, description?, minimum?, maximum?, default? }`. */
export type NumberSchema = Infer<typeof numberBase & typeof numberDefault>;
/** `BooleanSchema`: `{ type: "boolean", title?, description?, default? }`. */
export type BooleanSchema = Infer<typeof booleanShape>;
/** `LegacyTitledEnumSchema` / `UntitledSingleSelectEnumSchema`: `{ type: "string", enum, enumNames?, … }`. */
export type LegacyTitledEnumSchema = Infer<typeof legacyEnumBase & typeof stringDefault>;
/** One titled option: `{ const, title }`. */
export type TitledOption = z.infer<typeof titledOption>;
/** `TitledSingleSelectEnumSchema`: `{ type: "string", oneOf: TitledOption[], … }`. */
export type TitledSingleSelectEnumSchema = Omit<LegacyTitledEnumSchema, "enum" | "enumNames"> & {
  oneOf: TitledOption[];
};
/** `UntitledMultiSelectEnumSchema`: `{ type: "array", items: { type: "string", enum }, minItems?, maxItems?, … }`. */
export type UntitledMultiSelectEnumSchema = Infer<typeof multiSelectBase> & {
  items: { type: "string"; enum: string[] };
};
/** `TitledMultiSelectEnumSchema`: `{ type: "array", items: { anyOf: TitledOption[] }, minItems?, maxItems?, … }`. */
export type TitledMultiSelectEnumSchema = Infer<typeof multiSelectBase> & {
  items: { anyOf: TitledOption[] };
};
/** `MultiSelectEnumSchema`: either multi-select variant. */
export type MultiSelectEnumSchema = UntitledMultiSelectEnumSchema | TitledMultiSelectEnumSchema;
/** `PrimitiveSchemaDefinition`: one field of a requestedSchema. */
export type PrimitiveSchemaDefinition =
  | StringSchema
  | NumberSchema
  | BooleanSchema
  | LegacyTitledEnumSchema
  | TitledSingleSelectEnumSchema
  | UntitledMultiSelectEnumSchema
  | TitledMultiSelectEnumSchema;

/** `ElicitRequestFormParams.requestedSchema`: a flat object of primitive fields. */
export interface RequestedSchema {
  $schema?: string;
  type: "object";
  properties: Record<string, PrimitiveSchemaDefinition>;
  required?: string[];
}
