/**
 * zod: refinements and transforms found through zod's own converter hooks, and the converters for zod versions
 * without Standard JSON Schema — zod 4.0/4.1 (`toJSONSchema` of `zod/v4/core`, shipped by zod 4 and zod 3.25) and
 * zod 3 (zod-to-json-schema, whose `override` and `pipeStrategy`/`effectStrategy` options this reads).
 */
import { pointer } from "../pointer.js";
import { addFormatPattern, addUnadvertised, type Findings, type ConversionSide, type UnadvertisedKind } from "./findings.js";
import { converterMissing } from "./issues.js";
import { optionalEsmModule, optionalModule } from "./modules.js";

/** A zod 4 check's `_zod.def.check` → what JSON Schema does not show of it. */
const ZOD4_CHECKS: Readonly<Record<string, UnadvertisedKind>> = { custom: "refinement", overwrite: "transform" };

type Zod4Def = {
  type?: unknown;
  checks?: unknown;
  transform?: unknown;
  check?: unknown;
  format?: unknown;
  pattern?: unknown;
  local?: unknown;
  precision?: unknown;
  in?: { _zod?: { def?: Zod4Def } };
  out?: { _zod?: { def?: Zod4Def } };
};

/**
 * zod 4's string format names (`_zod.def.format` of a `string_format` check) → the JSON Schema `format` its
 * converter writes beside the format's own regex (zod's `formatMap` in `toJSONSchema`). Only formats JSON Schema
 * defines (draft 2020-12 §7.3): `starts_with`, `regex`, `cuid`, … are constraints, not formats; zod's `time` has no
 * offset, so it is no RFC 3339 `full-time`.
 */
const ZOD4_FORMATS: Readonly<Record<string, string>> = {
  email: "email",
  url: "uri",
  date: "date",
  datetime: "date-time",
  duration: "duration",
  uuid: "uuid",
  guid: "uuid",
  ipv4: "ipv4",
  ipv6: "ipv6",
};

/** zod 4 datetime options under which its regex is no RFC 3339 `date-time` (no offset, or no seconds). */
const ZOD4_LAX: readonly ((def: Zod4Def) => boolean)[] = [(def) => def.local === true, (def) => def.precision === -1];

type Zod4Node = { _zod?: { def?: Zod4Def; constr?: unknown } };

/** The checks of a zod 4 schema without any, shared. */
const NONE: readonly never[] = Object.freeze([]);

/**
 * The JSON Schema format whose regex zod wrote for `check`, or `undefined` when the pattern is the user's: a
 * `pattern` option (`z.email({ pattern })`), a format JSON Schema does not define, or a lax datetime. Whether the
 * pattern is zod's own is asked of the zod that built the check: its constructor, given the same definition
 * without the pattern, picks its default regex.
 */
function zod4FormatOf(check: Zod4Node): string | undefined {
  const def = check._zod?.def as Zod4Def;
  const { format, pattern } = def;
  if (typeof format !== "string" || !Object.hasOwn(ZOD4_FORMATS, format) || !(pattern instanceof RegExp)) return undefined;
  for (let index = 0; index < ZOD4_LAX.length; index++) if (ZOD4_LAX[index]!(def)) return undefined;
  const Constructor = check._zod?.constr;
  if (typeof Constructor !== "function") return undefined;
  const fresh = defaultPattern(Constructor as new (def: Zod4Def) => Zod4Node, def);
  return fresh instanceof RegExp && fresh.source === pattern.source ? ZOD4_FORMATS[format] : undefined;
}

/** The most definitions remembered per check constructor by {@link defaultPattern}. */
const MAX_REMEMBERED_DEFINITIONS = 64;

/**
 * One definition remembered by {@link defaultPattern}: its own enumerable members but `pattern`, names and values in
 * the definition's order (every value a string, number, boolean, `null` or `undefined`), and the pattern picked for it.
 */
interface RememberedDefinition {
  readonly names: readonly string[];
  readonly values: readonly unknown[];
  readonly pattern: unknown;
}

