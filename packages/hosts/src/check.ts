/**
 * `checkToolSchema`: what stops a host from loading or reading a tool schema as written.
 */
import { fragmentTokens, ownOptions, resolveTokens } from "@mcp-wire/core";
import { DIALECT_URI, dialectOf, isJsonObject, isSchema, issue, own, readSchema, splitRef, structuralIssues, walkSchema, type JsonSchema, type SchemaIssue } from "@mcp-wire/dialect";
import { HOST_PROFILES, type HostId } from "./profiles.js";
import { NODE_RULES, type RuleContext } from "./rules.js";

/** Options of `checkToolSchema` and `projectFor`. */
export interface ToolSchemaOptions {
  /**
   * Which tool schema this is: `input` (default, MCP `Tool.inputSchema`) or `output` (`Tool.outputSchema`, which
   * describes `structuredContent`). MCP requires `type: "object"` at the root of both (schema.json of MCP
   * 2025-06-18 and 2025-11-25: `Tool.outputSchema` is "currently restricted to type: "object" at the root
   * level"); `checkToolSchema` reports `root-not-object` for either.
   */
  readonly io?: "input" | "output";
}

/**
 * Diagnostics `{ path, code, message }[]` (`SchemaIssue`, path a JSON Pointer into `schema`) for everything
 * that makes `host` refuse or misread this tool schema: its `$schema` label (`unsupported-dialect-label`),
 * draft-07 tuples under 2020-12 (`draft-07-tuple`), 2020-12 tuples under draft-07 (`tuple-misread`), type
 * arrays, missing or remote `$ref` targets, keywords and formats outside the host's subset, strict-mode rules,
 * and — for input and output schemas alike (`options.io`) — a root that is not `type: "object"`
 * (`root-not-object` at `""`, MCP `Tool.inputSchema` / `Tool.outputSchema`). Empty when the host reads it as
 * written. For every host alike: keyword values of the wrong type (`invalid-keyword-value`) and `$ref` loops
 * without progress (`ref-cycle`), which no host can compile. Reads `schema` once through a guarded snapshot
 * (`readSchema`): a value JSON cannot carry, a throwing getter or Proxy, a cycle, or a root that is not a schema
 * is returned as an issue with its path (`invalid-value`, `cyclic-schema`, `too-deep`, `not-a-schema`), and
 * nothing else is checked. Never throws; never mutates `schema`.
 */
export function checkToolSchema(schema: JsonSchema, host: HostId, options: ToolSchemaOptions = {}): SchemaIssue[] {
  const read = readSchema(schema);
  return read.value === undefined ? [...read.issues] : checkRead(read.value, host, options);
}

/** `checkToolSchema` on a snapshot (internal callers that already hold one). */
export function checkRead(schema: JsonSchema, host: HostId, options: ToolSchemaOptions = {}): SchemaIssue[] {
  const profile = HOST_PROFILES[host];
  const out: SchemaIssue[] = [];
  const declared = dialectOf(schema);
  const label = isJsonObject(schema) ? own(schema, "$schema") : undefined;
  if (label !== undefined && (declared === undefined || !profile.labels.includes(declared))) {
    out.push(issue("/$schema", "unsupported-dialect-label", `${host} refuses $schema ${JSON.stringify(label)}`));
  }
  if (!(isJsonObject(schema) && own(schema, "type") === "object")) {
    out.push(issue("", "root-not-object", `a tool ${ownOptions(options).io ?? "input"} schema needs type: "object" at its root`));
  }
  const traversal = declared ?? "2020-12";
  const ctx: RuleContext = {
    profile,
    reads: profile.reads === "declared" ? traversal : profile.reads,
    refKind: (ref) => refKind(schema, ref),
  };
  out.push(...walkSchema(schema, traversal, (node, pointer) => {
    if (isJsonObject(node)) for (const rule of NODE_RULES) out.push(...rule(node, pointer, ctx));
  }));
  out.push(...structuralIssues(schema, traversal));
  return out;
}

/**
 * Where a `$ref` of `root` leads: `local` (a subschema of this document, an anchor or `$id` fragment in it, or a known
 * meta-schema URI), `missing` (a same-document pointer or anchor with no target), `external` (another document).
 */
export function refKind(root: JsonSchema, ref: string): "local" | "missing" | "external" {
  const { base, fragment } = splitRef(ref);
  const id = isJsonObject(root) ? own(root, "$id") : undefined;
  if (base !== "" && base !== (typeof id === "string" ? id.replace(/#.*$/, "") : undefined)) {
    return Object.values(DIALECT_URI).some((uri) => uri.replace(/#$/, "") === base.replace(/#$/, "")) ? "local" : "external";
  }
  const tokens = fragmentTokens(fragment ?? "");
  if (tokens !== undefined) {
    const target = resolveTokens(root, tokens);
    return target.found && isSchema(target.value) ? "local" : "missing";
  }
  let found = false;
  walkSchema(root, "2020-12", (node) => {
    if (!isJsonObject(node)) return;
    for (const key of ["$anchor", "$dynamicAnchor"]) if (own(node, key) === fragment) found = true;
    if (own(node, "$id") === `#${fragment}`) found = true;
  });
  return found ? "local" : "missing";
}
