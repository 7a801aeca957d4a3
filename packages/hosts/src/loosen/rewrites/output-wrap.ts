/**
 * `output-wrap`: an output schema whose root is not `type: "object"` (an array, a string, a typeless `anyOf`) is
 * wrapped as SEP-2106 prescribes for 2025-era sessions, `{ type: "object", properties: { result: <schema> },
 * required: ["result"] }`, as npm:@modelcontextprotocol/server@2.4.0 does for its 2025 wire (the 2025-06-18 and
 * 2025-11-25 `Tool.outputSchema` needs an object root; 2026-07-28 takes any root). Its results must be wrapped to
 * match: `wrapStructuredContent`. Same-document pointer references are moved with the schema (`#/items` →
 * `#/properties/result/items`, `#` → `#/properties/result`); the root's `$schema`, `$defs` and `definitions` move to
 * the wrapper's root, so references into them stay as they are (a schema with its own root `$id` keeps them, and
 * stays one resource under the wrapper). Anchors, remote references, and references under
 * an embedded `$id` resolve as before and are left alone. An input schema is never wrapped (an issue).
 */
import { isJsonObject, own, setOwn, type JsonObject, type JsonSchema } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { embeddedResources } from "../refs.js";
import { mapSubschemas, walkingDialect, without } from "../walk.js";

/** The property the natural schema and value are wrapped in. */
export const WRAP_KEY = "result";

/** Keywords that move to the wrapper's root. */
const HOISTED: readonly string[] = ["$schema", "$defs", "definitions"];

/** Reference keywords whose pointers move with the schema. */
const POINTER_KEYWORDS: readonly string[] = ["$ref", "$dynamicRef"];

/** The reference `ref` after the schema moved under `/properties/result`. */
function moved(ref: string): string {
  if (ref === "#") return `#/properties/${WRAP_KEY}`;
  if (!ref.startsWith("#/") || ref.startsWith("#/$defs/") || ref.startsWith("#/definitions/") || ref === "#/$defs" || ref === "#/definitions") return ref;
  return `#/properties/${WRAP_KEY}${ref.slice(1)}`;
}

export const outputWrap: Rewrite = {
  id: "output-wrap",
  source: "npm:@modelcontextprotocol/server@2.4.0",
  apply: (schema, context) => {
    if (isJsonObject(schema) && own(schema, "type") === "object") return schema;
    if (context.role === "inputSchema") {
      refuse(context, "no-loosening-form", "", "an input schema whose root is not an object cannot be wrapped: the arguments would change shape");
      return schema;
    }
    const rootId = isJsonObject(schema) ? own(schema, "$id") : undefined;
    const rebased = typeof rootId === "string" && !rootId.startsWith("#");
    const embedded = embeddedResources(schema, context.dialect);
    const inside = (path: string): boolean => embedded.some((base) => path === base || path.startsWith(`${base}/`));
    // under its own `$id` the schema stays one resource: its references and definitions resolve inside it as before
    const hoisted = rebased ? ["$schema"] : HOISTED;
    const rewritten = rebased
      ? schema
      : mapSubschemas(schema, walkingDialect(context.dialect), (node, at) => {
          if (!isJsonObject(node) || inside(at.path)) return node;
          let out: JsonObject | undefined;
          for (const keyword of POINTER_KEYWORDS) {
            const ref = own(node, keyword);
            if (typeof ref !== "string" || moved(ref) === ref) continue;
            out ??= { ...node };
            setOwn(out, keyword, moved(ref));
          }
          return out ?? node;
        });
    const natural: JsonSchema = isJsonObject(rewritten) ? without(rewritten, hoisted) : rewritten;
    const wrapper: JsonObject = {};
    if (isJsonObject(rewritten)) for (const key of hoisted) if (Object.hasOwn(rewritten, key)) setOwn(wrapper, key, rewritten[key] as JsonObject[string]);
    setOwn(wrapper, "type", "object");
    setOwn(wrapper, "properties", { [WRAP_KEY]: natural });
    setOwn(wrapper, "required", [WRAP_KEY]);
    context.wrapped = true;
    note(context, outputWrap, "", "reshaped", `output schema wrapped as { ${WRAP_KEY}: … } (SEP-2106); wrap each structuredContent to match`);
    return wrapper;
  },
};
