// The zod forms loaded by import (zod's ESM build), as an ESM server writes them: zod 4 (and its Mini), or zod
// 3.25's `zod/v4` (and `zod/v4-mini`).
// zod 4.0 and zod 3.25 keep `.describe()` / `.meta()` in a registry per module instance, and mcp-wire loads the
// installed `zod/v4/core` with require(): the descriptions must survive that. Exits 1 on the first mismatch.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { toToolSchema } from "@mcp-wire/dialect";
import { toRequestedSchema } from "@mcp-wire/elicitation";

const version = JSON.parse(readFileSync(new URL("./node_modules/zod/package.json", import.meta.url), "utf8")).version;
const { z } = await import(version.startsWith("3.") ? "zod/v4" : "zod");
const name = `zod ${version}${version.startsWith("3.") ? " zod/v4" : ""} (import)`;
const schema = z.object({
  email: z.email().describe("Your email"),
  plan: z.enum(["free", "pro"]).default("free").meta({ title: "Plan" }),
});
const { requestedSchema, notes } = toRequestedSchema(schema, { revision: "2025-11-25" });
assert.deepEqual(
  requestedSchema,
  {
    type: "object",
    properties: {
      email: { type: "string", description: "Your email", format: "email" },
      plan: { type: "string", title: "Plan", enum: ["free", "pro"], default: "free" },
    },
    required: ["email"],
  },
  `${name}: requestedSchema`,
);
// (zod 3.25.1 also writes its enum without `type`: an `enum-type-added` note there)
assert.deepEqual(
  notes.filter((note) => note.path === "/properties/email/pattern"),
  [{ path: "/properties/email/pattern", code: "format-companion-dropped", message: 'advertised as format "email"; your pattern still applies on reading' }],
  `${name}: the email note`,
);
const tool = toToolSchema(schema);
assert.equal(tool.properties.email.description, "Your email", `${name}: tool schema /properties/email/description`);
assert.equal(tool.properties.plan.title, "Plan", `${name}: tool schema /properties/plan/title`);

// zod Mini: no `.meta()`; its `z.globalRegistry` is the one of the ES module instance imported here.
const mini = await import(version.startsWith("3.") ? "zod/v4-mini" : "zod/mini");
const miniSchema = mini.object({ name: mini.string().register(mini.globalRegistry, { description: "Your name" }) });
assert.deepEqual(
  toRequestedSchema(miniSchema, { revision: "2025-11-25" }).requestedSchema,
  { type: "object", properties: { name: { type: "string", description: "Your name" } }, required: ["name"] },
  `${name}: zod Mini requestedSchema`,
);
assert.equal(toToolSchema(miniSchema).properties.name.description, "Your name", `${name}: zod Mini tool schema description`);
console.log(`forms ${name}: descriptions and titles kept (classic and Mini), email advertised as its format`);
