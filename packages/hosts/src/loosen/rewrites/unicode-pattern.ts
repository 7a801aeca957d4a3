/**
 * `unicode-pattern`: a `pattern` that is not a valid ECMA-262 regular expression in unicode mode is dropped, which
 * loosens the schema (JSON Schema 2020-12 validation §6.3.3: patterns are ECMA-262 regexes; Ajv compiles them with
 * the `u` flag, so the SDK 1.x and 2.x validators and `new Ajv()` refuse `"^agent\_run\_"`, checked against
 * npm:ajv@8.20.0). A `patternProperties` name that is such a regex is dropped with its schema, and with it the
 * node's `additionalProperties` / `unevaluatedProperties`, which would otherwise check the names it matched (core
 * §10.3.2.3). In a non-positive place (under `not`, `if`, `oneOf`) the keywords above it are widened first (a `not`
 * dropped, a `oneOf` read as `anyOf`: walk.ts), itself a loosening; in the target of a `$ref` that sits in a
 * non-positive place nothing can be widened safely, and the pattern is left as it is, with an issue.
 */
import { pointer, show } from "@mcp-wire/core";
import { isJsonObject, own, setOwn, type JsonObject } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite, type RewriteContext } from "../context.js";
import { mapSubschemas, without, type At } from "../walk.js";

/** Keywords that check the names `patternProperties` did not match: dropped with a dropped pattern. */
const UNMATCHED: readonly string[] = ["additionalProperties", "unevaluatedProperties"];

/** Whether `source` compiles as a unicode-mode regex. */
function compilesInUnicodeMode(source: string): boolean {
  try {
    new RegExp(source, "u");
    return true;
  } catch {
    return false;
  }
}

/** Whether a loosening may happen at `at` (widening what is above it if need be); records an issue when not. */
function mayLoosen(context: RewriteContext, at: At, path: string, what: string): boolean {
  if (at.positive || at.widen()) return true;
  refuse(context, "no-loosening-form", path, `${what} is invalid in unicode mode; dropping it here would tighten`);
  return false;
}

/** `node` without its invalid `patternProperties` names (and then without `UNMATCHED`), or `node` itself. */
function withoutBadNames(node: JsonObject, at: At, context: RewriteContext): JsonObject {
  const patterns = own(node, "patternProperties");
  if (!isJsonObject(patterns)) return node;
  const bad = Object.keys(patterns).filter((name) => !compilesInUnicodeMode(name));
  if (bad.length === 0 || !mayLoosen(context, at, pointer(at.path, "patternProperties", bad[0] as string), `patternProperties name ${show(bad[0])}`)) return node;
  for (const name of bad) note(context, unicodePattern, pointer(at.path, "patternProperties", name), "looser", `patternProperties name ${show(name)} is invalid in unicode mode; dropped with its schema`);
  const dropped = UNMATCHED.filter((key) => Object.hasOwn(node, key));
  for (const key of dropped) note(context, unicodePattern, pointer(at.path, key), "looser", `${key} dropped: it would check the names the dropped pattern matched`);
  const out = without(node, dropped);
  setOwn(out, "patternProperties", without(patterns, bad));
  return out;
}

export const unicodePattern: Rewrite = {
  id: "unicode-pattern",
  source: "npm:ajv@8.20.0",
  apply: (schema, context) =>
    mapSubschemas(
      schema,
      context.dialect,
      (node, at) => {
        if (!isJsonObject(node)) return node;
        const named = withoutBadNames(node, at, context);
        const source = own(named, "pattern");
        if (typeof source !== "string" || compilesInUnicodeMode(source)) return named;
        const path = pointer(at.path, "pattern");
        if (!mayLoosen(context, at, path, `pattern ${show(source)}`)) return named;
        note(context, unicodePattern, path, "looser", `pattern ${show(source)} is invalid in unicode mode; dropped`);
        return without(named, ["pattern"]);
      },
      (path, message) => note(context, unicodePattern, path, "looser", message),
    ),
};
