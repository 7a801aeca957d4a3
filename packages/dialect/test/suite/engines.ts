/**
 * The validators the suite runs: Ajv (draft-07 class and Ajv2020, with ajv-formats) and @hyperjump/json-schema
 * at draft-07 and 2020-12. Remotes are loaded into each, never fetched.
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

/** An Ajv runner with `remotes` added (one fresh instance per group: the suite reuses `$id`s across groups). */
export function ajvRunner(dialect: EngineDialect, remotes: ReadonlyMap<string, JsonSchema>): RunGroup {
  return async (schema, data) => {
    const ajv = dialect === "draft-07" ? new Ajv({ strict: false, validateFormats: true, logger: false }) : new Ajv2020({ strict: false, validateFormats: true, logger: false });
    addFormats(ajv);
    for (const [uri, remote] of remotes) {
      try {
        ajv.addSchema(remote as AnySchema, uri);
      } catch {
        // a remote this dialect cannot load stays out (its tests fail as they would for any user)
      }
    }
    let check: (value: unknown) => boolean;
    try {
      const compiled = ajv.compile(schema as AnySchema);
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
}

let counter = 0;

/** A hyperjump runner at `dialect`: registers `remotes` while one group runs, then unregisters what it added. */
export function hyperjumpRunner(dialect: EngineDialect, remotes: ReadonlyMap<string, JsonSchema>): RunGroup {
  return async (schema, data) => {
    const known = new Set(getAllRegisteredSchemaUris());
    try {
      for (const [uri, remote] of remotes) {
        try {
          registerSchema(remote as never, uri, META[dialect]);
        } catch {
          // a remote this dialect cannot load stays out
        }
      }
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
      for (const uri of getAllRegisteredSchemaUris()) if (!known.has(uri)) unregisterSchema(uri);
    }
  };
}
