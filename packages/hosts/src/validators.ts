/**
 * The real validators that MCP clients embed, built exactly as their packages build them, so a host verdict is what
 * the library does rather than a model of it. Each {@link ValidatorSession} is one client's engine: schemas compiled
 * in one session share Ajv's schema cache, as they do inside one client (a second schema with the same `$id` is
 * served from the cache, as `getValidator` does).
 *
 * Sources, read in the published packages:
 * - `npm:@modelcontextprotocol/sdk@1.32.2` dist/esm/validation/ajv-provider.js: `new Ajv({ strict: false,
 *   validateFormats: true, validateSchema: false, allErrors: true })` (the draft-07 class) + ajv-formats, for every
 *   `$schema` label; `getValidator` serves a schema with a string `$id` from `ajv.getSchema($id)` when cached.
 * - `npm:@modelcontextprotocol/client@2.4.0` ajvProvider (core-internal/src/validators/ajvProvider.ts, dialects.ts):
 *   the same options; no `$schema` or 2020-12 → Ajv2020, 2019-09 → Ajv2019, draft-07 or draft-06 → Ajv; any other
 *   string label throws "JSON Schema declares an unsupported dialect" (modelcontextprotocol/typescript-sdk#2534).
 * - `npm:@modelcontextprotocol/client@2.0.0-beta.5` ajvProvider: Ajv2020 only; a string label other than 2020-12
 *   throws "JSON Schema declares an unsupported dialect".
 * - `npm:ajv@8.20.0`: `new Ajv()` with default options (strict mode, no formats, meta-schema validation on).
 * Every engine here is built with `logger: false` besides: Ajv then prints no warnings; what compiles is unchanged.
 * And unless a session is opened with `optimizeCode: true`, with `code: { optimize: false }`: Ajv generates each
 * validator's code and makes every check of the schema while generating it (unknown keywords and formats, `$ref`s that
 * do not resolve, bad patterns), then optimizes the code, then evaluates it (`compileSchema`, lib/compile/index.ts).
 * Skipping the optimization changes no outcome, only the text of the code a session discards anyway; it is a fifth to
 * a quarter of doctor's CPU on a large list (docs/performance.md, P8).
 */
