/**
 * The wire documents mcp-wire validates against: per MCP revision, one result type of schema.json as the root
 * (`ListToolsResult`, `CallToolResult`, and at 2026-07-28 `InputRequiredResult`) with exactly the definitions it
 * reaches through `$ref`, taken from the copied definitions of spec-definitions.ts (schema/<revision>/schema.json at
 * commit b0f60ba, `description` annotations removed). A test checks each document against
 * fixtures/mcp-spec/<revision>/schema.json, so a drift fails.
 */
import { REVISIONS } from "@mcp-wire/spec";
import type { Revision } from "../types.js";
import { SPEC_DEFINITIONS } from "./spec-definitions.js";

/** The wire schema of one result type at one revision: a JSON Schema whose root `$ref`s that type's definition. */
export type WireDocument = Readonly<Record<string, unknown>>;

/** The definition names `value` refers to (`#/<defs>/<name>`), anywhere inside it. */
function referenced(value: unknown, into: Set<string>): Set<string> {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (Array.isArray(next)) stack.push(...next);
    else if (typeof next === "object" && next !== null) {
      for (const [key, member] of Object.entries(next)) {
        if (key === "$ref" && typeof member === "string") into.add(member.slice(member.lastIndexOf("/") + 1));
        else stack.push(member);
      }
    }
  }
  return into;
}

/**
 * `{ $schema, $ref: "#/<defs>/<root>", <defs>: { <root>, …every definition it reaches (names sorted) } }` at
 * `revision`.
 * @throws Error when `root` or a definition it reaches is not among the copied ones (a broken copy, found by the tests)
 */
function wireDocument(revision: Revision, root: string): WireDocument {
  const { $schema, key, definitions } = SPEC_DEFINITIONS[revision];
  const reached = new Set<string>();
  const pending = [root];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reached.has(name)) continue;
    if (!Object.hasOwn(definitions, name)) throw new Error(`${revision}: no copied definition ${name}`);
    reached.add(name);
    pending.push(...referenced(definitions[name], new Set()));
  }
  return { $schema, $ref: `#/${key}/${root}`, [key]: Object.fromEntries([...reached].sort().map((name) => [name, definitions[name]])) };
}

const perRevision = (root: string): Readonly<Record<Revision, WireDocument>> =>
  Object.fromEntries(REVISIONS.map((revision) => [revision, wireDocument(revision, root)])) as Record<Revision, WireDocument>;

/** Per revision: `{ $schema, $ref: "#/<defs>/ListToolsResult", <defs>: { ListToolsResult, Tool, … } }`. */
export const WIRE_DOCUMENTS: Readonly<Record<Revision, WireDocument>> = perRevision("ListToolsResult");

/** Per revision: `{ $schema, $ref: "#/<defs>/CallToolResult", <defs>: { CallToolResult, ContentBlock, … } }`. */
export const CALL_RESULT_DOCUMENTS: Readonly<Record<Revision, WireDocument>> = perRevision("CallToolResult");

/**
 * `InputRequiredResult` of 2026-07-28, the first revision with the multi-round-trip flow (a `tools/call` response there
 * is `anyOf [InputRequiredResult, CallToolResult]`): `{ $schema, $ref: "#/$defs/InputRequiredResult", $defs: { … } }`.
 */
export const INPUT_REQUIRED_DOCUMENT: WireDocument = wireDocument("2026-07-28", "InputRequiredResult");
