/**
 * The fast acceptance check of validateRequestedSchema agrees with the full walk: it accepts the
 * wire-exact server-everything requestedSchema, and every one-keyword mutation of it that the
 * walk reports is also refused by the fast check (so the walk runs and names it).
 */
import { grammarFor, type Revision } from "@mcp-wire/spec";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toRequestedSchema, validateRequestedSchema } from "../src/index.js";
import { isWireExact } from "../src/walk/fast-accept.js";

const everything = JSON.parse(readFileSync(new URL("../../../fixtures/servers/server-everything.elicitation.json", import.meta.url), "utf8")).params
  .requestedSchema;

type Mutation = [name: string, mutate: (s: any) => void, revision: Revision, expected: string[]];

/**
 * A row: server-everything after `mutate` gives exactly the issues `expected` ("path code") from
 * validateRequestedSchema at `revision`, and the fast check refuses it there.
 */
function mutation(
  name: string,
  mutate: (s: any) => void,
  expected: string[],
  revision: Revision = "2025-11-25",
): Mutation {
  return [name, mutate, revision, expected];
}

const mutations: Mutation[] = [
  mutation("minLength above maxLength", (s) => Object.assign(s.properties.name, { minLength: 5, maxLength: 2 }), [
    "/properties/name/minLength bounds-conflict",
  ]),
  mutation("minimum above maximum", (s) => Object.assign(s.properties.integer, { minimum: 200 }), [
    "/properties/integer/minimum bounds-conflict",
    "/properties/integer/default default-invalid",
  ]),
  mutation("duplicate option", (s) => s.properties.untitledSingleSelectEnum.enum.push("Ross"), [
    "/properties/untitledSingleSelectEnum/enum/6 enum-duplicate",
  ]),
  mutation(
    "duplicate titled multi option",
    (s) => s.properties.titledMultipleSelectEnum.items.anyOf.push({ const: "fish-1", title: "Tuna again" }),
    ["/properties/titledMultipleSelectEnum/items/anyOf/3 enum-duplicate"],
  ),
  mutation("enumNames of another length", (s) => s.properties.legacyTitledEnum.enumNames.pop(), [
    "/properties/legacyTitledEnum/enumNames enum-names-length",
  ]),
  mutation("default not an option", (s) => (s.properties.titledSingleSelectEnum.default = "hero-9"), [
    "/properties/titledSingleSelectEnum/default default-invalid",
  ]),
  mutation("multi default not an option", (s) => (s.properties.untitledMultipleSelectEnum.default = ["Harp"]), [
    "/properties/untitledMultipleSelectEnum/default/0 default-invalid",
  ]),
  mutation("an unknown key", (s) => (s.properties.name.pattern = "^a"), [
    "/properties/name/pattern pattern-unsupported",
  ]),
  mutation("a key on an option", (s) => (s.properties.titledSingleSelectEnum.oneOf[0].description = "x"), [
    "/properties/titledSingleSelectEnum/oneOf/0/description annotation-dropped",
    "/properties/titledSingleSelectEnum/oneOf options-to-titled",
  ]),
  mutation("required twice", (s) => s.required.push("name"), ["/required required-deduplicated"]),
  mutation("required unknown", (s) => s.required.push("nope"), ["/required/1 required-unknown-property"]),
  mutation("an integer bound as a string", (s) => (s.properties.integer.minimum = "1"), [
    "/properties/integer/minimum invalid-value",
  ]),
  mutation(
    "$schema at 2025-06-18",
    (s) => {
      s.$schema = "x";
      delete s.properties.untitledMultipleSelectEnum;
      delete s.properties.titledMultipleSelectEnum;
    },
    [
      "/$schema schema-label-dropped",
      "/properties/firstLine/default default-dropped",
      "/properties/integer/default default-dropped",
      "/properties/number/default default-dropped",
      "/properties/untitledSingleSelectEnum/default default-dropped",
      "/properties/titledSingleSelectEnum/oneOf titled-to-legacy",
      "/properties/titledSingleSelectEnum/default default-dropped",
      "/properties/legacyTitledEnum/default default-dropped",
    ],
    "2025-06-18",
  ),
];