/**
 * The default regex of each check constructor per definition (without its pattern) whose members are all primitives:
 * a check is immutable and its constructor picks the regex from the definition alone, so the answer is the same for
 * every schema built from the same definition (`z.email()` in each new form). Definitions holding a function or an
 * object (an `error` callback), and definitions with symbol keys, are not remembered.
 */
const defaultPatterns = new WeakMap<object, RememberedDefinition[]>();

/** Whether a definition member can be remembered: a string, number, boolean, `null` or `undefined`. */
const isPrimitiveMember = (value: unknown): boolean => {
  const type = typeof value;
  return type === "string" || type === "number" || type === "boolean" || type === "undefined" || value === null;
};

/**
 * Whether `definition`'s own enumerable members but `pattern` (`names`, its `Object.keys`) are exactly those of
 * `remembered`: the same names in the same order, each value the same by `Object.is` (`-0` apart from `0`; a remembered
 * value is a primitive, so an object or function member never matches).
 */
function sameDefinition(definition: Zod4Def, names: readonly string[], remembered: RememberedDefinition): boolean {
  let index = 0;
  for (let at = 0; at < names.length; at++) {
    const name = names[at]!;
    if (name === "pattern") continue;
    if (remembered.names[index] !== name || !Object.is(remembered.values[index], (definition as Record<string, unknown>)[name])) return false;
    index++;
  }
  return index === remembered.names.length;
}

/**
 * The `pattern` zod's `Constructor` picks for `definition` given without its pattern; remembered, see
 * {@link defaultPatterns}.
 */
function defaultPattern(Constructor: new (def: Zod4Def) => Zod4Node, definition: Zod4Def): unknown {
  const rememberable = Object.getOwnPropertySymbols(definition).length === 0;
  const names = Object.keys(definition);
  const known = rememberable ? defaultPatterns.get(Constructor) : undefined;
  if (known !== undefined) for (let index = 0; index < known.length; index++) if (sameDefinition(definition, names, known[index]!)) return known[index]!.pattern;
  const { pattern: _given, ...rest } = definition;
  const pattern = new Constructor(rest)._zod?.def?.pattern;
  const kept = names.filter((name) => name !== "pattern");
  const values = kept.map((name) => (definition as Record<string, unknown>)[name]);
  if (rememberable && values.every(isPrimitiveMember)) {
    const remembered = known ?? [];
    if (known === undefined) defaultPatterns.set(Constructor, remembered);
    if (remembered.length < MAX_REMEMBERED_DEFINITIONS) remembered.push({ names: kept, values, pattern });
  }
  return pattern;
}

/**
 * What JSON Schema cannot show of a zod 4 schema's definition (zod `_zod.def`, zod 4) beyond its checks: a transform,
 * or a pipe (a transform when either side transforms).
 */
function zod4DefKind(def: Zod4Def): UnadvertisedKind | undefined {
  if (def.type === "transform") return "transform";
  if (def.type !== "pipe") return undefined;
  const sides = [def.in?._zod?.def?.type, def.out?._zod?.def?.type];
  return typeof def.transform === "function" || sides.includes("transform") ? "transform" : "pipe";
}

/**
 * zod 4's `override` hook: called once per schema with its JSON path; records, never changes the output. Records
 * what JSON Schema cannot show (its checks' refinements and overwrites, then {@link zod4DefKind}), and each regex zod
 * writes for one of its own formats (`z.email()`'s pattern beside `format: "email"`; the schema itself when it is a
 * format, as `z.email()` is, then its format checks): read from the schema's definition, so it is the regex of the
 * zod that built the schema. One pass over the checks: the hook runs for every schema of every conversion.
 */
