/**
 * `inputResponse`: a safe, discriminated view of one entry of a retried request's `inputResponses`.
 * The client is untrusted: the entry is read once through a snapshot (own keys only, `__proto__` an
 * ordinary key, getters and Proxy traps that throw caught), then classified.
 *
 * Source: MCP 2026-07-28 `schema.json`, definitions `InputResponses` (keys are those of
 * `InputRequests`), `InputResponse` (anyOf `CreateMessageResult`, `ListRootsResult`, `ElicitResult`),
 * `ElicitResult`, `ListRootsResult`, `Root`, `CreateMessageResult`, `Role`.
 */
import { elicitAction, elicitResult, type ElicitAction } from "@mcp-wire/spec";
import { contentIssue, type ContentIssue } from "./content-issues.js";
import { pointer, thrownMessage } from "@mcp-wire/core";
import { isRecord, jsonKind, own, RESERVED_NAMES, snapshot, type JsonRecord, type JsonValue } from "./tree.js";

export type { ElicitAction } from "@mcp-wire/spec";

/**
 * `ElicitResult.content` as received: a null-prototype snapshot of JSON values (never the client's
 * object). Not yet validated: use `readElicitation` / `acceptedContent` with a schema, or `validateContent`.
 */
export type ElicitContent = Readonly<Record<string, unknown>>;

/** `Root`: a root directory or file (`uri` starts with `file://`). */
export interface Root {
  readonly uri: string;
  readonly name?: string;
  readonly _meta?: Readonly<Record<string, unknown>>;
}

/** `CreateMessageResult`: the sampled message (`content` a content block or a list of them). */
export interface CreateMessageResult {
  readonly model: string;
  readonly role: "user" | "assistant";
  readonly content: unknown;
  readonly stopReason?: string;
  readonly _meta?: Readonly<Record<string, unknown>>;
}

/**
 * The view of one `inputResponses` entry:
 * - `missing`: no own entry under the key (or `inputResponses` is `undefined`/`null`: the first call);
 * - `elicit`: an `ElicitResult`; `content` only for `accept` (ignored otherwise), `undefined` when absent;
 * - `sampling`: a `CreateMessageResult`; `roots`: a `ListRootsResult`'s roots;
 * - `invalid`: present but none of these, or unreadable, or `inputResponses` is not an object, or the
 *   accepted content holds a name no requestedSchema can declare (`__proto__`, `constructor`,
 *   `prototype`); `issues` point into the entry (`"/action"`, `"/content/__proto__"`).
 */
export type InputResponseView =
  | { readonly kind: "missing" }
  | { readonly kind: "elicit"; readonly action: ElicitAction; readonly content: ElicitContent | undefined }
  | { readonly kind: "sampling"; readonly result: CreateMessageResult }
  | { readonly kind: "roots"; readonly roots: readonly Root[] }
  | { readonly kind: "invalid"; readonly issues: readonly ContentIssue[] };

const ROLES: readonly string[] = ["user", "assistant"] satisfies CreateMessageResult["role"][];

const MISSING: InputResponseView = Object.freeze({ kind: "missing" });

function invalid(path: string, code: ContentIssue["code"], message: string): InputResponseView {
  return { kind: "invalid", issues: [contentIssue(path, code, message)] };
}

/** Most wire issues an invalid ElicitResult reports. */
const MAX_RESULT_ISSUES = 20;

/** What each member of an ElicitResult must be, by the first token of the wire schema's issue path. */
const RESULT_MEMBERS: Readonly<Record<string, (value: JsonValue | undefined) => [ContentIssue["code"], string]>> = {
  action: () => ["not-in-enum", `must be one of ${elicitAction.options.join(", ")}`],
  content: (value) => ["type-mismatch", `must be an object, got ${jsonKind(value)}`],
  _meta: (value) => ["type-mismatch", `must be an object, got ${jsonKind(value)}`],
};

/** One issue of an entry that fails the wire `ElicitResult` (2026-07-28), at its path in the entry. */
function resultIssue(entry: JsonRecord, path: readonly PropertyKey[], message: string): ContentIssue {
  const tokens = path.map((token) => (typeof token === "symbol" ? (token.description ?? "") : token));
  const at = pointer("", ...tokens);
  const head = String(tokens[0] ?? "");
  if (tokens.length > 1 && head === "content") return contentIssue(at, "type-mismatch", "must be a string, a number, a boolean or a list of strings");
  const member = tokens.length === 1 && Object.hasOwn(RESULT_MEMBERS, head) ? RESULT_MEMBERS[head] : undefined;
  const [code, text] = member ? member(own(entry, head)) : (["type-mismatch", message] as const);
  return contentIssue(at, code, text);
}

