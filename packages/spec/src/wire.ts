/**
 * The elicitation wire types of each MCP revision, as zod schemas, composed from `pieces.ts`.
 *
 * Closed where the wire grammar is closed (the requestedSchema and every PrimitiveSchemaDefinition
 * are strict objects: an unknown key is not on the wire), open where the spec expects extension
 * (request params and results keep unknown keys, e.g. `_meta`).
 *
 * Source: `ElicitRequestFormParams` (2025-06-18: `ElicitRequest.params`), `ElicitResult`,
 * `PrimitiveSchemaDefinition` and its members in the MCP `schema.json` of each revision.
 * One deliberate difference: `schema.json` types `ElicitResult.content` values as `integer`,
 * while `schema.ts` says `number`; we follow `schema.ts`, since a `NumberSchema` field accepts 3.14.
 */
import { z } from "zod";
import type { Revision } from "./revisions.js";
import {
  booleanShape,
  elicitAction,
  legacyEnumBase,
  multiSelectBase,
  numberBase,
  numberDefault,
  stringBase,
  stringDefault,
  titledOption,
} from "./pieces.js";

/** Names of the PrimitiveSchemaDefinition variants, as `schema.json` names their definitions. */
export type VariantName =
  | "StringSchema"
  | "NumberSchema"
  | "BooleanSchema"
  | "EnumSchema"
  | "UntitledSingleSelectEnumSchema"
  | "TitledSingleSelectEnumSchema"
  | "UntitledMultiSelectEnumSchema"
  | "TitledMultiSelectEnumSchema"
  | "LegacyTitledEnumSchema";

/** A PrimitiveSchemaDefinition variant: a strict zod object. */
export type VariantSchema = z.ZodObject<z.ZodRawShape, z.core.$strict>;

/** The zod schemas of one revision's elicitation wire types. */
export interface WireSchemas {
  /** Every PrimitiveSchemaDefinition variant of the revision, keyed by its `schema.json` name. */
  readonly variants: Readonly<Partial<Record<VariantName, VariantSchema>>>;
  /** `PrimitiveSchemaDefinition`: the union of {@link WireSchemas.variants}. */
  readonly primitiveSchemaDefinition: z.ZodType;
  /** The `requestedSchema` root: `{ $schema?, type: "object", properties, required? }` (closed). */
  readonly requestedSchema: z.ZodObject<z.ZodRawShape, z.core.$strict>;
  /** `ElicitRequestFormParams` (open: extension keys are kept). */
  readonly elicitRequestFormParams: z.ZodObject<z.ZodRawShape, z.core.$loose>;
  /** `ElicitResult` (open). */
  readonly elicitResult: z.ZodType;
}

type VariantShapes = Partial<Record<VariantName, z.ZodRawShape>>;

const variants20250618: VariantShapes = {
  StringSchema: stringBase,
  NumberSchema: numberBase,
  BooleanSchema: booleanShape,
  EnumSchema: legacyEnumBase,
};

const { enumNames: _legacyOnly, ...untitledSingleBase } = legacyEnumBase;

const variants20251125: VariantShapes = {
  StringSchema: { ...stringBase, ...stringDefault },
  NumberSchema: { ...numberBase, ...numberDefault },
  BooleanSchema: booleanShape,
  UntitledSingleSelectEnumSchema: { ...untitledSingleBase, ...stringDefault },
  TitledSingleSelectEnumSchema: {
    type: untitledSingleBase.type,
    title: untitledSingleBase.title,
    description: untitledSingleBase.description,
    oneOf: z.array(titledOption),
    ...stringDefault,
  },
  UntitledMultiSelectEnumSchema: {
    ...multiSelectBase,
    items: z.strictObject({ type: z.literal("string"), enum: z.array(z.string()) }),
  },
  TitledMultiSelectEnumSchema: {
    ...multiSelectBase,
    items: z.strictObject({ anyOf: z.array(titledOption) }),
  },
  LegacyTitledEnumSchema: { ...legacyEnumBase, ...stringDefault },
};

const contentValue20250618 = z.union([z.string(), z.number(), z.boolean()]);
const contentValue20251125 = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

const meta = z.record(z.string(), z.unknown());
const taskMetadata = z.looseObject({ ttl: z.int().optional() });

interface RevisionParts {
  readonly variants: VariantShapes;
  /** Extra root keys of the requestedSchema beyond `type`, `properties`, `required`. */
  readonly rootExtras: z.ZodRawShape;
  /** Extra keys of ElicitRequestFormParams beyond `message` and `requestedSchema`. */
  readonly paramsExtras: z.ZodRawShape;
  readonly resultExtras: z.ZodRawShape;
  readonly contentValue: z.ZodType;
}

const schemaLabel = { $schema: z.string().optional() };
const formMode = { mode: z.literal("form").optional() };

const parts: Readonly<Record<Revision, RevisionParts>> = {
  "2025-06-18": {
    variants: variants20250618,
    rootExtras: {},
    paramsExtras: {},
    resultExtras: { _meta: meta.optional() },
    contentValue: contentValue20250618,
  },
  "2025-11-25": {
    variants: variants20251125,
    rootExtras: schemaLabel,
    paramsExtras: { ...formMode, _meta: meta.optional(), task: taskMetadata.optional() },
    resultExtras: { _meta: meta.optional() },
    contentValue: contentValue20251125,
  },
  "2026-07-28": {
    variants: variants20251125,
    rootExtras: schemaLabel,
    paramsExtras: formMode,
    resultExtras: {},
    contentValue: contentValue20251125,
  },
};

function compose(p: RevisionParts): WireSchemas {
  const variants: Partial<Record<VariantName, VariantSchema>> = {};
  for (const [name, shape] of Object.entries(p.variants) as [VariantName, z.ZodRawShape][]) {
    variants[name] = z.strictObject(shape);
  }
  const members = Object.values(variants) as VariantSchema[];
  const primitiveSchemaDefinition = z.union(members as [VariantSchema, VariantSchema, ...VariantSchema[]]);
  const requestedSchema = z.strictObject({
    ...p.rootExtras,
    type: z.literal("object"),
    properties: z.record(z.string(), primitiveSchemaDefinition),
    required: z.array(z.string()).optional(),
  });
  const elicitRequestFormParams = z.looseObject({
    ...p.paramsExtras,
    message: z.string(),
    requestedSchema,
  });
  const elicitResult = z.looseObject({
    ...p.resultExtras,
    action: elicitAction,
    content: z.record(z.string(), p.contentValue).optional(),
  });
  return { variants, primitiveSchemaDefinition, requestedSchema, elicitRequestFormParams, elicitResult };
}

const composed = {
  "2025-06-18": compose(parts["2025-06-18"]),
  "2025-11-25": compose(parts["2025-11-25"]),
  "2026-07-28": compose(parts["2026-07-28"]),
} as const satisfies Record<Revision, WireSchemas>;

/**
 * The zod schemas of one revision's elicitation wire types.
 * @param revision - an MCP revision, e.g. `"2025-11-25"`
 * @returns the {@link WireSchemas} of that revision (shared, immutable: do not modify)
 */
export function wireSchemasFor(revision: Revision): WireSchemas {
  return composed[revision];
}
