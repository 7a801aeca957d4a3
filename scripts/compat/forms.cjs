// A zod, Valibot and ArkType form (each library the scratch project has), converted to a requestedSchema
// and its answers read back, loaded with require() as a default (CommonJS) npm project does.
// Prints one line per library; exits 1 on the first mismatch.
const assert = require("node:assert/strict");
const { readElicitation, toRequestedSchema, RequestedSchemaError } = require("@mcp-wire/elicitation");

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
  return { name: `zod ${version}`, schema, pattern: z.object({ code: z.string().regex(/^[A-Z]{3}$/) }) };
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
  return { name: `arktype ${versionOf("arktype")}`, schema, pattern: type({ code: /^[A-Z]{3}$/ }) };
}

const forms = [
  ...(has("zod") ? [zodForm()] : []),
  ...(has("valibot") ? [valibotForm()] : []),
  ...(has("arktype") ? [arktypeForm()] : []),
];
assert.ok(forms.length > 0, "no schema library installed");
for (const { name, schema, pattern } of forms) {
  const { requestedSchema } = toRequestedSchema(schema, { revision: "2025-11-25" });
  assert.deepEqual(requestedSchema, EXPECTED, `${name}: requestedSchema`);
  assert.deepEqual(
    readElicitation({ form: { action: "accept", content: { email: "ada@example.com", age: 36 } } }, "form", schema),
    { status: "accepted", value: { email: "ada@example.com", age: 36, plan: "free" } },
    `${name}: accepted answer`,
  );
  const invalid = readElicitation({ form: { action: "accept", content: { email: "ada@example.com", age: 7 } } }, "form", schema);
  assert.equal(invalid.status, "invalid", `${name}: invalid answer`);
  assert.deepEqual(invalid.issues.map((issue) => issue.path), ["/age"], `${name}: invalid answer path`);
  assert.throws(() => toRequestedSchema(pattern), (error) => error instanceof RequestedSchemaError && error.issues.some((issue) => issue.path === "/properties/code/pattern"), `${name}: pattern rejected`);
  console.log(`forms ${name}: converted and read back`);
}
