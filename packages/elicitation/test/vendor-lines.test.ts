/**
 * Every supported vendor line through toRequestedSchema and readElicitation: one row per (line, feature), each
 * with the exact outcome. Lines: zod 3.24, zod 3.25 (its zod 3 API, and the zod 4 API it ships as `zod/v4` and
 * `zod/v4-mini`), zod 4.0 (and its Mini), zod 4.1, the current zod 4; Valibot 1 with @valibot/to-json-schema and
 * wrapped by its `toStandardJsonSchema`; ArkType 2.1 (the floor of the peer range) and the current ArkType 2. One
 * import per line. zod 4.0/4.1 and zod 3.25's v4 have no `~standard.jsonSchema`: the conversion uses the installed
 * zod's `toJSONSchema` (zod 4.6 here), and still keeps each schema's own metadata and format regexes.
 */
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import { type as ark } from "arktype";
import { type as ark21 } from "arktype21";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { z as z46 } from "zod";
import { z as z324 } from "zod3";
import { z as z325 } from "zod325";
import { z as z325v4 } from "zod325/v4";
import * as z325mini from "zod325/v4-mini";
import { z as z40 } from "zod40";
import * as z40mini from "zod40/mini";
import { z as z41 } from "zod41";
import { readElicitation, toRequestedSchema } from "../src/index.js";
import { field, outcome, type Outcome } from "./outcome.js";

const LABEL = "/$schema schema-label-dropped";
/** zod-to-json-schema writes `additionalProperties: true` on zod 3 objects: an annotation the wire drops. */
const OPEN = "/additionalProperties annotation-dropped";
const NOT_ADVERTISED = "/properties/v constraint-not-advertised";
const companion = (path: string) => `${path}/pattern format-companion-dropped`;

/** The features every line is checked for, each built with that line's own API. */
interface LineForms {
  /** `{ email, age: 13..150 integer, plan: "free" | "pro" = "free" }` with a description on `email` when the line can. */
  readonly signup: unknown;
  /** `{ v: string refined in code }`. */
  readonly refined: unknown;
  /** `{ v: email that must also match /^a/ }`: the user's regex beside the vendor's email check. */
  readonly emailAndRegex: unknown;
  /** `{ v: ISO date-time }`. */
  readonly dateTime: unknown;
  /**
   * `{ v: string }` whose validation reports an issue at a hostile path (`null`, an object, `true`, `undefined`), and
   * the path readElicitation reports for it. ArkType refuses such paths in its own `validate`: no row.
   */
  readonly hostilePath?: { readonly schema: unknown; readonly path: string };
}

/** What one line gives where lines differ. */
interface LineExpected {
  readonly signup: Outcome;
  readonly emailAndRegex: Outcome;
  /** `emailAndRegex` under `onUnsupported: "drop"`. */
  readonly emailAndRegexDropped: Outcome;
  readonly dateTime: Outcome;
  readonly refinedNotes: string[];
}

interface Line {
  readonly name: string;
  readonly forms: LineForms;
  readonly expected: LineExpected;
}

const HOSTILE_PATH = '/v/null/{"a":1}/true/undefined';
const SIGNUP_REQUIRED = ["email", "age"];
const EMAIL = { type: "string", format: "email" };
const AGE = { type: "integer", minimum: 13, maximum: 150 };
const PLAN = { type: "string", enum: ["free", "pro"], default: "free" };
const signupWire = (email: Record<string, unknown>, required = SIGNUP_REQUIRED) => ({
  type: "object",
  properties: { email, age: AGE, plan: PLAN },
  required,
});

