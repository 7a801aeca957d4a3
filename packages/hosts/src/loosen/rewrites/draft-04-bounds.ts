/**
 * `draft-04-exclusive-bounds`: the draft-04 boolean forms become the numeric ones of the same meaning (draft-04
 * validation §5.1.2–3, draft-06 on): `minimum: m, exclusiveMinimum: true` → `exclusiveMinimum: m`;
 * `exclusiveMinimum: false`, or `true` without `minimum`, is dropped (it had no effect); the same for the maximum.
 * Hosts that check the 2020-12 meta-schema refuse the booleans: the Anthropic API fails every request (Dokploy/mcp#74).
 */
import { pointer } from "@mcp-wire/core";
import { isJsonObject, setOwn, type JsonObject, type JsonValue } from "@mcp-wire/dialect";
import { note, type Rewrite } from "../context.js";
import { mapSubschemas } from "../walk.js";

/** Each exclusive keyword with the inclusive bound it qualified in draft-04. */
const BOUNDS = [
  { exclusive: "exclusiveMinimum", bound: "minimum" },
  { exclusive: "exclusiveMaximum", bound: "maximum" },
] as const;

export const draft04Bounds: Rewrite = {
  id: "draft-04-exclusive-bounds",
  source: "Dokploy/mcp#74",
  apply: (schema, context) =>
    mapSubschemas(schema, context.dialect, (node, at) => {
      if (!isJsonObject(node)) return node;
      let out: JsonObject = node;
      for (const { exclusive, bound } of BOUNDS) {
        const flag = Object.hasOwn(out, exclusive) ? out[exclusive] : undefined;
        if (typeof flag !== "boolean") continue;
        const limit: JsonValue | undefined = Object.hasOwn(out, bound) ? out[bound] : undefined;
        const numeric = flag && typeof limit === "number";
        const next: JsonObject = {};
        for (const [key, value] of Object.entries(out)) {
          if (key === exclusive) {
            if (numeric) setOwn(next, exclusive, limit);
          } else if (!(numeric && key === bound)) setOwn(next, key, value);
        }
        out = next;
        const message = numeric
          ? `${bound}: ${limit}, ${exclusive}: true written ${exclusive}: ${limit}`
          : `${exclusive}: ${flag} dropped (it bounded nothing)`;
        note(context, draft04Bounds, pointer(at.path, exclusive), "same", message);
      }
      return out;
    }),
};
