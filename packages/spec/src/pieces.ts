/**
 * Shared zod pieces of the elicitation wire types. Each revision in `wire.ts` is composed from
 * these; nothing here is revision-specific.
 *
 * Source: `PrimitiveSchemaDefinition` and its members in the MCP `schema.ts` / `schema.json`
 * (revisions 2025-06-18, 2025-11-25, 2026-07-28).
 */
import { z } from "zod";

/** The four string formats the wire carries (`StringSchema.format`). */
export const stringFormat = z.enum(["date", "date-time", "email", "uri"]);

/** `title` and `description`: the annotations every PrimitiveSchemaDefinition carries. */
export const annotations = {
  title: z.string().optional(),
  description: z.string().optional(),
};

/** `StringSchema` without `default` (2025-06-18). */
export const stringBase = {
  type: z.literal("string"),
  ...annotations,
  minLength: z.int().optional(),
  maxLength: z.int().optional(),
  format: stringFormat.optional(),
};

/** `NumberSchema` without `default` (2025-06-18). */
export const numberBase = {
  type: z.enum(["number", "integer"]),
  ...annotations,
  minimum: z.number().optional(),
  maximum: z.number().optional(),
};

/** `BooleanSchema` (the same in every revision). */
export const booleanShape = {
  type: z.literal("boolean"),
  ...annotations,
  default: z.boolean().optional(),
};

/** One option of a titled enum: `{ const, title }`. */
export const titledOption = z.strictObject({ const: z.string(), title: z.string() });

/** `enum` + `enumNames`: the legacy titled enum (`EnumSchema` in 2025-06-18, `LegacyTitledEnumSchema` later). */
export const legacyEnumBase = {
  type: z.literal("string"),
  ...annotations,
  enum: z.array(z.string()),
  enumNames: z.array(z.string()).optional(),
};

/** Multi-select bounds shared by the untitled and titled multi-select enums. */
export const multiSelectBase = {
  type: z.literal("array"),
  ...annotations,
  minItems: z.int().optional(),
  maxItems: z.int().optional(),
  default: z.array(z.string()).optional(),
};

/** `default` of string-valued variants (2025-11-25 on). */
export const stringDefault = { default: z.string().optional() };

/** `default` of `NumberSchema` (2025-11-25 on). */
export const numberDefault = { default: z.number().optional() };

/** `ElicitResult.action`: `accept` (submitted), `decline` (explicitly refused), `cancel` (dismissed). */
export const elicitAction = z.enum(["accept", "decline", "cancel"]);
