/**
 * `root-object-type`: a root without `type: "object"` that provably accepts objects only gets it (same meaning); the
 * 2025 and 2026 wire definitions of `Tool.inputSchema` require it, and hosts drop every tool without it
 * (anthropics/claude-code#88049). A typeless input root gets it too: tool arguments are an
 * object on the wire (`CallToolRequest.params.arguments`, MCP 2025-06-18 on), so no value the server can receive is
 * refused. Any other root has no loosening-only form: an issue (for an output schema, `output-wrap` wraps it instead
 * when asked for).
 */
import { show } from "@mcp-wire/core";
import { isJsonObject, own, setOwn, type JsonObject } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { provablyObject } from "../object-proof.js";
import { resolverFor } from "../refs.js";

/** Keys written before `type` when present (a label and an id read first). */
const LEADING: readonly string[] = ["$schema", "$id"];

export const rootObjectType: Rewrite = {
  id: "root-object-type",
  source: "anthropics/claude-code#88049",
  apply: (root, context) => {
    // a boolean root reads as its object form (`true` → `{}`, `false` → `{ not: {} }`: 2020-12 core §4.3.2)
    const schema: JsonObject = isJsonObject(root) ? root : root ? {} : { not: {} };
    const type = own(schema, "type");
    if (type === "object") return root;
    const proven = provablyObject(schema, resolverFor(schema, context.dialect));
    const namesObject = type === undefined || (Array.isArray(type) && type.includes("object"));
    const wireObject = context.role === "inputSchema" && namesObject;
    if (!proven && !wireObject) {
      if (context.role !== "inputSchema" && context.requested.has("output-wrap")) return root;
      const what = type === undefined ? "is not provably an object" : `has type ${show(type)}`;
      refuse(context, "no-loosening-form", "", `the root ${what}; type: "object" would tighten it`);
      return root;
    }
    const out: JsonObject = {};
    for (const key of LEADING) if (Object.hasOwn(schema, key)) setOwn(out, key, schema[key] as JsonObject[string]);
    setOwn(out, "type", "object");
    for (const [key, value] of Object.entries(schema)) if (!LEADING.includes(key) && key !== "type") setOwn(out, key, value);
    const why = proven ? "the root provably accepts objects only" : "tool arguments are an object on the MCP wire";
    note(context, rootObjectType, "/type", "same", `type: "object" added (${why})`);
    return out;
  },
};
