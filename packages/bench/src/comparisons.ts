/**
 * The comparisons, as data; their targets and what each figure means are in docs/performance.md.
 */
import { inputRequired } from "@modelcontextprotocol/server";
import { contentValidator, toRequestedSchema, validateRequestedSchema, type RequestedSchema } from "@mcp-wire/elicitation";
import { convertDialect, toPortableSchema, type JsonSchema } from "@mcp-wire/dialect";
import { ARCHETYPES, checkTools } from "@mcp-wire/hosts";
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import addFormats from "ajv-formats";
import { JsonSchema as EffectJsonSchema } from "effect";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { Comparison } from "./measure.js";
import {
  arktypeForm,
  everythingContent,
  largestToolList,
  everythingRequestedSchema,
  realToolSchemas,
  specSchema,
  valibotForm,
  zodForm,
} from "./inputs.js";

const TARGET = { target: "draft-2020-12" } as const;
type Std = { "~standard": { jsonSchema: { input: (o: typeof TARGET) => unknown } } };

/** A schema object no cache has seen: a new object whose prototype is the schema (the same `~standard`). */
const fresh = <T extends object>(schema: T): T => Object.create(schema) as T;

/**
 * The vendor's own conversion of a fresh schema object: `~standard.jsonSchema.input`, or for Valibot
 * (no `~standard.jsonSchema`) @valibot/to-json-schema, which is what mcp-wire calls for it.
 */
function floorOf(schema: object): () => unknown {
  const std = (schema as Partial<Std>)["~standard"];
  if (std?.jsonSchema) return () => (fresh(schema) as Std)["~standard"].jsonSchema.input(TARGET);
  return () => toStandardJsonSchema(fresh(schema) as never)["~standard"].jsonSchema.input(TARGET);
}

const forms = [
  ["zod", zodForm()],
  ["Valibot", valibotForm()],
  ["ArkType", arktypeForm()],
] as const;

function coldVsPeer(): Comparison[] {
  const zod = zodForm();
  return [
    {
      id: "P1",
      title: "cold conversion, zod form: elicit vs SDK v2 elicit",
      subject: { label: "mcp-wire", run: () => toRequestedSchema(fresh(zod)) },
      base: { label: "sdk-v2", run: () => inputRequired.elicit({ message: "m", requestedSchema: fresh(zod) as never }) },
      better: "faster",
      target: 3,
    },
    ...forms.map(([name, schema]): Comparison => ({
      id: "P1",
      title: `cold conversion, ${name} form vs its own converter (floor)`,
      subject: { label: "mcp-wire", run: () => toRequestedSchema(fresh(schema)) },
      base: { label: "floor", run: floorOf(schema) },
      better: "slower",
      target: name === "zod" ? 1.3 : undefined,
    })),
  ];
}

function warmVsPeer(): Comparison {
  const zod = zodForm();
  return {
    id: "P2",
    title: "the same zod schema again (write-once handler)",
    subject: { label: "mcp-wire", run: () => toRequestedSchema(zod) },
    base: { label: "sdk-v2", run: () => inputRequired.elicit({ message: "m", requestedSchema: zod as never }) },
    better: "faster",
    target: 100,
  };
}

function requestedSchemaVsAjv(): Comparison[] {
  return (["2025-11-25", "2025-06-18"] as const).map((revision): Comparison => {
    // At 2025-06-18 the schema is invalid: both sides then report every error (Ajv's allErrors).
    const allErrors = revision === "2025-06-18";
    const ajv = revision === "2025-06-18" ? new Ajv({ strict: false, allErrors }) : new Ajv2020({ strict: false, allErrors });
    ajv.addSchema(specSchema(revision), "mcp");
    const pointer =
      revision === "2025-06-18"
        ? "#/definitions/ElicitRequest/properties/params/properties/requestedSchema"
        : "#/$defs/ElicitRequestFormParams/properties/requestedSchema";
    const validate = ajv.getSchema(`mcp${pointer}`)!;
    return {
      id: "P3",
      title: `validateRequestedSchema, server-everything, ${revision}${allErrors ? " (invalid: all errors)" : ""}`,
      subject: { label: "mcp-wire", run: () => validateRequestedSchema(everythingRequestedSchema, { revision }) },
      base: { label: "ajv", run: () => validate(everythingRequestedSchema) },
      better: "slower",
      target: allErrors ? undefined : 2,
    };
  });
}