describe("fast acceptance agrees with the walk", () => {
  it("accepts the wire-exact schema at 2025-11-25 and 2026-07-28, not at 2025-06-18", () => {
    expect(isWireExact(everything, grammarFor("2025-11-25"))).toBe(true);
    expect(isWireExact(everything, grammarFor("2026-07-28"))).toBe(true);
    expect(isWireExact(everything, grammarFor("2025-06-18"))).toBe(false);
  });

  it.each(mutations)("%s", (_, mutate, revision, expected) => {
    const schema = structuredClone(everything);
    mutate(schema);
    expect(isWireExact(schema, grammarFor(revision))).toBe(false);
    expect(validateRequestedSchema(schema, { revision }).issues.map((i) => `${i.path} ${i.code}`)).toEqual(expected);
  });

  it("a getter that throws means: look closer", () => {
    const schema = { type: "object", get properties(): never { throw new Error("boom"); } };
    expect(isWireExact(schema, grammarFor("2025-11-25"))).toBe(false);
    expect(validateRequestedSchema(schema).issues).toEqual([{ path: "/properties", code: "invalid-value", message: "reading it threw: boom" }]);
  });
});

describe("hidden (non-enumerable) own keys: the fast check sees what the walk's snapshot sees", () => {
  const hidden = <T extends object>(target: T, key: string, value: unknown): T =>
    Object.defineProperty(target, key, { value, enumerable: false, configurable: true, writable: true });
  const codes = (json: unknown) => validateRequestedSchema(json).issues.map((i) => `${i.path} ${i.code}`);
  const G = grammarFor("2025-11-25");

  it("a hidden property named in required is unknown", () => {
    const schema = { type: "object", properties: hidden({}, "x", { type: "string" }), required: ["x"] };
    expect(isWireExact(schema, G)).toBe(false);
    expect(codes(schema)).toEqual(["/required/0 required-unknown-property"]);
  });

  it("a hidden root type or properties is missing", () => {
    const noType = hidden({ properties: { a: { type: "string" } } }, "type", "object");
    const noProperties = hidden({ type: "object" }, "properties", { a: { type: "string" } });
    expect([isWireExact(noType, G), isWireExact(noProperties, G)]).toEqual([false, false]);
    expect(codes(noType)).toEqual([" root-type-added"]);
    expect(codes(noProperties)).toEqual([" properties-added"]);
  });

  it("a hidden title on a titled option is missing (the option is untitled)", () => {
    const option = hidden({ const: "a" }, "title", "A");
    const schema = { type: "object", properties: { o: { type: "string", oneOf: [option] } } };
    expect(isWireExact(schema, G)).toBe(false);
    expect(validateRequestedSchema(schema).valid).toBe(false);
  });

  it("an array longer than 1 000 000 items is refused without being read", () => {
    const schema = { type: "object", properties: { a: { type: "string", enum: new Array(2 ** 32 - 1) } } };
    expect(validateRequestedSchema(schema).issues).toEqual([
      { path: "/properties/a/enum", code: "invalid-value", message: "an array of 4294967295 items is longer than 1000000" },
    ]);
  });

  it("a million holes give at most 100 issues", () => {
    const schema = { type: "object", properties: { a: { type: "string", enum: new Array(1_000_000) } } };
    const { issues } = validateRequestedSchema(schema);
    expect([issues.length, issues[0], issues[99]!.path]).toEqual([
      100,
      { path: "/properties/a/enum/0", code: "invalid-value", message: "a sparse array hole is not a JSON value" },
      "/properties/a/enum/99",
    ]);
  });
});

/**
 * The companion shortcut of the walk (a field exactly on the wire but for zod's own regex of its `format`) agrees with
 * the full steps: the same field with one annotation the wire drops (`examples`, noted `annotation-dropped`-style)
 * takes the full steps, and gives the same wire field and the same companion note.
 */
describe("fast acceptance: a zod format field with its companion pattern", () => {
  const fields: [string, z.ZodType][] = [
    ["email", z.email()],
    ["bounded email with default", z.email().min(3).max(80).default("a@b.co")],
    ["titled date", z.iso.date().meta({ title: "Born" })],
    ["datetime with offset", z.iso.datetime({ offset: true })],
    ["described datetime", z.iso.datetime().describe("When")],
  ];
  it.each(fields)("%s: the shortcut and the full steps give the same field and note", (_name, field) => {
    const short = toRequestedSchema(z.object({ f: field }));
    const full = toRequestedSchema(z.object({ f: field.meta({ examples: [] }) }));
    expect(short.requestedSchema).toEqual(full.requestedSchema);
    expect(short.notes.map((n) => `${n.path} ${n.code}`)).toEqual(["/$schema schema-label-dropped", "/properties/f/pattern format-companion-dropped"]);
    expect(full.notes.filter((n) => n.path !== "/properties/f/examples")).toEqual(short.notes);
    expect(full.notes.map((n) => n.path)).toContain("/properties/f/examples");
  });
});
