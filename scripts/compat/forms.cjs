// A zod, Valibot and ArkType form (each library the scratch project has), converted to a requestedSchema
// and its answers read back, and converted to a tool schema by @mcp-wire/dialect; loaded with require()
// as a default (CommonJS) npm project does.
// Prints one line per library; exits 1 on the first mismatch.
const assert = require("node:assert/strict");
const { readElicitation, toRequestedSchema, RequestedSchemaError } = require("@mcp-wire/elicitation");
const { toToolSchema } = require("@mcp-wire/dialect");

/** What every library's form below becomes at 2025-11-25. */
const EXPECTED = {
  type: "object",
  properties: {
    email: { type: "string", format: "email" },
    age: { type: "integer", minimum: 13, maximum: 150 },
    plan: { type: "string", enum: ["free", "pro"], default: "free" },
  },
  required: ["email", "age"],
};

/** The installed version of `name` (read from its folder: some packages do not export package.json). */
function versionOf(name) {
  return JSON.parse(require("node:fs").readFileSync(require("node:path").join(__dirname, "node_modules", name, "package.json"), "utf8")).version;
}

function has(name) {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** The zod forms: its root API, and for zod 3.25 also the zod 4 API it ships as `zod/v4` (the SDK 1.x peer range pulls it). */
function zodForms() {
  const version = versionOf("zod");
  const zod4 = (z, name) => ({
    name,
    schema: z.object({ email: z.email(), age: z.int().min(13).max(150), plan: z.enum(["free", "pro"]).default("free") }),
    pattern: z.object({ code: z.string().regex(/^[A-Z]{3}$/) }),
  });
  if (!version.startsWith("3.")) return [zod4(require("zod").z, `zod ${version}`)];
  const { z } = require("zod");
  const zod3 = {
    name: `zod ${version}`,
    schema: z.object({ email: z.string().email(), age: z.number().int().min(13).max(150), plan: z.enum(["free", "pro"]).default("free") }),
    pattern: z.object({ code: z.string().regex(/^[A-Z]{3}$/) }),
  };
  return version.startsWith("3.25.") ? [zod3, zod4(require("zod/v4").z, `zod ${version} zod/v4`)] : [zod3];
}

function valibotForm() {
  const v = require("valibot");
  const schema = v.object({
    email: v.pipe(v.string(), v.email()),
    // Bounds before integer(): @valibot/to-json-schema 1.0 refuses minValue after integer().
    age: v.pipe(v.number(), v.minValue(13), v.maxValue(150), v.integer()),
    plan: v.optional(v.picklist(["free", "pro"]), "free"),
  });
  return { name: `valibot ${versionOf("valibot")}`, schema, pattern: v.object({ code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)) }) };
}

function arktypeForm() {
  const { type } = require("arktype");
  const schema = type({ email: "string.email", age: "13 <= number.integer <= 150", plan: "'free' | 'pro' = 'free'" });
  // ArkType's Standard JSON Schema input side carries no `default`; the conversion takes it from its toJsonSchema().
  return { name: `arktype ${versionOf("arktype")}`, schema, pattern: type({ code: /^[A-Z]{3}$/ }) };
}

const forms = [
  ...(has("zod") ? zodForms() : []),
  ...(has("valibot") ? [valibotForm()] : []),
  ...(has("arktype") ? [arktypeForm()] : []),
];
assert.ok(forms.length > 0, "no schema library installed");
for (const { name, schema, pattern } of forms) {
  const { requestedSchema } = toRequestedSchema(schema, { revision: "2025-11-25" });
  const expected = EXPECTED;
  // `required` in the order the library lists it (ArkType sorts keys).
  assert.deepEqual({ ...requestedSchema, required: [...requestedSchema.required].sort() }, { ...expected, required: [...expected.required].sort() }, `${name}: requestedSchema`);
  assert.deepEqual(
    readElicitation({ form: { action: "accept", content: { email: "ada@example.com", age: 36 } } }, "form", schema),
    { status: "accepted", value: { email: "ada@example.com", age: 36, plan: "free" } },
    `${name}: accepted answer`,
  );
  const invalid = readElicitation({ form: { action: "accept", content: { email: "ada@example.com", age: 7 } } }, "form", schema);
  assert.equal(invalid.status, "invalid", `${name}: invalid answer`);
  assert.deepEqual(Array.from(invalid.issues, (issue) => issue.path), ["/age"], `${name}: invalid answer path`);
  assert.throws(() => toRequestedSchema(pattern), (error) => error instanceof RequestedSchemaError && error.issues.some((issue) => issue.path === "/properties/code/pattern"), `${name}: pattern rejected`);
  const tool = toToolSchema(schema);
  assert.equal(tool.type, "object", `${name}: tool schema type`);
  assert.deepEqual(tool.properties.age, EXPECTED.properties.age, `${name}: tool schema /properties/age`);
  assert.equal(tool.properties.email.format, "email", `${name}: tool schema /properties/email/format`);
  assert.equal(tool.properties.plan.default, "free", `${name}: tool schema /properties/plan/default`);
  console.log(`forms ${name}: converted and read back, tool schema`);
}
