/**
 * The wire grammar of each revision, derived from the zod schemas in `wire.ts` when this module
 * loads. Nothing here is a hand-written list: every key set, `type` value and format comes from
 * reading the zod schemas' shapes, so the grammar cannot drift from the wire schemas.
 *
 * Source: the zod schemas of `wire.ts`, which follow the MCP `schema.json` of each revision.
 */
import { z } from "zod";
import { REVISIONS, type Revision } from "./revisions.js";
import { memberAcceptors, strictObjectAcceptor, type Acceptor } from "./acceptor.js";
import { wireSchemasFor, type VariantName, type VariantSchema } from "./wire.js";

/** The `type` values a PrimitiveSchemaDefinition can carry. */
export type PrimitiveType = "string" | "number" | "integer" | "boolean" | "array";

/** The keys of one closed object of the grammar. */
export interface KeySet {
  /** Every key the object may carry. */
  readonly keys: ReadonlySet<string>;
  /** The keys it must carry. */
  readonly required: ReadonlySet<string>;
}

/** One PrimitiveSchemaDefinition variant, as the grammar sees it. */
export interface VariantShape extends KeySet {
  /** The variant's `schema.json` name, e.g. `"TitledSingleSelectEnumSchema"`. */
  readonly name: VariantName;
  /** The `type` values the variant accepts (`["number", "integer"]` for NumberSchema). */
  readonly types: readonly PrimitiveType[];
  /** Its keys in the order the wire schema declares them (the order a built field's keys take). */
  readonly keyOrder: readonly string[];
  /** The key set of its `items` object, for multi-select variants. */
  readonly items?: KeySet;
  /** The zod schema of the variant (strict), for value checks after the walk. */
  readonly schema: VariantSchema;
  /** `(value) => schema.safeParse(value).success`, compiled from `schema` (no output, no issues built). */
  readonly accepts: Acceptor;
  /**
   * The acceptor of each key's value. For a plain record whose own keys fit the variant's key set,
   * `accepts` is true exactly when each own key's value passes its member acceptor.
   */
  readonly members: ReadonlyMap<string, Acceptor>;
}

/** The grammar of one revision's requestedSchema. */
export interface Grammar {
  readonly revision: Revision;
  /** Keys of the requestedSchema root (`type`, `properties`, `required`, and `$schema` from 2025-11-25). */
  readonly root: KeySet;
  /** Keys allowed on a property per `type` value: the union over the variants of that type. */
  readonly propertyKeys: Readonly<Record<PrimitiveType, ReadonlySet<string>>>;
  /** The `format` values a string property may carry. */
  readonly formats: ReadonlySet<string>;
  /** Keys of one titled option (`{ const, title }`). */
  readonly option: KeySet;
  /** Every variant, in the order of the revision's `PrimitiveSchemaDefinition` union. */
  readonly variants: readonly VariantShape[];
  /** The variants that accept each `type` value, in the same order (a field is matched only against these). */
  readonly variantsByType: Readonly<Record<PrimitiveType, readonly VariantShape[]>>;
  /** Keys of `ElicitRequestFormParams` (it is open: other keys are extensions). `mode` from 2025-11-25. */
  readonly params: KeySet;
}

const PRIMITIVE_TYPES: readonly PrimitiveType[] = ["string", "number", "integer", "boolean", "array"];

function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  return schema instanceof z.ZodOptional
    ? { inner: schema.unwrap() as z.ZodType, optional: true }
    : { inner: schema, optional: false };
}

function keySetOf(shape: z.ZodRawShape): KeySet {
  const keys = new Set<string>();
  const required = new Set<string>();
  for (const [key, member] of Object.entries(shape)) {
    keys.add(key);
    if (!unwrap(member as z.ZodType).optional) required.add(key);
  }
  return { keys, required };
}

function literalValues(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodLiteral) return [...schema.values].map(String);
  if (schema instanceof z.ZodEnum) return schema.options.map(String);
  throw new TypeError(`grammar: expected a literal or enum, got ${schema.constructor.name}`);
}

const INHERITS_NOTHING: object = Object.freeze(Object.create(null));

function variantShape(name: VariantName, schema: VariantSchema): VariantShape {
  const shape = schema.shape;
  const types = literalValues(shape["type"] as z.ZodType) as PrimitiveType[];
  const items = shape["items"] ? unwrap(shape["items"] as z.ZodType).inner : undefined;
  // A frozen record that inherits nothing: `variant.items` of a variant without items reads
  // `undefined` even when `Object.prototype.items` is polluted (its prototype is an empty frozen
  // object without a prototype, which keeps fast property access, unlike `Object.create(null)`).
  const members = memberAcceptors(schema, name);
  const variant: VariantShape = {
    name,
    types,
    schema,
    accepts: strictObjectAcceptor(members),
    members,
    keyOrder: Object.keys(shape),
    ...keySetOf(shape),
    ...(items instanceof z.ZodObject ? { items: keySetOf(items.shape) } : {}),
  };
  return Object.freeze(Object.assign(Object.create(INHERITS_NOTHING) as VariantShape, variant));
}

function optionKeySet(variants: readonly VariantShape[]): KeySet {
  for (const v of variants) {
    const oneOf = v.schema.shape["oneOf"];
    if (oneOf) {
      const element = (unwrap(oneOf as z.ZodType).inner as z.ZodArray<z.ZodObject>).element;
      return keySetOf(element.shape);
    }
  }
  return { keys: new Set(), required: new Set() };
}

function deriveGrammar(revision: Revision): Grammar {
  const wire = wireSchemasFor(revision);
  const variants = (Object.entries(wire.variants) as [VariantName, VariantSchema][]).map(([name, schema]) =>
    variantShape(name, schema),
  );
  const variantsByType = Object.fromEntries(
    PRIMITIVE_TYPES.map((type) => [type, variants.filter((v) => v.types.includes(type))]),
  ) as unknown as Record<PrimitiveType, readonly VariantShape[]>;
  const propertyKeys = Object.fromEntries(
    PRIMITIVE_TYPES.map((type) => [type, new Set(variantsByType[type].flatMap((v) => [...v.keys]))]),
  ) as unknown as Record<PrimitiveType, ReadonlySet<string>>;
  const stringVariant = variants.find((v) => v.schema.shape["format"]);
  const formats = new Set(
    stringVariant ? literalValues(unwrap(stringVariant.schema.shape["format"] as z.ZodType).inner) : [],
  );
  return {
    revision,
    root: keySetOf(wire.requestedSchema.shape),
    propertyKeys,
    formats,
    option: optionKeySet(variants),
    variants,
    variantsByType,
    params: keySetOf(wire.elicitRequestFormParams.shape),
  };
}

const grammars = Object.fromEntries(REVISIONS.map((r) => [r, deriveGrammar(r)])) as Record<Revision, Grammar>;

/**
 * The requestedSchema grammar of a revision, derived from its wire zod schemas at module load.
 * @param revision - an MCP revision, e.g. `"2025-11-25"`
 * @returns the {@link Grammar} (shared and read-only)
 * @throws TypeError when `revision` is not one of `REVISIONS`
 */
export function grammarFor(revision: Revision): Grammar {
  const grammar = Object.hasOwn(grammars, revision) ? grammars[revision] : undefined;
  if (!grammar) throw new TypeError(`unknown MCP revision ${JSON.stringify(revision)}`);
  return grammar;
}
