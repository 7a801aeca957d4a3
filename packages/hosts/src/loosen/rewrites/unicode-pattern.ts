/**
 * `unicode-pattern`: a `pattern` that is not a valid ECMA-262 regular expression in unicode mode is dropped, which
 * loosens the schema (JSON Schema 2020-12 validation §6.3.3: patterns are ECMA-262 regexes; Ajv compiles them with
 * the `u` flag, so the SDK 1.x and 2.x validators and `new Ajv()` refuse `"^agent\_run\_"`, checked against
 * npm:ajv@8.20.0). In a non-positive place (under `not`, `if`, `oneOf`) the keywords above it are widened first (a
 * `not` dropped, a `oneOf` read as `anyOf`: walk.ts), itself a loosening; where a `$ref` sits in a non-positive
 * place nothing can be widened safely, and the pattern is left as it is, with an issue.
 */
import { pointer, show } from "@mcp-wire/core";
import { isJsonObject, own } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite } from "../context.js";
import { mapSubschemas, without } from "../walk.js";

/** Whether `source` compiles as a unicode-mode regex. */
function compilesInUnicodeMode(source: string): boolean {
  try {
    new RegExp(source, "u");
    return true;
  } catch {
    return false;
  }
}

export const unicodePattern: Rewrite = {
  id: "unicode-pattern",
  source: "npm:ajv@8.20.0",
  apply: (schema, context) =>
    mapSubschemas(
      schema,
      context.dialect,
      (node, at) => {
        const source = isJsonObject(node) ? own(node, "pattern") : undefined;
        if (!isJsonObject(node) || typeof source !== "string" || compilesInUnicodeMode(source)) return node;
        const path = pointer(at.path, "pattern");
        if (!at.positive && !at.widen()) {
          refuse(context, "no-loosening-form", path, `pattern ${show(source)} is invalid in unicode mode; dropping it here would tighten`);
          return node;
        }
        note(context, unicodePattern, path, "looser", `pattern ${show(source)} is invalid in unicode mode; dropped`);
        return without(node, ["pattern"]);
      },
      (path, message) => note(context, unicodePattern, path, "looser", message),
    ),
};