function contentVsAjv(): Comparison[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(everythingRequestedSchema);
  const validateOurs = contentValidator(everythingRequestedSchema as unknown as RequestedSchema);
  return (["valid", "invalid"] as const).map((kind): Comparison => ({
    id: "P4",
    title: `content check compiled once, server-everything, ${kind} content`,
    subject: { label: "mcp-wire", run: () => validateOurs(everythingContent[kind]) },
    base: { label: "ajv", run: () => validate(everythingContent[kind]) },
    better: "slower",
    target: 1.5,
  }));
}

function dialectsVsClone(): Comparison[] {
  const schemas = realToolSchemas() as JsonSchema[];
  const draft07 = schemas.filter((s) => (s as { $schema?: unknown }).$schema === "http://json-schema.org/draft-07/schema#");
  const each = (f: (s: JsonSchema) => unknown, list: JsonSchema[]) => () => {
    for (const s of list) f(s);
  };
  const all = `${schemas.length} real tool schemas`;
  return [
    {
      id: "P5",
      title: `convertDialect to 2020-12, ${all}, vs structuredClone`,
      subject: { label: "mcp-wire", run: each((s) => convertDialect(s, { to: "2020-12" }), schemas) },
      base: { label: "structuredClone", run: each((s) => structuredClone(s), schemas) },
      better: "slower",
      target: 3,
    },
    {
      id: "P5",
      title: `convertDialect to draft-07, ${all}, vs structuredClone`,
      subject: { label: "mcp-wire", run: each((s) => convertDialect(s, { to: "draft-07" }), schemas) },
      base: { label: "structuredClone", run: each((s) => structuredClone(s), schemas) },
      better: "slower",
      target: 3,
    },
    {
      id: "P5",
      title: `toPortableSchema, ${all}, vs structuredClone`,
      subject: { label: "mcp-wire", run: each((s) => toPortableSchema(s), schemas) },
      base: { label: "structuredClone", run: each((s) => structuredClone(s), schemas) },
      better: "slower",
      target: 3,
    },
    {
      id: "P5",
      title: `draft-07 → 2020-12, ${draft07.length} draft-07 schemas, vs effect JsonSchema`,
      subject: { label: "mcp-wire", run: each((s) => convertDialect(s, { to: "2020-12", from: "draft-07" }), draft07) },
      base: { label: "effect", run: each((s) => EffectJsonSchema.fromSchemaDraft07(s as never), draft07) },
      better: "faster",
      target: undefined,
    },
  ];
}

/**
 * checkTools over the largest captured tools/list for every archetype host (three layers, the real validators of the
 * four validator hosts), against compiling the same schemas once with Ajv as the SDK clients build it (the draft-07
 * class, `allErrors`, ajv-formats; one fresh instance per run, so `$id`s never collide). Report only: checkTools runs
 * the SDK engine and `new Ajv()` besides its own layers.
 */
function checkToolsVsAjv(): Comparison {
  const { file, list } = largestToolList();
  const schemas = list.tools.flatMap((tool) => [tool["inputSchema"], tool["outputSchema"]].filter((schema) => typeof schema === "object" && schema !== null));
  return {
    id: "P9",
    title: `checkTools, ${file} (${list.tools.length} tools, ${schemas.length} schemas), ${ARCHETYPES.length} archetype hosts, vs Ajv (SDK options) compiling each schema once`,
    subject: { label: "mcp-wire", run: () => checkTools(list) },
    base: {
      label: "ajv",
      run: () => {
        const ajv = new Ajv({ strict: false, validateFormats: true, validateSchema: false, allErrors: true, logger: false });
        addFormats.default(ajv);
        for (const schema of schemas) {
          try {
            ajv.compile(schema as never);
          } catch {
            // a schema Ajv refuses costs its attempt, as in checkTools
          }
        }
      },
    },
    better: "slower",
    target: undefined,
  };
}

/** Every timed comparison, in report order. */
export function comparisons(): Comparison[] {
  return [...coldVsPeer(), warmVsPeer(), ...requestedSchemaVsAjv(), ...contentVsAjv(), ...dialectsVsClone(), checkToolsVsAjv()];
}
