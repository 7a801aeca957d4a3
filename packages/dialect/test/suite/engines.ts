/**
 * The validators the suite runs: Ajv (draft-07 class and Ajv2020, with ajv-formats) and @hyperjump/json-schema
 * at draft-07 and 2020-12. Remotes are loaded into each, never fetched.
 *
 * Each schema is compiled once per engine: a runner is one per (engine, dialect, remotes) in a test file, keeps one
 * Ajv instance (remotes added once) or keeps its remotes registered in hyperjump while it runs, and remembers its
 * verdicts by schema and instances, so a schema a test reads again (a baseline, a projection that changed nothing)
 * is not compiled again.
 */
import { Ajv, type AnySchema } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { getAllRegisteredSchemaUris, registerSchema, unregisterSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import "@hyperjump/json-schema/draft-07";
import type { JsonSchema, JsonValue } from "../../src/index.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv | Ajv2020) => void;

export type EngineName = "ajv" | "hyperjump";
export type EngineDialect = "draft-07" | "2020-12";

/** Validates every instance against one schema; `"error"` when the schema does not load or compile. */
export type RunGroup = (schema: JsonSchema, data: readonly JsonValue[]) => Promise<readonly (boolean | "error")[]>;

const META: Record<EngineDialect, string> = {
  "draft-07": "http://json-schema.org/draft-07/schema",
  "2020-12": "https://json-schema.org/draft/2020-12/schema",
};

type Verdicts = readonly (boolean | "error")[];

/** One runner per (engine, dialect, remotes), each remembering its verdicts by `JSON.stringify([schema, data])`. */
const runners = new WeakMap<ReadonlyMap<string, JsonSchema>, Map<string, RunGroup>>();

function memoized(engine: EngineName, dialect: EngineDialect, remotes: ReadonlyMap<string, JsonSchema>, make: () => RunGroup): RunGroup {
  const byKey = runners.get(remotes) ?? new Map<string, RunGroup>();
  runners.set(remotes, byKey);
  const key = `${engine} ${dialect}`;
  const known = byKey.get(key);
  if (known !== undefined) return known;
  const run = make();
  const verdicts = new Map<string, Promise<Verdicts>>();
  const runner: RunGroup = (schema, data) => {
    const id = JSON.stringify([schema, data]);
    const seen = verdicts.get(id);
    if (seen !== undefined) return seen;
    const result = run(schema, data);
    verdicts.set(id, result);
    return result;
  };
  byKey.set(key, runner);
  return runner;
}

/**
 * An Ajv runner with `remotes` added: one instance per runner, its registry restored after each schema (the suite
 * reuses `$id`s across groups, so what a compile adds to `refs` and `schemas` is taken out again, and what it
 * replaced is put back).
 */
export function ajvRunner(dialect: EngineDialect, remotes: ReadonlyMap<string, JsonSchema>): RunGroup {
  return memoized("ajv", dialect, remotes, () => {
    let instance: Ajv | Ajv2020 | undefined;
    const ajvOf = (): Ajv | Ajv2020 => {
      if (instance !== undefined) return instance;
      const ajv = dialect === "draft-07" ? new Ajv({ strict: false, validateFormats: true, logger: false }) : new Ajv2020({ strict: false, validateFormats: true, logger: false });
      addFormats(ajv);
      for (const [uri, remote] of remotes) {
        try {
          ajv.addSchema(remote as AnySchema, uri);
        } catch {
          // a remote this dialect cannot load stays out (its tests fail as they would for any user)
        }
      }
      instance = ajv;
      return ajv;
    };
    return async (schema, data) => {
      let check: (value: unknown) => boolean;
      try {
        const compiled = compileAlone(ajvOf(), schema as AnySchema);
        check = (value) => compiled(value) as boolean;
      } catch {
        return data.map(() => "error" as const);
      }
      return data.map((value) => {
        try {
          return check(value);
        } catch {
          return "error" as const;
        }
      });
    };
  });
}

/**
 * Compiles `schema` in a shared Ajv instance as a fresh instance with the same schemas added would: whatever the
 * compile adds to the instance's `refs` and `schemas` (its `$id`s, the suite reuses them across groups) is taken out
 * again, what it replaced is put back, and the schema leaves the instance's cache. Throws what `ajv.compile` throws.
 */
export function compileAlone(ajv: Ajv | Ajv2020, schema: AnySchema): ReturnType<Ajv["compile"]> {
  const refs = { ...ajv.refs };
  const schemas = { ...ajv.schemas };
  try {
    return ajv.compile(schema);
  } finally {
    restore(ajv.refs, refs);
    restore(ajv.schemas, schemas);
    (ajv as unknown as { _cache: Map<unknown, unknown> })._cache.delete(schema);
  }
}

/** Puts `registry` back to `saved`: keys added since are deleted, keys changed get their saved value. */
function restore(registry: Record<string, unknown>, saved: Record<string, unknown>): void {
  for (const key of Object.keys(registry)) if (!Object.hasOwn(saved, key)) delete registry[key];
  for (const [key, value] of Object.entries(saved)) registry[key] = value;
}

let counter = 0;

/** The hyperjump registry as it was before any runner registered remotes, and the runner whose remotes it holds. */
let pristine: Set<string> | undefined;
let holder: object | undefined;

/**
 * A hyperjump runner at `dialect`: its `remotes` stay registered while it runs (until another runner runs), each
 * schema is registered under a unique URI for its run, and whatever that run added is unregistered after it.
 */
export function hyperjumpRunner(dialect: EngineDialect, remotes: ReadonlyMap<string, JsonSchema>): RunGroup {
  return memoized("hyperjump", dialect, remotes, () => {
    const self = {};
    let withRemotes = new Set<string>();
    return async (schema, data) => {
      if (holder !== self) {
        pristine ??= new Set(getAllRegisteredSchemaUris());
        for (const uri of getAllRegisteredSchemaUris()) if (!pristine.has(uri)) unregisterSchema(uri);
        for (const [uri, remote] of remotes) {
          try {
            registerSchema(remote as never, uri, META[dialect]);
          } catch {
            // a remote this dialect cannot load stays out
          }
        }
        withRemotes = new Set(getAllRegisteredSchemaUris());
        holder = self;
      }
      try {
        const uri = `https://suite.mcp-wire.test/schema-${++counter}`;
        try {
          registerSchema(schema as never, uri, META[dialect]);
          const validator = await validate(uri);
          return data.map((value) => {
            try {
              return validator(value as never).valid;
            } catch {
              return "error" as const;
            }
          });
        } catch {
          return data.map(() => "error" as const);
        }
      } finally {
        for (const uri of getAllRegisteredSchemaUris()) if (!withRemotes.has(uri)) unregisterSchema(uri);
      }
    };
  });
}
