/**
 * Per-node diagnostics for a host profile. Each rule reads the profile (data) and one subschema.
 */
import { pointer as appendPointer } from "@mcp-wire/core";
import { isJsonObject, issue, own, type Dialect, type JsonObject, type SchemaIssue } from "@mcp-wire/dialect";
import type { HostProfile } from "./profiles.js";

/** What a rule sees besides the node. */
export interface RuleContext {
  readonly profile: HostProfile;
  /** The dialect the host applies to this schema. */
  readonly reads: Dialect;
  /** Resolves a `$ref` in this document: `local`, `missing` or `external`. */
  readonly refKind: (ref: string) => "local" | "missing" | "external";
}

type Rule = (node: JsonObject, pointer: string, ctx: RuleContext) => SchemaIssue[];

const isTrivial = (value: unknown): boolean => value === true || (isJsonObject(value) && Object.keys(value).length === 0);

/** Lookaround and backreferences: outside the RE2-style engines of strict hosts. */
const UNSUPPORTED_REGEX = /\(\?<?[=!]|\\[1-9]|\\k</;

/** Every node rule, in reporting order. */
export const NODE_RULES: readonly Rule[] = [
  (node, pointer, { reads, profile }) =>
    Array.isArray(own(node, "items")) && reads !== "draft-07"
      ? [issue(appendPointer(pointer, "items"), "draft-07-tuple", `${profile.id}: an items array is a draft-07 tuple, not a valid 2020-12 schema`)]
      : [],
  (node, pointer, { reads, profile }) =>
    reads === "draft-07" && Array.isArray(own(node, "prefixItems")) && Object.hasOwn(node, "items") && !isTrivial(own(node, "items"))
      ? [issue(appendPointer(pointer, "items"), "tuple-misread", `${profile.id} applies items beside prefixItems to every element`)]
      : [],
  (node, pointer, { profile }) =>
    !profile.typeArrays && Array.isArray(own(node, "type"))
      ? [issue(appendPointer(pointer, "type"), "type-array", `${profile.id} refuses a type array; use anyOf`)]
      : [],
  (node, pointer, { refKind, profile }) => {
    const ref = own(node, "$ref");
    if (typeof ref !== "string") return [];
    const kind = refKind(ref);
    if (kind === "missing") return [issue(appendPointer(pointer, "$ref"), "missing-ref-target", `$ref ${JSON.stringify(ref)} has no target`)];
    if (kind === "external") return [issue(appendPointer(pointer, "$ref"), "remote-ref", `${profile.id} does not fetch $ref ${JSON.stringify(ref)}`)];
    return [];
  },
  (node, pointer, { profile }) => {
    const allowed = profile.keywords;
    if (allowed === "any") return [];
    return Object.keys(node)
      .filter((key) => !allowed.includes(key))
      .map((key) => issue(appendPointer(pointer, key), "unsupported-keyword", `${profile.id} does not read ${key}`));
  },
  (node, pointer, { profile }) => {
    const format = own(node, "format");
    const allowed = profile.formats;
    return typeof format === "string" && allowed !== "any" && !allowed.includes(format)
      ? [issue(appendPointer(pointer, "format"), "unsupported-format", `${profile.id} does not support format ${JSON.stringify(format)}`)]
      : [];
  },
  (node, pointer, { profile }) => {
    if (!profile.strict) return [];
    const out: SchemaIssue[] = [];
    const properties = own(node, "properties");
    if (own(node, "type") === "object" || isJsonObject(properties)) {
      if (own(node, "additionalProperties") !== false) out.push(issue(appendPointer(pointer, "additionalProperties"), "strict-additional-properties"));
      const required = own(node, "required");
      const names = isJsonObject(properties) ? Object.keys(properties) : [];
      const missing = names.filter((name) => !(Array.isArray(required) && required.includes(name)));
      if (missing.length > 0) out.push(issue(appendPointer(pointer, "required"), "strict-required", `strict mode needs required to list ${missing.join(", ")}`));
    }
    const pattern = own(node, "pattern");
    if (typeof pattern === "string" && UNSUPPORTED_REGEX.test(pattern)) out.push(issue(appendPointer(pointer, "pattern"), "unsupported-pattern"));
    return out;
  },
];