function elicitView(entry: JsonRecord): InputResponseView {
  const checked = elicitResult.safeParse(entry);
  if (!checked.success) {
    return { kind: "invalid", issues: checked.error.issues.slice(0, MAX_RESULT_ISSUES).map((found) => resultIssue(entry, found.path, found.message)) };
  }
  const action = own(entry, "action") as ElicitAction;
  if (action !== "accept") return { kind: "elicit", action, content: undefined };
  const content = own(entry, "content");
  if (content === undefined) return { kind: "elicit", action, content: undefined };
  if (!isRecord(content)) return invalid("/content", "type-mismatch", `must be an object, got ${jsonKind(content)}`);
  // No requestedSchema can declare these names, and a copy made with Object.assign or spread would
  // let the client choose its prototype: the whole answer is invalid.
  const reserved = Object.keys(content).filter((k) => RESERVED_NAMES.has(k));
  if (reserved.length > 0) {
    return { kind: "invalid", issues: reserved.map((k) => contentIssue(pointer("/content", k), "undeclared-key", "is a name no requestedSchema can declare")) };
  }
  return { kind: "elicit", action, content: { ...content } as ElicitContent };
}

function rootsView(entry: JsonRecord): InputResponseView {
  const roots = own(entry, "roots");
  if (!Array.isArray(roots)) return invalid("/roots", "type-mismatch", `must be an array, got ${jsonKind(roots)}`);
  const issues: ContentIssue[] = [];
  roots.forEach((root, i) => {
    if (!isRecord(root)) issues.push(contentIssue(pointer("/roots", i), "type-mismatch", `must be an object, got ${jsonKind(root)}`));
    else if (typeof own(root, "uri") !== "string") issues.push(contentIssue(pointer("/roots", i, "uri"), "type-mismatch", "must be a string"));
  });
  return issues.length > 0 ? { kind: "invalid", issues } : { kind: "roots", roots: roots as unknown as Root[] };
}

function samplingView(entry: JsonRecord): InputResponseView {
  const issues: ContentIssue[] = [];
  if (typeof own(entry, "model") !== "string") issues.push(contentIssue("/model", "type-mismatch", "must be a string"));
  const role = own(entry, "role");
  if (typeof role !== "string" || !ROLES.includes(role)) issues.push(contentIssue("/role", "not-in-enum", "must be user or assistant"));
  const content = own(entry, "content");
  if (typeof content !== "object" || content === null) issues.push(contentIssue("/content", "type-mismatch", "must be a content block or a list of them"));
  return issues.length > 0 ? { kind: "invalid", issues } : { kind: "sampling", result: entry as unknown as CreateMessageResult };
}

/** Reads `responses[key]` as an own property, never throwing: `undefined` when absent. */
function readEntry(responses: unknown, key: string): { value: unknown } | { error: string } | undefined {
  try {
    if (responses === undefined || responses === null) return undefined;
    if ((typeof responses !== "object" && typeof responses !== "function") || Array.isArray(responses)) {
      return { error: `inputResponses must be an object, got ${Array.isArray(responses) ? "an array" : typeof responses}` };
    }
    if (!Object.hasOwn(responses, key)) return undefined;
    return { value: (responses as Record<string, unknown>)[key] };
  } catch (cause) {
    return { error: `reading it threw: ${thrownMessage(cause)}` };
  }
}

/**
 * A discriminated view of `responses[key]`, one entry of the `inputResponses` a client sends when it
 * retries a request after an `input_required` result (2026-07-28).
 *
 * Classification follows `InputResponse`: an entry with `action` is an `ElicitResult`, with `roots` a
 * `ListRootsResult`, with `model`/`role`/`content` a `CreateMessageResult`; anything else is `invalid`
 * (code `unknown-response`). Never throws on any `responses` (garbage, Proxies, throwing getters,
 * cycles, `__proto__` keys); prototype keys are never read.
 *
 * @param responses - the `inputResponses` of the retried request's params (any value; `undefined` on a first call)
 * @param key - the key given to the request in `inputRequests`
 * @returns {@link InputResponseView}; everything in it is a fresh snapshot, never the client's objects
 * @throws TypeError only when `key` is not a string
 */
export function inputResponse(responses: unknown, key: string): InputResponseView {
  if (typeof key !== "string") throw new TypeError(`inputResponse: key must be a string, got ${typeof key}`);
  const entry = readEntry(responses, key);
  if (entry === undefined) return MISSING;
  if ("error" in entry) return invalid("", "invalid-value", entry.error);
  const tree = snapshot(entry.value);
  if (tree.issues.length > 0) {
    return { kind: "invalid", issues: tree.issues.map((i) => contentIssue(i.path, "invalid-value", i.message)) };
  }
  const value = tree.value;
  if (!isRecord(value)) return invalid("", "type-mismatch", `must be an object, got ${jsonKind(value)}`);
  if (own(value, "action") !== undefined) return elicitView(value);
  if (own(value, "roots") !== undefined) return rootsView(value);
  if (own(value, "model") !== undefined || own(value, "role") !== undefined || own(value, "content") !== undefined) {
    return samplingView(value);
  }
  return invalid("", "unknown-response", "is none of CreateMessageResult, ListRootsResult, ElicitResult");
}