import { ownOptions, thrownMessage } from "@mcp-wire/core";
import type { JsonSchema } from "@mcp-wire/dialect";
import { Ajv, type AnySchema, type Options } from "ajv";
import type { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { createRequire } from "node:module";
import { ajvLoops } from "./ajv-loops.js";
import { subschemaDepth } from "./depth.js";
import { textDigest } from "./digest.js";

/** The validator engines known, by the package that ships them. */
export const VALIDATORS = ["sdk-1.x-ajv", "client-2.x-ajv", "client-2.0-beta-ajv", "ajv-default"] as const;
/** One of {@link VALIDATORS}. */
export type ValidatorKind = (typeof VALIDATORS)[number];

/**
 * What compiling one schema did: loaded, or refused with the engine's own message (clipped). `sharedId` names a root
 * `$id` the session had already compiled from a different schema: the client then serves the earlier schema from its
 * cache (`getValidator`'s `ajv.getSchema($id)`) and validates with it instead.
 */
export type CompileResult =
  | { readonly ok: true; readonly sharedId?: string }
  | { readonly ok: false; readonly code: "compile-failed" | "unsupported-dialect-label"; readonly message: string };

/** One client's validator: compile schemas in the order the client would. */
export interface ValidatorSession {
  readonly kind: ValidatorKind;
  /** Compiles `schema` (a plain JSON snapshot) as the client's `getValidator` does; never throws. */
  compile(schema: JsonSchema): CompileResult;
  /**
   * The JSON Pointers of the `$ref`s of `schema` on a loop the engine that would compile it runs on one instance
   * (`ajvLoops`: every validation overflows the stack); `[]` when the client refuses the schema's label. Never throws.
   */
  loops(schema: JsonSchema): string[];
}

/**
 * The deepest subschema nesting Ajv 8.20.0 compiles on Node 20's default stack (984 KB): its code generator recurses
 * per nested subschema, and past this depth `compile` throws RangeError "Maximum call stack size exceeded" (so an SDK
 * 1.x client's `listTools()` throws it, and a 2.x client's `callTool` fails "Tool 't' has an invalid outputSchema:
 * Maximum call stack size exceeded"). Measured with the real clients in fresh processes: the first overflow comes
 * between 450 and 550 levels nested by `properties` and between 380 and 700 by `items` (the exact depth moves with
 * the keywords, the stack already in use and how warm the JIT is); every schema of at most 400 levels compiled, every
 * one of 700 or more overflowed. A schema deeper than this is reported as failing to compile without running Ajv
 * into the overflow, so the verdict does not depend on mcp-wire's own stack. Checked against the real clients at
 * depths well below and well above (test/real-depth.test.ts).
 */
export const MAX_COMPILE_DEPTH = 400;

type Engine = Ajv | Ajv2019 | Ajv2020;
const addFormats = addFormatsModule as unknown as (ajv: Engine) => void;

/** The options both SDK generations pass (see the module comment). */
const SDK_OPTIONS: Options = { strict: false, validateFormats: true, validateSchema: false, allErrors: true, logger: false };
/** `ajv-default`'s options: Ajv's defaults (see the module comment). */
const DEFAULT_OPTIONS: Options = { logger: false };
/** Added to an engine's options in a session that does not optimize the generated code (see the module comment). */
const UNOPTIMIZED: Options = { code: { optimize: false } };

const URIS_2020 = new Set(["https://json-schema.org/draft/2020-12/schema", "http://json-schema.org/draft/2020-12/schema"]);
const URIS_2019 = new Set(["https://json-schema.org/draft/2019-09/schema", "http://json-schema.org/draft/2019-09/schema"]);
const URIS_07_06 = new Set([
  "https://json-schema.org/draft-07/schema", "http://json-schema.org/draft-07/schema",
  "https://json-schema.org/draft-06/schema", "http://json-schema.org/draft-06/schema",
]);

type EngineClass = "draft-07" | "2019-09" | "2020-12";
let ajv2019: typeof Ajv2019 | undefined;
/**
 * Ajv's 2019-09 class, loaded on first use (its module and meta-schemas are nine files a run loads only when a schema
 * declares 2019-09): the same module `import { Ajv2019 } from "ajv/dist/2019.js"` gives.
 * @returns the class (`ajv/dist/2019.js`'s `Ajv2019` export)
 */
export const loadAjv2019 = (): typeof Ajv2019 => (ajv2019 ??= (createRequire(import.meta.url)("ajv/dist/2019.js") as { Ajv2019: typeof Ajv2019 }).Ajv2019);
/** Each engine class's constructor, the 2019-09 one loaded on first use ({@link loadAjv2019}). */
const ENGINE_CLASSES: Readonly<Record<EngineClass, () => new (options: Options) => Engine>> = { "draft-07": () => Ajv, "2019-09": loadAjv2019, "2020-12": () => Ajv2020 };

/** The string `$schema` of a schema, if any (the SDKs read only a string label). */
function label(schema: JsonSchema): string | undefined {
  if (typeof schema !== "object") return undefined;
  const value = Object.hasOwn(schema, "$schema") ? schema["$schema"] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** How each validator picks its engine for a label: an engine class, or the refusal message's dialect list. */
const DISPATCH: Readonly<Record<ValidatorKind, (declared: string | undefined) => EngineClass | string>> = {
  "sdk-1.x-ajv": () => "draft-07",
  "client-2.x-ajv": (declared) => {
    if (declared === undefined) return "2020-12";
    const bare = declared.replace(/#$/, "");
    if (URIS_2020.has(bare)) return "2020-12";
    if (URIS_2019.has(bare)) return "2019-09";
    return URIS_07_06.has(bare) ? "draft-07" : "2020-12, 2019-09, draft-07, and draft-06";
  },
  "client-2.0-beta-ajv": (declared) => (declared === undefined || URIS_2020.has(declared.replace(/#$/, "")) ? "2020-12" : "2020-12 only"),
  "ajv-default": () => "draft-07",
};

/**
 * Compile outcomes shared by the sessions of one check (or of several checks of one caller: doctor judges a list and
 * each host's projection of it), per engine configuration (class and options) and schema, keyed by the digest of the
 * schema's JSON text (`textDigest`: the cache holds no copy of the text): two clients with the same engine (SDK 1.x
 * and the 2.x client on a draft-07 label) compile a schema alike, and so does a later check of the same schema, so it
 * is compiled once. Only schemas without any `$id` are shared: compiling one leaves nothing in the engine that a later
 * compile could see. What such a schema compiles to still depends on the `$id`s the engine holds (a `$ref` to a `$id`
 * an earlier schema registered resolves; before it, the compile fails), so its outcome is keyed by the engine's state
 * too: the schemas with a `$id` it compiled, in order (`""` for an engine that compiled none), then the schema's digest.
 */
export type CompileCache = Map<string, Map<string, CompileResult>>;

/**
 * The loops found per compile cache (so per caller's check), engine configuration and schema (the digest of its
 * text): like compile outcomes, they depend only on those, and a list and each host's projection of it share most
 * schemas.
 */
const LOOPS = new WeakMap<CompileCache, Map<string, readonly string[]>>();

/** The digest of the JSON text of each snapshot seen, so a schema is serialized and hashed once however many engines compile it. */
const DIGESTS = new WeakMap<object, string>();
/**
 * The SHA-256 digest (`textDigest`) of a snapshot's JSON text (`JSON.stringify`), made once per snapshot object and
 * kept while it lives: the key of every per-schema cache of a check (compiles, loops, dialect findings).
 */
export const digestOf = (schema: object): string => {
  let digest = DIGESTS.get(schema);
  if (digest === undefined) DIGESTS.set(schema, (digest = textDigest(JSON.stringify(schema))));
  return digest;
};

/** The outcome of every compile that loads without a shared `$id` (one frozen object, however many schemas load). */
const LOADED: CompileResult = Object.freeze({ ok: true });

/**
 * The most schemas one engine compiles before a fresh engine (same class and options) takes its place, while every
 * schema it was given had no `$id` (so it holds nothing a later compile could see, and a fresh engine compiles every
 * later schema alike). Ajv keeps each validator it compiles in its code scope (`ajv.scope`: the function, its schema
 * and its `SchemaEnv`) even after `removeSchema`, so one engine that compiled 100,000 schemas would hold 100,000
 * validators; and what an engine holds across young-generation collections (one per few hundred compiles) is promoted
 * to V8's old generation, which only a full collection frees. A fresh engine costs its own set-up (for `new Ajv()`,
 * compiling the draft-07 meta-schema: 60 ms and 126 KB at load average 12 on two cores; 5 ms for the SDKs' engines),
 * paid once per this many compiles. Measured on 10,000 tools shaped like the captures (docs/performance.md, P12):
 * `checkTools` peaked at +29–31 MiB with 100, +42–47 MiB with 250.
 */
const ENGINE_COMPILES = 100;

/** One engine of a session, the compiles it has served, and whether it holds a schema with a `$id` (then it is kept). */
interface EngineState {
  readonly ajv: Engine;
  compiles: number;
  pinned: boolean;
}

/** Whether a JSON value has a `$id` member anywhere (the snapshot is plain JSON, depth-bounded). */
export function hasId(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some(hasId);
  return Object.hasOwn(value, "$id") || Object.values(value).some(hasId);
}

/** {@link hasId} of each snapshot seen, kept while it lives (as {@link digestOf} keeps its digest). */
const ID_HOLDERS = new WeakMap<object, boolean>();
/** {@link hasId} of a snapshot, walked once per snapshot object however many sessions compile it. */
const holdsId = (schema: object): boolean => {
  let found = ID_HOLDERS.get(schema);
  if (found === undefined) ID_HOLDERS.set(schema, (found = hasId(schema)));
  return found;
};

/** Options of {@link openValidator}; read as own properties only. */
export interface OpenValidatorOptions {
  /**
   * `true`: Ajv optimizes each validator's generated code, as the client's own engine does (Ajv's default, what the
   * client pays per compile). Default `false`: the code is not optimized, which changes no compile's outcome (see the
   * module comment) and costs less.
   */
  readonly optimizeCode?: boolean;
}

/**
 * Opens one client's validator session.
 * @param kind - which engine: `sdk-1.x-ajv`, `client-2.x-ajv`, `client-2.0-beta-ajv` or `ajv-default`
 * @param shared - compile outcomes shared with the other sessions of the same check (see {@link CompileCache})
 * @param options - {@link OpenValidatorOptions}
 * @returns a session whose `compile` mirrors that client's `getValidator` (engines are created lazily, per class)
 */
export function openValidator(kind: ValidatorKind, shared: CompileCache = new Map(), options: OpenValidatorOptions = {}): ValidatorSession {
  const optimize = ownOptions(options).optimizeCode === true;
  const engines = new Map<EngineClass, EngineState>();
  /** Per engine class: the root `$id`s compiled, with the digest of the JSON text of the schema compiled under each. */
  const ids = new Map<EngineClass, Map<string, string>>();
  /**
   * Per engine class: what the engine holds that a later compile can see, as a digest of the schemas with a `$id` it
   * was given, in order (absent while it was given none): the part of an outcome's key that is not the schema's.
   */
  const states = new Map<EngineClass, string>();
  /** The engine of class `cls`: a fresh one when there is none, or when the current one is spent ({@link ENGINE_COMPILES}). */
  const engine = (cls: EngineClass): EngineState => {
    let found = engines.get(cls);
    if (found === undefined || (!found.pinned && found.compiles >= ENGINE_COMPILES)) {
      const base = kind === "ajv-default" ? DEFAULT_OPTIONS : SDK_OPTIONS;
      const ajv: Engine = new (ENGINE_CLASSES[cls]())(optimize ? base : { ...base, ...UNOPTIMIZED });
      if (kind !== "ajv-default") addFormats(ajv);
      engines.set(cls, (found = { ajv, compiles: 0, pinned: false }));
    }
    return found;
  };
  /** Compiles `schema` (`withId`: it has a `$id` somewhere) as `getValidator` does (a cached root `$id` is served, not compiled again). */
  const compileIn = (state: EngineState, cls: EngineClass, schema: JsonSchema, withId: boolean): CompileResult => {
    const { ajv } = state;
    state.compiles++;
    // a schema with a `$id` may stay in the engine (a failed compile too may leave its `$id`s registered)
    if (withId) {
      state.pinned = true;
      states.set(cls, textDigest(`${states.get(cls) ?? ""}\n${digestOf(schema as object)}`));
    }
    try {
      const id = typeof schema === "object" && Object.hasOwn(schema, "$id") ? schema["$id"] : undefined;
      if (kind === "ajv-default" || typeof id !== "string" || ajv.getSchema(id) === undefined) {
        ajv.compile(schema as AnySchema);
        if (typeof id === "string") ids.set(cls, (ids.get(cls) ?? new Map()).set(id, digestOf(schema as object)));
        return LOADED;
      }
      const first = ids.get(cls)?.get(id);
      return first === undefined || first === digestOf(schema as object) ? LOADED : { ok: true, sharedId: id };
    } catch (cause) {
      return { ok: false, code: "compile-failed", message: thrownMessage(cause) };
    } finally {
      // a schema without any `$id` leaves nothing a later compile could see: its compiled code is not kept (a list of
      // 100,000 distinct schemas would otherwise hold 100,000 validators per engine)
      if (typeof schema === "object" && !withId) ajv.removeSchema(schema as AnySchema);
    }
  };
  /** The engine configuration (options and class) that outcomes are shared by. */
  const configOf = (cls: EngineClass): string => `${kind === "ajv-default" ? "default" : "sdk"}:${cls}`;
  /** The engine class this client picks for `schema`'s label, or the refusal's list of the dialects it supports. */
  const dispatch = (schema: JsonSchema): { readonly cls: EngineClass } | { readonly refused: string } => {
    const picked = DISPATCH[kind](label(schema));
    return Object.hasOwn(ENGINE_CLASSES, picked) ? { cls: picked as EngineClass } : { refused: picked };
  };
  return {
    kind,
    loops(schema) {
      const picked = dispatch(schema);
      if (!("cls" in picked)) return [];
      let found = LOOPS.get(shared);
      if (found === undefined) LOOPS.set(shared, (found = new Map()));
      const key = typeof schema === "object" && !holdsId(schema) ? `${configOf(picked.cls)}\n${digestOf(schema)}` : undefined;
      const known = key === undefined ? undefined : found.get(key);
      if (known !== undefined) return [...known];
      const { ajv } = engine(picked.cls);
      const at = ajvLoops(schema, { keywords: ajv.RULES.all, unevaluated: ajv.opts.unevaluated === true });
      if (key !== undefined) found.set(key, Object.freeze([...at]));
      return at;
    },
    compile(schema) {
      const picked = dispatch(schema);
      if (!("cls" in picked)) {
        return { ok: false, code: "unsupported-dialect-label", message: `JSON Schema declares an unsupported dialect (${JSON.stringify(label(schema))}); this validator supports ${picked.refused}` };
      }
      const { cls } = picked;
      const key = configOf(cls);
      const withId = typeof schema === "object" && holdsId(schema);
      let outcomes = shared.get(key);
      if (outcomes === undefined) shared.set(key, (outcomes = new Map()));
      // the outcome of a schema without a `$id` depends on its text and on the `$id`s the engine holds (`states`)
      const digest = typeof schema === "object" && !withId ? `${states.get(cls) ?? ""}:${digestOf(schema)}` : undefined;
      const known = digest === undefined ? undefined : outcomes.get(digest);
      if (known !== undefined) return known;
      const depth = typeof schema === "object" ? subschemaDepth(schema, cls) : 0;
      const result: CompileResult = depth > MAX_COMPILE_DEPTH
        ? { ok: false, code: "compile-failed", message: `Maximum call stack size exceeded (RangeError): subschemas nest ${depth} deep, past the ${MAX_COMPILE_DEPTH} Ajv compiles on Node's default stack` }
        : compileIn(engine(cls), cls, schema, withId);
      if (digest !== undefined) outcomes.set(digest, result);
      return result;
    },
  };
}
