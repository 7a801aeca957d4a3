/**
 * `output-wrap`: the one SEP-2106 wrap. An output schema whose root is not `type: "object"` (an array, a string, a
 * typeless `anyOf`) is wrapped for 2025-era sessions (the 2025-06-18 and 2025-11-25 `Tool.outputSchema` needs an
 * object root; 2026-07-28 takes any root) exactly as npm:@modelcontextprotocol/server@2.4.0 does in its 2025 wire
 * codec (`wrapOutputSchemaForLegacy`): `{ $schema?, type: "object", properties: { result: <schema> }, required:
 * ["result"] }`, the root's `$schema` copied to the wrapper and the whole natural schema (its `$defs` and
 * `definitions` with it) kept under `result`. Same-document pointer references move with it (`#` →
 * `#/properties/result`, `#/$defs/a` → `#/properties/result/$defs/a`); under 2019-09, a root without
 * `$recursiveAnchor: true` has its `$recursiveRef: "#"` (which then resolves to the document root) turned into
 * `$ref: "#/properties/result"`. A root with its own base `$id` is kept whole (it stays one resource under the
 * wrapper), and so is every subtree with its own base `$id`. Anchors and remote references resolve as before. The
 * SDK also rewrites pointers under keywords no dialect reads as subschemas; here only subschemas are walked, which
 * validates alike. Its results must be wrapped to match: `wrapStructuredContent`. An input schema is never wrapped
 * (an issue).
 */
import { isJsonObject, own, setOwn, type JsonObject, type JsonSchema } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { embeddedResources } from "../refs.js";
import { mapSubschemas, walkingDialect, without } from "../walk.js";

/** The property the natural schema and value are wrapped in. */
export const WRAP_KEY = "result";

/** Where the natural schema sits in the wrapper. */
const NATURAL = `#/properties/${WRAP_KEY}`;

/** Reference keywords whose pointers move with the schema. */
const POINTER_KEYWORDS: readonly string[] = ["$ref", "$dynamicRef"];

/** The reference `ref` after the schema moved under `/properties/result`. */
function moved(ref: string): string {
  if (ref === "#") return NATURAL;
  return ref.startsWith("#/") ? `${NATURAL}${ref.slice(1)}` : ref;
}

/** `$recursiveRef: "#"` of a 2019-09 schema as the `$ref` that keeps its target once the root moves. */
function recursionAsRef(node: JsonObject): JsonObject {
  const out = without(node, ["$recursiveRef"]);
  if (!Object.hasOwn(out, "$ref")) {
    setOwn(out, "$ref", NATURAL);
    return out;
  }
  const allOf = own(out, "allOf");
  setOwn(out, "allOf", [...(Array.isArray(allOf) ? allOf : []), { $ref: NATURAL }]);
  return out;
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
    const recursion = context.dialect === "2019-09" && !(isJsonObject(schema) && own(schema, "$recursiveAnchor") === true);
    // under its own `$id` the schema stays one resource: its references and definitions resolve inside it as before
    const natural = rebased
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
          return recursion && own(node, "$recursiveRef") === "#" ? recursionAsRef(out ?? node) : (out ?? node);
        });
    const wrapper: JsonObject = {};
    const label = isJsonObject(schema) ? own(schema, "$schema") : undefined;
    if (typeof label === "string") setOwn(wrapper, "$schema", label);
    setOwn(wrapper, "type", "object");
    setOwn(wrapper, "properties", { [WRAP_KEY]: natural });
    setOwn(wrapper, "required", [WRAP_KEY]);
    context.wrapped = true;
    note(context, outputWrap, "", "reshaped", `output schema wrapped as { ${WRAP_KEY}: … } (SEP-2106); wrap each structuredContent to match`);
    return wrapper;
  },
};
