/**
 * The rules of the model-API archetypes (`anthropic-api`, `openapi-3.0-subset`, `openai-strict`) on one schema they
 * receive, per node, from the reading their profile states as data (`RuleReading` in archetypes.ts): the `$schema`
 * labels the API loads, the dialect it reads, type arrays, its keyword and format subset, strict mode. `$ref` targets,
 * keyword value kinds and loops are the dialect layer's (meta.ts), which the API refuses by its `refuses` list.
 */
import { pointer, show } from "@mcp-wire/core";
import { dialectOf, isJsonObject, own, walkSchema, type JsonObject, type JsonSchema } from "@mcp-wire/dialect";
import type { ArchetypeProfile, RuleReading } from "./archetypes.js";
import { HOST_ISSUE_CODES, hostIssue } from "./issues.js";
import type { HostIssue, SchemaRole } from "./types.js";

/** Lookaround and backreferences: outside the RE2-style engines of strict hosts. */
const UNSUPPORTED_REGEX = /\(\?<?[=!]|\\[1-9]|\\k</;

const isTrivial = (value: unknown): boolean => value === true || (isJsonObject(value) && Object.keys(value).length === 0);

/** What one rule sees: the node, its pointer, the API's reading and id, and how to report (the API's blast and source). */
interface At {
  readonly node: JsonObject;
  readonly path: string;
  readonly reading: RuleReading;
  readonly id: string;
  readonly issue: (path: string, code: Parameters<typeof hostIssue>[1], message?: string) => HostIssue;
}

/** Every node rule, in reporting order. */
const NODE_RULES: readonly ((at: At) => HostIssue[])[] = [
  ({ node, path, reading, id, issue }) =>
    Array.isArray(own(node, "items")) && reading.reads !== "draft-07" ? [issue(pointer(path, "items"), "draft-07-tuple", `${id}: an items array is a draft-07 tuple, not a valid 2020-12 schema`)] : [],
  ({ node, path, reading, id, issue }) =>
    reading.reads === "draft-07" && Array.isArray(own(node, "prefixItems")) && Object.hasOwn(node, "items") && !isTrivial(own(node, "items"))
      ? [issue(pointer(path, "items"), "tuple-misread", `${id} applies items beside prefixItems to every element`)]
      : [],
  ({ node, path, reading, id, issue }) => (!reading.typeArrays && Array.isArray(own(node, "type")) ? [issue(pointer(path, "type"), "type-array", `${id} refuses a type array; use anyOf`)] : []),
  ({ node, path, reading, id, issue }) => {
    const allowed = reading.keywords;
    return allowed === "any" ? [] : Object.keys(node).filter((key) => !allowed.includes(key)).map((key) => issue(pointer(path, key), "unsupported-keyword", `${id} does not read ${key}`));
  },
  ({ node, path, reading, id, issue }) => {
    const format = own(node, "format");
    const allowed = reading.formats;
    return typeof format === "string" && allowed !== "any" && !allowed.includes(format) ? [issue(pointer(path, "format"), "unsupported-format", `${id} does not support format ${show(format, 120)}`)] : [];
  },
  ({ node, path, reading, issue }) => {
    if (!reading.strict) return [];
    const out: HostIssue[] = [];
    const properties = own(node, "properties");
    if (own(node, "type") === "object" || isJsonObject(properties)) {
      if (own(node, "additionalProperties") !== false) out.push(issue(pointer(path, "additionalProperties"), "strict-additional-properties"));
      const required = own(node, "required");
      const missing = (isJsonObject(properties) ? Object.keys(properties) : []).filter((name) => !(Array.isArray(required) && required.includes(name)));
      if (missing.length > 0) out.push(issue(pointer(path, "required"), "strict-required", `strict mode needs required to list ${missing.join(", ")}`));
    }
    const pattern = own(node, "pattern");
    if (typeof pattern === "string" && UNSUPPORTED_REGEX.test(pattern)) out.push(issue(pointer(path, "pattern"), "unsupported-pattern"));
    return out;
  },
];

/**
 * The rule findings of a model-API archetype on one schema (a plain JSON snapshot): a `$schema` label it does not load
 * (`unsupported-dialect-label`), a root without `type: "object"` (`root-not-object`), and the node rules above; each
 * with the API's blast (`tuple-misread`: `misread`) and first source.
 */
export function apiRuleIssues(profile: ArchetypeProfile, reading: RuleReading, role: SchemaRole, schema: JsonSchema): HostIssue[] {
  const source = profile.sources[0];
  // the message names its path first, as every reading issue does (`issueDetail` of @mcp-wire/dialect strips it)
  const issue = (path: string, code: Parameters<typeof hostIssue>[1], message?: string): HostIssue =>
    hostIssue(path, code, "host", code === "tuple-misread" ? "misread" : reading.blast, `${path === "" ? "root" : path}: ${message ?? HOST_ISSUE_CODES[code]}`, source);
  const out: HostIssue[] = [];
  const declared = dialectOf(schema);
  const label = isJsonObject(schema) ? own(schema, "$schema") : undefined;
  if (label !== undefined && (declared === undefined || !reading.labels.includes(declared))) out.push(issue("/$schema", "unsupported-dialect-label", `${profile.id} refuses $schema ${show(label, 120)}`));
  if (!(isJsonObject(schema) && own(schema, "type") === "object")) out.push(issue("", "root-not-object", `a tool ${role === "inputSchema" ? "input" : "output"} schema needs type: "object" at its root`));
  walkSchema(schema, declared ?? "2020-12", (node, path) => {
    if (isJsonObject(node)) for (const rule of NODE_RULES) out.push(...rule({ node, path, reading, id: profile.id, issue }));
  });
  return out;
}