type Z3 = typeof z324;
/** zod 3 API (zod 3.24, zod 3.25's `zod`): through zod-to-json-schema, which writes no email regex. */
function zod3Line(name: string, z: Z3): Line {
  return {
    name,
    forms: {
      signup: z.object({
        email: z.string().email().describe("Email"),
        age: z.number().int().min(13).max(150),
        plan: z.enum(["free", "pro"]).default("free"),
      }),
      refined: z.object({ v: z.string().refine((s) => s.length > 1) }),
      emailAndRegex: z.object({ v: z.string().email().regex(/^a/) }),
      dateTime: z.object({ v: z.string().datetime() }),
      hostilePath: {
        schema: z.object({ v: z.string().superRefine((_, ctx) => ctx.addIssue({ code: "custom", message: "bad", path: hostile() })) }),
        path: HOSTILE_PATH,
      },
    },
    expected: {
      signup: { wire: signupWire({ type: "string", description: "Email", format: "email" }), dropped: [], notes: [LABEL, OPEN] },
      emailAndRegex: { rejected: ["/properties/v/pattern pattern-unsupported"] },
      emailAndRegexDropped: { wire: field(EMAIL), dropped: ["/properties/v/pattern pattern-unsupported"], notes: [LABEL, OPEN] },
      dateTime: { wire: field({ type: "string", format: "date-time" }), dropped: [], notes: [LABEL, OPEN] },
      refinedNotes: [NOT_ADVERTISED, LABEL, OPEN],
    },
  };
}

/** What every zod 4 API line gives (classic and Mini alike). */
function zod4Expected(email: Record<string, unknown>): LineExpected {
  return {
    signup: { wire: signupWire(email), dropped: [], notes: [LABEL, companion("/properties/email")] },
    emailAndRegex: { rejected: ["/properties/v/allOf/1/pattern pattern-unsupported"] },
    emailAndRegexDropped: {
      wire: field(EMAIL),
      dropped: ["/properties/v/allOf/1/pattern pattern-unsupported"],
      notes: [LABEL, "/properties/v/allOf all-of-merged", "/properties/v/allOf/0/pattern companion-to-format"],
    },
    dateTime: { wire: field({ type: "string", format: "date-time" }), dropped: [], notes: [LABEL, companion("/properties/v")] },
    refinedNotes: [NOT_ADVERTISED, LABEL],
  };
}

type Z4 = typeof z40;
/** zod 4 classic API (zod 4.0, 4.1, 4.6, zod 3.25's `zod/v4`). */
function zod4Line(name: string, z: Z4): Line {
  return {
    name,
    forms: {
      signup: z.object({
        email: z.email().describe("Email"),
        age: z.int().min(13).max(150),
        plan: z.enum(["free", "pro"]).default("free"),
      }),
      refined: z.object({ v: z.string().refine((s) => s.length > 1) }),
      emailAndRegex: z.object({ v: z.email().regex(/^a/) }),
      dateTime: z.object({ v: z.iso.datetime() }),
      hostilePath: {
        schema: z.object({ v: z.string().superRefine((_, ctx) => ctx.addIssue({ code: "custom", message: "bad", path: hostile() as never })) }),
        path: HOSTILE_PATH,
      },
    },
    expected: zod4Expected({ type: "string", description: "Email", format: "email" }),
  };
}

type ZMini = typeof z40mini;
/**
 * zod Mini (zod 4.0's `zod/mini`, zod 3.25's `zod/v4-mini`). Their metadata registry is per module instance and
 * Mini schemas have no `.meta()`: a description registered in it is not seen by another zod's converter.
 */
function zodMiniLine(name: string, z: ZMini): Line {
  return {
    name,
    forms: {
      signup: z.object({
        email: z.email().register(z.globalRegistry, { description: "Email" }),
        age: z.int().check(z.minimum(13), z.maximum(150)),
        plan: z._default(z.enum(["free", "pro"]), "free"),
      }),
      refined: z.object({ v: z.string().check(z.refine((s) => s.length > 1)) }),
      emailAndRegex: z.object({ v: z.email().check(z.regex(/^a/)) }),
      dateTime: z.object({ v: z.iso.datetime() }),
    },
    expected: zod4Expected(EMAIL),
  };
}