function zod4Override(findings: Findings): (context: { zodSchema: Zod4Node; path: readonly unknown[] }) => void {
  return (context) => {
    try {
      const node = context.zodSchema;
      const def = node._zod?.def;
      if (def === undefined) return;
      // Both made only when there is one; index loops, not `for…of`: V8 (Node 20) allocates an iterator per loop here.
      let kinds: UnadvertisedKind[] | undefined;
      let formats: Zod4Node[] | undefined;
      if (def.check === "string_format") formats = [node];
      const checks = Array.isArray(def.checks) ? (def.checks as Zod4Node[]) : NONE;
      for (let index = 0; index < checks.length; index++) {
        const name = checks[index]!._zod?.def?.check;
        if (name === "string_format") (formats ??= []).push(checks[index]!);
        else if (typeof name === "string" && Object.hasOwn(ZOD4_CHECKS, name)) (kinds ??= []).push(ZOD4_CHECKS[name] as UnadvertisedKind);
      }
      const defKind = zod4DefKind(def);
      if (defKind !== undefined) (kinds ??= []).push(defKind);
      if (kinds !== undefined) {
        const path = pointer("", ...context.path.map(String));
        for (let index = 0; index < kinds.length; index++) addUnadvertised(findings, path, kinds[index]!);
      }
      if (formats === undefined) return;
      for (let index = 0; index < formats.length; index++) {
        const check = formats[index]!;
        const format = zod4FormatOf(check);
        if (format !== undefined) addFormatPattern(findings, (check._zod?.def?.pattern as RegExp).source, format);
      }
    } catch {
      // a definition that cannot be read hides nothing we could name
    }
  };
}

/** `libraryOptions` for zod's Standard JSON Schema converter (zod ≥ 4.2 passes them to `toJSONSchema`). */
export function zodLibraryOptions(findings: Findings): Record<string, unknown> {
  // Frozen: zod spreads it into its own options object (`{ ...libraryOptions, target, io, processors }`), and V8
  // (Node 20) copies a frozen object there in a fraction of the time it takes for an ordinary one (docs/performance.md, P1).
  return Object.freeze({ override: zod4Override(findings) });
}

interface Zod4Core {
  toJSONSchema: (schema: unknown, options: Record<string, unknown>) => unknown;
  globalRegistry?: Registry;
}

type Registry = { get: (schema: unknown) => unknown };

/**
 * The metadata registry (`toJSONSchema`'s `metadata` option, of which it calls only `get`) for a zod 4.0/4.1 schema
 * converted by the installed `zod/v4/core`. zod 4.0 and zod 3.25 keep their `globalRegistry` per module instance, so
 * a schema built through an ESM `import` has its `.describe()` / `.meta()` / `.register()` metadata in another
 * registry than the `require`d converter's. Asked in turn: a classic schema's own `.meta()` (its own instance's
 * registry), the installed core's `globalRegistry`, then that of the installed core's ES module build (zod Mini
 * schemas, which have no `.meta()`, imported as ES modules).
 */
function zod4Metadata(core: Zod4Core): Registry {
  let esm: Registry | null | undefined;
  const fromEsm = (schema: unknown) => {
    if (esm === undefined) esm = optionalEsmModule<Zod4Core>("zod/v4/core")?.globalRegistry ?? null;
    return esm?.get(schema);
  };
  return {
    get: (schema) => {
      const own = (schema as { meta?: unknown }).meta;
      const found = typeof own === "function" ? (own as () => unknown).call(schema) : undefined;
      if (typeof found === "object" && found !== null) return found;
      return core.globalRegistry?.get(schema) ?? (typeof own === "function" ? undefined : fromEsm(schema));
    },
  };
}

/** zod-to-json-schema's `override` hook (a subset of its `OverrideCallback`); `ignoreOverride` means "parse as usual". */
type Zod3Override = (
  def: { typeName?: unknown; effect?: { type?: unknown } },
  refs: { currentPath?: readonly string[] } & Record<string, unknown>,
  seen: unknown,
  force?: boolean,
) => unknown;

interface ZodToJsonSchema {
  zodToJsonSchema: (schema: unknown, options: Record<string, unknown>) => unknown;
  parseDef?: (def: unknown, refs: Record<string, unknown>, force?: boolean) => unknown;
  ignoreOverride?: unknown;
}

