/**
 * Whether a schema provably accepts objects only, so that `type: "object"` beside it changes nothing (JSON Schema
 * 2020-12 core §10.2.1–2, validation §6.1.1–3): `type` names only `object`; `enum` / `const` hold objects only; an
 * `allOf` member, a local `$ref` target, every `anyOf` / `oneOf` branch that can match, or both `then` and `else`,
 * are provably objects. Reference chains are followed to a bound of 16.
 */
import { isJsonObject, own, type JsonSchema, type JsonValue } from "@mcp-wire/dialect";
import type { Resolver } from "./refs.js";

/** Longest reference chain followed. */
const MAX_REF_CHAIN = 16;

/** Whether a subschema can match nothing (`false`, `{ not: {} }`). */
export function matchesNothing(node: JsonSchema): boolean {
  if (node === false) return true;
  if (!isJsonObject(node)) return false;
  const keys = Object.keys(node);
  const inner = own(node, "not");
  return keys.length === 1 && (inner === true || (isJsonObject(inner) && Object.keys(inner).length === 0));
}

const isObjectValue = (value: JsonValue): boolean => isJsonObject(value);

/** See the module docstring; `resolve` resolves the document's references (refs.ts `resolverFor`). */
export function provablyObject(node: JsonSchema, resolve: Resolver, chain = 0): boolean {
  if (!isJsonObject(node) || chain > MAX_REF_CHAIN) return false;
  const type = own(node, "type");
  if (type === "object" || (Array.isArray(type) && type.length > 0 && type.every((name) => name === "object"))) return true;
  const values = own(node, "enum");
  if (Array.isArray(values) && values.length > 0 && values.every(isObjectValue)) return true;
  if (Object.hasOwn(node, "const") && isObjectValue(node["const"] as JsonValue)) return true;
  const all = own(node, "allOf");
  if (Array.isArray(all) && all.some((member) => provablyObject(member as JsonSchema, resolve, chain))) return true;
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = own(node, keyword);
    if (!Array.isArray(branches)) continue;
    const live = branches.filter((branch) => !matchesNothing(branch as JsonSchema));
    if (live.length > 0 && live.every((branch) => provablyObject(branch as JsonSchema, resolve, chain))) return true;
  }
  const then = own(node, "then");
  const otherwise = own(node, "else");
  if (Object.hasOwn(node, "if") && then !== undefined && otherwise !== undefined && provablyObject(then as JsonSchema, resolve, chain) && provablyObject(otherwise as JsonSchema, resolve, chain)) return true;
  const ref = own(node, "$ref");
  if (typeof ref !== "string") return false;
  const resolved = resolve(ref);
  return resolved.found && provablyObject(resolved.target, resolve, chain + 1);
}
