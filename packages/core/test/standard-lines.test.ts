/**
 * What the conversion reads from each zod 4 line's own schema, whichever zod is installed (4.6 here): the metadata
 * (`.describe()`, `.meta()`) and the regexes zod writes for its own formats (`formatPatterns`); and ArkType's
 * defaults on the input side, on its two supported lines.
 */
import { type as ark } from "arktype";
import { type as ark21 } from "arktype21";
import { describe, expect, it } from "vitest";
import { z as z46 } from "zod";
import { z as z325v4 } from "zod325/v4";
import * as z325mini from "zod325/v4-mini";
import { z as z40 } from "zod40";
import * as z40mini from "zod40/mini";
import { z as z41 } from "zod41";
import { convertStandardSchema } from "../src/index.js";

const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";

type Z4 = typeof z40;
type ZMini = typeof z40mini;
const CLASSIC: readonly (readonly [string, Z4])[] = [
  ["zod 3.25 zod/v4", z325v4 as unknown as Z4],
  ["zod 4.0", z40],
  ["zod 4.1", z41 as unknown as Z4],
  ["zod 4.6", z46 as unknown as Z4],
];
const MINI: readonly (readonly [string, ZMini])[] = [
  ["zod 3.25 zod/v4-mini", z325mini as unknown as ZMini],
  ["zod 4.0 zod/mini", z40mini],
];

/** `formatPatterns` of a conversion, by format (zod's converter calls its hook in its own order). */
const byFormat = (schema: object) =>
  [...convertStandardSchema(schema).formatPatterns].sort((a, b) => a.format.localeCompare(b.format) || a.pattern.localeCompare(b.pattern));
const source = (schema: { _zod: { def: unknown } }) => ((schema._zod.def as { pattern: RegExp }).pattern).source;

describe.each(CLASSIC)("%s", (_, z) => {
  it("metadata from the schema's own registry", () => {
    const schema = z.object({ a: z.string().describe("A"), b: z.number().meta({ title: "B", description: "bee" }) });
    expect(convertStandardSchema(schema).jsonSchema).toEqual({
      $schema: DRAFT_2020,
      type: "object",
      properties: { a: { type: "string", description: "A" }, b: { type: "number", title: "B", description: "bee" } },
      required: ["a", "b"],
    });
  });

  it("formatPatterns: zod's own email and date-time regexes; a pattern option, a lax date-time, a regex are the user's", () => {
    const email = z.email();
    const dateTime = z.iso.datetime();
    const schema = z.object({
      e: email,
      s: z.string().email(),
      d: dateTime,
      l: z.iso.datetime({ local: true }),
      m: z.iso.datetime({ precision: -1 }),
      c: z.email({ pattern: /^a@b\.c$/ }),
      h: z.email({ pattern: z.regexes.html5Email }),
      r: z.string().regex(/^x/),
      w: z.string().startsWith("a"),
    });
    expect(byFormat(schema)).toEqual([
      { pattern: source(dateTime), format: "date-time" },
      { pattern: z.regexes.email.source, format: "email" },
    ]);
    expect(source(email)).toBe(z.regexes.email.source);
  });
});

describe.each(MINI)("%s", (_, z) => {
  it("formatPatterns from a Mini schema's checks", () => {
    const dateTime = z.iso.datetime();
    const schema = z.object({ e: z.email(), s: z.string().check(z.email()), d: dateTime, r: z.string().check(z.regex(/^x/)) });
    expect(byFormat(schema)).toEqual([
      { pattern: source(dateTime), format: "date-time" },
      { pattern: z.regexes.email.source, format: "email" },
    ]);
  });
});

describe.each([
  ["ArkType 2.1", ark21 as unknown as typeof ark],
  ["ArkType 2.2", ark],
] as const)("%s", (_, type) => {
  it("the input side keeps each JSON default (ArkType's Standard input side has none), at any depth", () => {
    const schema = type({ n: "number = 5", o: "'free' | 'pro' = 'free'", nested: { b: "boolean = true" }, "k?": "string" });
    expect(schema["~standard"].jsonSchema.input({ target: "draft-2020-12" })).toEqual({
      $schema: DRAFT_2020,
      type: "object",
      properties: { k: { type: "string" }, n: { type: "number" }, nested: { type: "object", properties: { b: { type: "boolean" } } }, o: { enum: ["free", "pro"] } },
      required: ["nested"],
    });
    expect(convertStandardSchema(schema)).toEqual({
      jsonSchema: {
        $schema: DRAFT_2020,
        type: "object",
        properties: {
          k: { type: "string" },
          n: { type: "number", default: 5 },
          nested: { type: "object", properties: { b: { type: "boolean", default: true } } },
          o: { enum: ["free", "pro"], default: "free" },
        },
        required: ["nested"],
      },
      vendor: "arktype",
      unadvertised: [],
      formatPatterns: [],
    });
  });

  it("the output side has no default: every key is present after parsing", () => {
    expect(convertStandardSchema(type({ n: "number = 5" }), { io: "output" }).jsonSchema).toEqual({
      $schema: DRAFT_2020,
      type: "object",
      properties: { n: { type: "number" } },
      required: ["n"],
    });
  });
});