const VALIBOT_EXPECTED: LineExpected = {
  signup: { wire: signupWire({ type: "string", description: "Email", format: "email" }), dropped: [], notes: [LABEL] },
  emailAndRegex: { rejected: ["/properties/v/pattern pattern-unsupported"] },
  emailAndRegexDropped: { wire: field(EMAIL), dropped: ["/properties/v/pattern pattern-unsupported"], notes: [LABEL] },
  dateTime: { wire: field({ type: "string", format: "date-time" }), dropped: [], notes: [LABEL] },
  refinedNotes: [NOT_ADVERTISED, LABEL],
};

const valibotForms: LineForms = {
  signup: v.object({
    email: v.pipe(v.string(), v.email(), v.description("Email")),
    age: v.pipe(v.number(), v.integer(), v.minValue(13), v.maxValue(150)),
    plan: v.optional(v.picklist(["free", "pro"]), "free"),
  }),
  refined: v.object({ v: v.pipe(v.string(), v.check((s) => s.length > 1)) }),
  emailAndRegex: v.object({ v: v.pipe(v.string(), v.email(), v.regex(/^a/)) }),
  dateTime: v.object({ v: v.pipe(v.string(), v.isoTimestamp()) }),
  hostilePath: {
    schema: v.object({
      v: v.pipe(
        v.string(),
        v.rawCheck(({ addIssue }) =>
          addIssue({ message: "bad", path: [null, { a: 1 }, true].map((key) => ({ type: "object", origin: "value", input: {}, key, value: 1 })) as never }),
        ),
      ),
    }),
    path: '/v/null/{"a":1}/true',
  },
};

const wrapped = ({ hostilePath, ...forms }: LineForms): LineForms => ({
  ...(Object.fromEntries(Object.entries(forms).map(([feature, schema]) => [feature, toStandardJsonSchema(schema as never)])) as unknown as LineForms),
  ...(hostilePath ? { hostilePath: { ...hostilePath, schema: toStandardJsonSchema(hostilePath.schema as never) } } : {}),
});

type Ark = typeof ark;
/**
 * ArkType: keys sorted, an enum without `type` (the walk adds it), its default kept from ArkType's whole-type
 * `toJsonSchema()` (its Standard input side has none), and the email keyword intersected with a regex refused as
 * its strict converter refuses it.
 */
function arktypeLine(name: string, type: Ark): Line {
  return {
    name,
    forms: {
      signup: type({ email: "string.email", age: "13 <= number.integer <= 150", plan: "'free' | 'pro' = 'free'" }),
      refined: type({ v: type("string").narrow((s) => s.length > 1) }),
      emailAndRegex: type({ v: "string.email & /^a/" }),
      dateTime: type({ v: "string.date.iso" }),
    },
    expected: {
      signup: {
        wire: { type: "object", properties: { age: AGE, email: EMAIL, plan: PLAN }, required: ["age", "email"] },
        dropped: [],
        notes: [LABEL, companion("/properties/email"), "/properties/plan/enum enum-type-added"],
      },
      emailAndRegex: { rejected: ["/properties/v constraint-refused"] },
      // a strict converter's refusal is no wire-form choice: dropping does not apply
      emailAndRegexDropped: { rejected: ["/properties/v constraint-refused"] },
      // ArkType's ISO date regex (ISO 8601: week and ordinal dates, no time needed) is wider than RFC 3339 date-time
      // and comes without a format: the user's constraint, never advertised as a format it is not
      dateTime: { rejected: ["/properties/v/pattern pattern-unsupported"] },
      refinedNotes: [NOT_ADVERTISED, LABEL],
    },
  };
}

