/**
 * Every supported vendor line through toToolSchema: one row per (line, feature), each with the exact JSON Schema
 * (or the exact issue). Lines: zod 3.23 (older than `~standard`), zod 3.24, zod 3.25 (its zod 3 API, and the zod 4
 * API it ships as `zod/v4` and `zod/v4-mini`; also 3.25.1's `zod/v4`), zod 4.0, zod 4.1, the current zod 4; Valibot 1 raw (through
 * @valibot/to-json-schema) and wrapped by its `toStandardJsonSchema`; ArkType 2.1 (the floor of the peer range) and
 * the current ArkType 2. One import per line.
 */
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import { type as ark } from "arktype";
import { type as ark21 } from "arktype21";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { z as z46 } from "zod";
import { z as z323 } from "zod3";
import { z as z324 } from "zod324";
import { z as z325 } from "zod325";
import { z as z325v4 } from "zod325/v4";
import { z as z3251v4 } from "zod3251/v4";
import * as z325mini from "zod325/v4-mini";
import { z as z40 } from "zod40";
import { z as z41 } from "zod41";
import { DialectError, toToolSchema, type ToToolSchemaOptions } from "../src/index.js";

const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const NAME = { type: "string", minLength: 1, description: "Name" };
/** zod 4's `z.int()` writes the safe-integer range. */
const SAFE_INT = { type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 };

/**
 * One line's tool: `{ name: non-empty string "Name", n: integer = 5, t: string transformed to its length }`, and
 * what toToolSchema gives for it: the input side (2020-12), and the output side (a JSON Schema, or the issue).
 */
interface Line {
  readonly name: string;
  readonly tool: unknown;
  readonly input: Record<string, unknown>;
  readonly output: Record<string, unknown> | { issue: { path: string; code: string; message: string } };
}

/** zod 4 refuses to write a transform's output type (its `toJSONSchema` throws): vendor-conversion-failed. */
const ZOD4_OUTPUT = {
  issue: { path: "", code: "vendor-conversion-failed", message: "root: the schema's JSON Schema converter threw: Transforms cannot be represented in JSON Schema" },
};

type Z3 = typeof z324;
/** zod 3 API: zod-to-json-schema (draft-07; a zod 3 object is open; a transform's output type is unknown, `{}`). */
function zod3Line(name: string, z: Z3): Line {
  const properties = { name: NAME, n: { type: "integer", default: 5 } };
  return {
    name,
    tool: z.object({ name: z.string().min(1).describe("Name"), n: z.number().int().default(5), t: z.string().transform((s) => s.length) }),
    input: { $schema: DRAFT_2020, type: "object", properties: { ...properties, t: { type: "string" } }, required: ["name", "t"], additionalProperties: true },
    output: { $schema: DRAFT_2020, type: "object", properties: { ...properties, t: {} }, required: ["name", "t"], additionalProperties: true },
  };
}

type Z4 = typeof z40;
/** zod 4 classic API: `~standard.jsonSchema` (zod ≥ 4.2) or the installed `zod/v4/core` (zod 4.0/4.1, zod 3.25's v4). */
function zod4Line(name: string, z: Z4): Line {
  return {
    name,
    tool: z.object({ name: z.string().min(1).describe("Name"), n: z.int().default(5), t: z.string().transform((s) => s.length) }),
    input: {
      $schema: DRAFT_2020,
      type: "object",
      properties: { name: NAME, n: { ...SAFE_INT, default: 5 }, t: { type: "string" } },
      required: ["name", "t"],
    },
    output: ZOD4_OUTPUT,
  };
}

type ZMini = typeof z325mini;
/** zod 3.25's `zod/v4-mini`: the same conversion as its classic API (no `.describe()` in Mini). */
function zodMiniLine(name: string, z: ZMini): Line {
  return {
    name,
    tool: z.object({ name: z.string().check(z.minLength(1)), n: z._default(z.int(), 5), t: z.pipe(z.string(), z.transform((s) => s.length)) }),
    input: {
      $schema: DRAFT_2020,
      type: "object",
      properties: { name: { type: "string", minLength: 1 }, n: { ...SAFE_INT, default: 5 }, t: { type: "string" } },
      required: ["name", "t"],
    },
    output: ZOD4_OUTPUT,
  };
}