/** A zod 3 `_def.typeName` (and effect type) → what JSON Schema does not show of it. */
const ZOD3_KINDS: Readonly<Record<string, UnadvertisedKind>> = {
  refinement: "refinement",
  transform: "transform",
  preprocess: "transform",
  ZodPipeline: "pipe",
};

/**
 * zod-to-json-schema options that read the `io` side of zod 3 (zod-to-json-schema `Options`):
 * - `additionalProperties: false` only for `.strict()` objects (`removeAdditionalStrategy: "strict"`): a zod 3
 *   object strips unknown keys by default, it does not refuse them;
 * - `input`: `.pipe(b)` is read as its input schema, every effect (`.transform`, `.refine`, `preprocess`) as its
 *   inner schema (`effectStrategy: "input"`);
 * - `output`: `.pipe(b)` is read as `b`; a `.transform` as `{}` (its output type is not known), while `.refine` and
 *   `preprocess`, whose output is their inner schema's output, keep the inner schema.
 */
function zod3Options(module: ZodToJsonSchema, io: ConversionSide, findings: Findings): Record<string, unknown> {
  const base = { target: "jsonSchema7", $refStrategy: "root", pipeStrategy: io, effectStrategy: "input", removeAdditionalStrategy: "strict" };
  const { parseDef, ignoreOverride } = module;
  if (typeof parseDef !== "function" || ignoreOverride === undefined) return io === "input" ? base : { ...base, effectStrategy: "any" };
  const override: Zod3Override = (def, refs, _seen, force) => {
    const name = def.typeName === "ZodEffects" ? def.effect?.type : def.typeName;
    if (typeof name === "string" && Object.hasOwn(ZOD3_KINDS, name)) {
      addUnadvertised(findings, pointer("", ...(refs.currentPath ?? []).slice(1)), ZOD3_KINDS[name] as UnadvertisedKind);
    }
    return io === "output" && def.typeName === "ZodEffects" && def.effect?.type === "transform"
      ? parseDef(def, { ...refs, effectStrategy: "any", override: undefined }, force === true)
      : ignoreOverride;
  };
  return { ...base, override };
}

/**
 * `$schema` labels early zod 4 converters wrote for `target: "draft-2020-12"` → the draft's URI (zod 3.25.1's
 * `zod/v4` writes `https://json-schema.org/draft-2020-12/schema`, no such dialect: JSON Schema 2020-12 §8.1.1).
 */
const ZOD4_LABELS: Readonly<Record<string, string>> = {
  "https://json-schema.org/draft-2020-12/schema": "https://json-schema.org/draft/2020-12/schema",
};

/** `output` (zod's fresh result) with a misspelled root `$schema` label of {@link ZOD4_LABELS} written right. */
function withDialectLabel(output: unknown): unknown {
  if (typeof output !== "object" || output === null) return output;
  const label = (output as { $schema?: unknown }).$schema;
  if (typeof label === "string" && Object.hasOwn(ZOD4_LABELS, label)) (output as { $schema?: unknown }).$schema = ZOD4_LABELS[label];
  return output;
}

/**
 * Converts a zod schema of a version without `~standard.jsonSchema`: zod 4.0/4.1 (it has `_zod`) through
 * `toJSONSchema` of the installed `zod/v4/core` at draft 2020-12, zod 3 through zod-to-json-schema (draft-07).
 * @throws StandardSchemaError `converter-missing` when the converter is not installed (the message says which)
 */
export function convertOldZod(schema: object, io: ConversionSide, findings: Findings): unknown {
  if ("_zod" in schema) {
    const core = optionalModule<Zod4Core>("zod/v4/core") ?? converterMissing("zod", "install zod 4 (or zod 3.25, which ships zod/v4)");
    const output = core.toJSONSchema(schema, { io, target: "draft-2020-12", override: zod4Override(findings), metadata: zod4Metadata(core) });
    return withDialectLabel(output);
  }
  const module = optionalModule<ZodToJsonSchema>("zod-to-json-schema") ?? converterMissing("zod 3", "install zod-to-json-schema");
  return module.zodToJsonSchema(schema, zod3Options(module, io, findings));
}