const LINES: readonly Line[] = [
  zod3Line("zod 3.24", z324),
  zod3Line("zod 3.25 (zod 3 API)", z325 as unknown as Z3),
  zod4Line("zod 3.25 zod/v4", z325v4 as unknown as Z4),
  zodMiniLine("zod 3.25 zod/v4-mini", z325mini as unknown as ZMini),
  zod4Line("zod 4.0", z40),
  zodMiniLine("zod 4.0 zod/mini", z40mini),
  zod4Line("zod 4.1", z41 as unknown as Z4),
  zod4Line("zod 4.6", z46 as unknown as Z4),
  { name: "Valibot 1 (raw, @valibot/to-json-schema)", forms: valibotForms, expected: VALIBOT_EXPECTED },
  { name: "Valibot 1 (toStandardJsonSchema)", forms: wrapped(valibotForms), expected: VALIBOT_EXPECTED },
  arktypeLine("ArkType 2.1", ark21 as unknown as Ark),
  arktypeLine("ArkType 2.2", ark),
];

function hostile(): (string | number)[] {
  return [null, { a: 1 }, true, undefined] as unknown as (string | number)[];
}

const accept = (content: unknown) => ({ k: { action: "accept", content } });

interface Row {
  readonly name: string;
  readonly actual: () => unknown;
  readonly expected: unknown;
}

/** The rows of one line: one per feature. */
function rowsOf({ name, forms, expected }: Line): Row[] {
  const rows: Row[] = [
    { name: `${name}: signup form`, actual: () => outcome(forms.signup), expected: expected.signup },
    {
      name: `${name}: the default applies on reading`,
      actual: () => readElicitation(accept({ email: "ada@example.com", age: 36 }), "k", forms.signup as never),
      expected: { status: "accepted", value: { email: "ada@example.com", age: 36, plan: "free" } },
    },
    {
      name: `${name}: a refinement is a note, still enforced on reading`,
      actual: () => [outcome(forms.refined), readElicitation(accept({ v: "x" }), "k", forms.refined as never).status],
      expected: [{ wire: field({ type: "string" }), dropped: [], notes: expected.refinedNotes }, "invalid"],
    },
    { name: `${name}: the user's regex beside the email check is never dropped`, actual: () => outcome(forms.emailAndRegex), expected: expected.emailAndRegex },
    {
      name: `${name}: under onUnsupported "drop", the user's regex is listed as dropped, the email check's named`,
      actual: () => [outcome(forms.emailAndRegex, { onUnsupported: "drop" }), readElicitation(accept({ v: "b@example.com" }), "k", forms.emailAndRegex as never).status],
      expected: [expected.emailAndRegexDropped, "invalid"],
    },
    {
      name: `${name}: an inherited onUnsupported is no option: the user's regex is still rejected`,
      actual: () => outcome(forms.emailAndRegex, Object.create({ onUnsupported: "drop" }) as never),
      expected: expected.emailAndRegex,
    },
    {
      name: `${name}: the note on the email check's regex says what happened, never "lossless"`,
      actual: () => toRequestedSchema(forms.signup).notes.filter((note) => note.path === "/properties/email/pattern"),
      expected: "notes" in expected.signup && expected.signup.notes.includes(companion("/properties/email"))
        ? [{ path: "/properties/email/pattern", code: "format-companion-dropped", message: 'advertised as format "email"; your pattern still applies on reading' }]
        : [],
    },
    {
      name: `${name}: an ISO date-time`,
      actual: () => outcome(forms.dateTime),
      expected: expected.dateTime,
    },
  ];
  const hostilePath = forms.hostilePath;
  if (hostilePath !== undefined) {
    rows.push({
      name: `${name}: an issue at a hostile path is read as invalid with a readable path`,
      actual: () => readElicitation(accept({ v: "x" }), "k", hostilePath.schema as never),
      expected: { status: "invalid", issues: [{ path: hostilePath.path, code: "schema-rejected", message: "bad" }] },
    });
  }
  return rows;
}

describe.each(LINES.map((line) => [line.name, line] as const))("%s", (_, line) => {
  for (const { name, actual, expected } of rowsOf(line)) {
    it(name, () => {
      expect(actual()).toEqual(expected);
    });
  }
});
