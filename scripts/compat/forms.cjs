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

function zodForm() {
  const zod = require("zod");
  const version = versionOf("zod");
  const z = zod.z ?? zod;
  const schema = version.startsWith("3.")
    ? z.object({ email: z.string().email(), age: z.number().int().min(13).max(150), plan: z.enum(["free", "pro"]).default("free") })
    : z.object({ email: z.email(), age: z.int().min(13).max(150), plan: z.enum(["free", "pro"]).default("free") });
  // @mcp-wire/dialect reads zod 4 through `~standard.jsonSchema` (zod >= 4.2; its peer range says so):
  // zod 4.0 and 4.1 schemas are not tool schemas there.
  const toolSchema = !/^4\.[01]\./.test(version);
  return { name: `zod ${version}`, schema, pattern: z.object({ code: z.string().regex(/^[A-Z]{3}$/) }), toolSchema };
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
  // ArkType's Standard JSON Schema (the input side, which the conversion reads) carries no `default`.
  return { name: `arktype ${versionOf("arktype")}`, schema, pattern: type({ code: /^[A-Z]{3}$/ }), emitsDefault: false };
}

const forms = [
  ...(has("zod") ? [zodForm()] : []),
  ...(has("valibot") ? [valibotForm()] : []),
  ...(has("arktype") ? [arktypeForm()] : []),
];
assert.ok(forms.length > 0, "no schema library installed");
for (const { name, schema, pattern, emitsDefault = true, toolSchema = true } of forms) {
  const { requestedSchema } = toRequestedSchema(schema, { revision: "2025-11-25" });
  const { default: _default, ...planWithoutDefault } = EXPECTED.properties.plan;
  const expected = { ...EXPECTED, properties: { ...EXPECTED.properties, plan: emitsDefault ? EXPECTED.properties.plan : planWithoutDefault } };
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
  if (toolSchema) {
    const tool = toToolSchema(schema);
    assert.equal(tool.type, "object", `${name}: tool schema type`);
    assert.deepEqual(tool.properties.age, EXPECTED.properties.age, `${name}: tool schema /properties/age`);
    assert.equal(tool.properties.email.format, "email", `${name}: tool schema /properties/email/format`);
  }
  console.log(`forms ${name}: converted and read back${toolSchema ? ", tool schema" : ""}`);
}