const valibotTool = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.description("Name")),
  n: v.optional(v.pipe(v.number(), v.integer()), 5),
  t: v.pipe(v.string(), v.transform((s) => s.length), v.number()),
});
const valibotSide = (t: Record<string, unknown>) => ({
  $schema: DRAFT_2020,
  type: "object",
  properties: { name: NAME, n: { type: "integer", default: 5 }, t },
  required: ["name", "t"],
});

type Ark = typeof ark;
/**
 * ArkType: the input side keeps its default (from ArkType's whole-type `toJsonSchema()`; its Standard input side has
 * none), so `n` is not required; the output side has no default and requires every key, and a morph's output is `{}`.
 */
function arktypeLine(name: string, type: Ark): Line {
  return {
    name,
    tool: type({ name: "string >= 1", n: "number.integer = 5", t: type("string").pipe((s) => s.length) }),
    input: {
      $schema: DRAFT_2020,
      type: "object",
      properties: { name: { type: "string", minLength: 1 }, t: { type: "string" }, n: { type: "integer", default: 5 } },
      required: ["name", "t"],
    },
    output: {
      $schema: DRAFT_2020,
      type: "object",
      properties: { n: { type: "integer" }, name: { type: "string", minLength: 1 }, t: {} },
      required: ["n", "name", "t"],
    },
  };
}

const LINES: readonly Line[] = [
  zod3Line("zod 3.23 (older than ~standard)", z323 as unknown as Z3),
  zod3Line("zod 3.24", z324),
  zod3Line("zod 3.25 (zod 3 API)", z325 as unknown as Z3),
  zod4Line("zod 3.25 zod/v4", z325v4 as unknown as Z4),
  // zod 3.25.1, the floor of zod 3.25 (its own converter's misspelled `$schema`: core's standard-installed test)
  zod4Line("zod 3.25.1 zod/v4", z3251v4 as unknown as Z4),
  zodMiniLine("zod 3.25 zod/v4-mini", z325mini),
  zod4Line("zod 4.0", z40),
  zod4Line("zod 4.1", z41 as unknown as Z4),
  zod4Line("zod 4.6", z46 as unknown as Z4),
  { name: "Valibot 1 (raw)", tool: valibotTool, input: valibotSide({ type: "string" }), output: valibotSide({ type: "number" }) },
  {
    name: "Valibot 1 (toStandardJsonSchema)",
    tool: toStandardJsonSchema(valibotTool),
    input: valibotSide({ type: "string" }),
    output: valibotSide({ type: "number" }),
  },
  arktypeLine("ArkType 2.1", ark21 as unknown as Ark),
  arktypeLine("ArkType 2.2", ark),
];

/** toToolSchema's result, or its DialectError's issues. */
function converted(schema: unknown, options?: ToToolSchemaOptions): unknown {
  try {
    return toToolSchema(schema, options);
  } catch (error) {
    if (error instanceof DialectError) return { issues: [...error.issues] };
    throw error;
  }
}

describe.each(LINES.map((line) => [line.name, line] as const))("%s", (_, { tool, input, output }) => {
  it("input side, 2020-12", () => {
    expect(converted(tool)).toEqual(input);
  });

  it("input side, draft-07", () => {
    expect(converted(tool, { dialect: "draft-07" })).toEqual({ ...input, $schema: DRAFT_07 });
  });

  it("output side", () => {
    expect(converted(tool, { io: "output" })).toEqual("issue" in output ? { issues: [output.issue] } : output);
  });
});

describe.each([
  ["ArkType 2.1", ark21 as unknown as Ark],
  ["ArkType 2.2", ark],
] as const)("%s: what its strict toJsonSchema() refuses", (_, type) => {
  it("is vendor-conversion-failed at the path, never its quieter Standard output", () => {
    expect(converted(type({ e: "string.email & /^a/" }))).toEqual({
      issues: [
        {
          path: "/properties/e",
          code: "vendor-conversion-failed",
          message:
            "/properties/e: ArkType's strict toJsonSchema() refuses an intersection of patterns (JSON Schema would keep only the first); its JSON Schema would drop the constraint",
        },
      ],
    });
  });
});
