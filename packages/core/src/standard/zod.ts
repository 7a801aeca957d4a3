/**
 * zod: refinements and transforms found through zod's own converter hooks, and the converters for zod versions
 * without Standard JSON Schema — zod 4.0/4.1 (`toJSONSchema` of `zod/v4/core`, shipped by zod 4 and zod 3.25) and
 * zod 3 (zod-to-json-schema, whose `override` and `pipeStrategy`/`effectStrategy` options this reads).
 */
import { pointer } from "../pointer.js";
import { addUnadvertised, type Findings, type ConversionSide, type UnadvertisedKind } from "./findings.js";
import { converterMissing } from "./issues.js";
import { optionalModule } from "./modules.js";

/** A zod 4 check's `_zod.def.check` → what JSON Schema does not show of it. */
const ZOD4_CHECKS: Readonly<Record<string, UnadvertisedKind>> = { custom: "refinement", overwrite: "transform" };

type Zod4Def = { type?: unknown; checks?: unknown; transform?: unknown; in?: { _zod?: { def?: Zod4Def } }; out?: { _zod?: { def?: Zod4Def } } };

/** What a zod 4 schema's own definition holds that JSON Schema cannot show (zod `_zod.def`, zod 4). */
function zod4Kinds(def: Zod4Def): UnadvertisedKind[] {
  const kinds: UnadvertisedKind[] = [];
  for (const check of Array.isArray(def.checks) ? (def.checks as { _zod?: { def?: { check?: unknown } } }[]) : []) {
    const name = check._zod?.def?.check;
    if (typeof name === "string" && Object.hasOwn(ZOD4_CHECKS, name)) kinds.push(ZOD4_CHECKS[name] as UnadvertisedKind);
  }
  if (def.type === "transform") kinds.push("transform");
  if (def.type === "pipe") {
    const sides = [def.in?._zod?.def?.type, def.out?._zod?.def?.type];
    kinds.push(typeof def.transform === "function" || sides.includes("transform") ? "transform" : "pipe");
  }
  return kinds;
}

/** zod 4's `override` hook: called once per schema with its JSON path; records, never changes the output. */
function zod4Override(findings: Findings): (context: { zodSchema: { _zod?: { def?: Zod4Def } }; path: readonly unknown[] }) => void {
  return (context) => {
    try {
      const def = context.zodSchema._zod?.def;
      if (def === undefined) return;
      for (const kind of zod4Kinds(def)) addUnadvertised(findings, pointer("", ...context.path.map(String)), kind);
    } catch {
      // a definition that cannot be read hides nothing we could name
    }
  };
}

/** `libraryOptions` for zod's Standard JSON Schema converter (zod ≥ 4.2 passes them to `toJSONSchema`). */
export function zodLibraryOptions(findings: Findings): Record<string, unknown> {
  return { override: zod4Override(findings) };
}

interface Zod4Core {
  toJSONSchema: (schema: unknown, options: Record<string, unknown>) => unknown;
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
 * Converts a zod schema of a version without `~standard.jsonSchema`: zod 4.0/4.1 (it has `_zod`) through
 * `toJSONSchema` of the installed `zod/v4/core` at draft 2020-12, zod 3 through zod-to-json-schema (draft-07).
 * @throws StandardSchemaError `converter-missing` when the converter is not installed (the message says which)
 */
export function convertOldZod(schema: object, io: ConversionSide, findings: Findings): unknown {
  if ("_zod" in schema) {
    const core = optionalModule<Zod4Core>("zod/v4/core") ?? converterMissing("zod", "install zod 4 (or zod 3.25, which ships zod/v4)");
    return core.toJSONSchema(schema, { io, target: "draft-2020-12", override: zod4Override(findings) });
  }
  const module = optionalModule<ZodToJsonSchema>("zod-to-json-schema") ?? converterMissing("zod 3", "install zod-to-json-schema");
  return module.zodToJsonSchema(schema, zod3Options(module, io, findings));
}
