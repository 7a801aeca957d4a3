/**
 * Tool names a host keeps: the name rules a host applies (a product's `tool-name` rules, a model API's `toolNames`,
 * both for a composed host), and {@link renameTools}, the pure mapping `mcp-wire proxy --rename` serves and doctor
 * shows: each name a host would drop or rewrite gets a name it keeps, derived from the original, the same for the same
 * list on every run, and mapped back on `tools/call`.
 */
import { createHash } from "node:crypto";
import { makeIssue, ownOptions } from "@mcp-wire/core";
import { ARCHETYPE_PROFILES, type ArchetypeId } from "./archetypes.js";
import { HostsError } from "./issues.js";
import { compositionOf } from "./model-apis.js";
import { PRODUCTS } from "./products/catalog/index.js";
import { selectFacts } from "./products/facts.js";
import { EVIDENCE_LEVELS, type EvidenceLevel, type ProductId } from "./products/types.js";
import { judgedVersion } from "./products/versions.js";
import { isHostTarget, isProductHost, type HostTarget } from "./project/findings.js";
import type { Blast, Source } from "./types.js";

/**
 * One rule a host applies to tool names: `pattern` an ECMAScript regex source a name must match (unicode mode, anchored
 * by its own `^…$` where it is), `blast` what a name outside it costs, `source` the public report.
 */
export interface ToolNameRule {
  readonly pattern: string;
  readonly blast: Blast;
  readonly source: Source;
}

/** Options of {@link toolNameRules}. */
export interface ToolNameRulesOptions {
  /** The product version to judge at (`judgedVersion`: a release, `latest`, `*`); default: the product's current release. */
  readonly version?: string;
  /** Which facts count (`EvidenceLevel`); default `reported`: a contested name rule is not applied. */
  readonly evidence?: EvidenceLevel;
}

/** The product's counted `tool-name` rules at one judgement (their blast above `none`). */
function productNameRules(product: ProductId, options: ToolNameRulesOptions, route: Parameters<typeof selectFacts>[1]["route"]): ToolNameRule[] {
  const rules = PRODUCTS[product].rules;
  const { counted } = selectFacts(rules, { at: judgedVersion(PRODUCTS[product], options.version), evidence: options.evidence ?? "reported", ...(route === undefined ? {} : { route }) });
  return counted.flatMap((rule) => (rule.refuses.kind === "tool-name" && rule.blast !== "none" ? [{ pattern: rule.refuses.pattern, blast: rule.blast, source: rule.sources[0] }] : []));
}

/** The model-API archetype's tool-name rule (`RuleReading.toolNames`), when it has one. */
function archetypeNameRules(archetype: ArchetypeId): ToolNameRule[] {
  const rules = ARCHETYPE_PROFILES[archetype].rules;
  const names = rules?.toolNames;
  return rules === undefined || names === undefined ? [] : [{ pattern: names.pattern, blast: rules.blast, source: names.source }];
}

/**
 * The tool-name rules `host` applies, from the one record of each fact: a product's `tool-name` rules that hold at
 * the version and count at the evidence level (`PRODUCTS[p].rules`), an archetype's `RuleReading.toolNames`, and for
 * `<product>+<model-api>` both (the product's rules settled for that model API).
 * @param host - a {@link HostTarget} (`cursor`, `openapi-3.0-subset`, `cursor+gemini`)
 * @returns the rules, products' first, in record order (empty: the host keeps every name); never mutated
 * @throws HostsError (`code: "invalid-option"`, paths `/host`, `/version`, `/evidence`) for an unknown host, a
 *   version that is not a string, an evidence level that is not one of `EVIDENCE_LEVELS`
 */
export function toolNameRules(host: HostTarget, options: ToolNameRulesOptions = {}): readonly ToolNameRule[] {
  const { version, evidence = "reported" } = ownOptions(options);
  const issues = [
    ...(isHostTarget(host) ? [] : [makeIssue("/host", "invalid-option" as const, "unknown host (a product, an archetype, or <product>+<model-api>)")]),
    ...(version === undefined || typeof version === "string" ? [] : [makeIssue("/version", "invalid-option" as const, "version must be a string")]),
    ...((EVIDENCE_LEVELS as readonly unknown[]).includes(evidence) ? [] : [makeIssue("/evidence", "invalid-option" as const, `evidence must be one of ${EVIDENCE_LEVELS.join(", ")}`)]),
  ];
  if (issues.length > 0) throw new HostsError(issues, "toolNameRules options");
  const checked: ToolNameRulesOptions = { evidence, ...(version === undefined ? {} : { version }) };
  const composed = compositionOf(host);
  if (composed !== undefined) return Object.freeze([...productNameRules(composed.product, checked, composed.modelApi), ...archetypeNameRules(composed.archetype)]);
  return Object.freeze(isProductHost(host) ? productNameRules(host, checked, undefined) : archetypeNameRules(host as ArchetypeId));
}

/** One name the mapping changes: the server's `original` and the `listed` name the host is given instead. */
export interface ToolRename {
  readonly original: string;
  readonly listed: string;
}

/** What {@link renameTools} returns. */
export interface ToolNameMapping {
  /** The names to list, one per input entry in order: the original where the host keeps it, else its new name; a non-string entry as it is. */
  readonly names: readonly unknown[];
  /** Every name changed, once per distinct original, in list order. */
  readonly renamed: readonly ToolRename[];
  /** Original names no name of the safe alphabet satisfies (the rules exclude every candidate): listed unchanged. */
  readonly unrenamable: readonly string[];
}

/**
 * The longest name tried, and the length a renamed name is cut to when no rule sets one: MCP 2025-11-25, Tools,
 * "Tool names SHOULD be between 1 and 128 characters in length (inclusive)".
 */
export const MAX_TOOL_NAME_LENGTH = 128;
/**
 * The characters a new name is made of (each also probed against the host's rules): those MCP 2025-11-25, Tools,
 * allows in a tool name ("uppercase and lowercase ASCII letters (A-Z, a-z), digits (0-9), underscore (_), hyphen (-),
 * and dot (.)"). A renamed name never carries a control, space or non-ASCII character.
 */
const SPEC_NAME_CHARACTER = /^[A-Za-z0-9_.-]$/;
/** Hex digits of the SHA-256 of the original name in a suffix: 32 bits. */
const HASH_DIGITS = 8;

/** Whether every rule takes `name`. */
type Accepts = (name: string) => boolean;

function hashOf(original: string, round: number): string {
  return createHash("sha256").update(round === 0 ? original : `${original}\u0000${round}`).digest("hex").slice(0, HASH_DIGITS);
}

/** The longest all-letter name the rules take, up to {@link MAX_TOOL_NAME_LENGTH} (0: none). */
function longestAccepted(accepts: Accepts): number {
  for (let n = MAX_TOOL_NAME_LENGTH; n > 0; n--) if (accepts("a".repeat(n))) return n;
  return 0;
}

/**
 * `original` with each character the rules refuse replaced by `_`, as far as probing tells: a character is kept when
 * it is one of the spec's name characters and the rules take it between letters (`a<c>a`), and at the start
 * (`<c>aa`) for the first; a first character refused there is preceded by `_` (or `t`, when `_` is refused too).
 * `keeps` caches each character's verdict for one set of rules.
 */
function sanitized(original: string, accepts: Accepts, keeps: Map<string, boolean>): string {
  const kept = (c: string): boolean => {
    let found = keeps.get(c);
    if (found === undefined) keeps.set(c, (found = SPEC_NAME_CHARACTER.test(c) && accepts(`a${c}a`)));
    return found;
  };
  const replacement = kept("_") ? "_" : "x";
  let out = "";
  for (const c of original) out += kept(c) ? c : replacement;
  const first = out[0];
  if (first !== undefined && !accepts(`${first}aa`)) out = `${["_", "t"].find((start) => accepts(`${start}${first}a`)) ?? ""}${out}`;
  return out;
}

/**
 * Names a host keeps for a tool list: each string name every rule takes is listed as it is; each other one gets a
 * new name — its characters the host refuses replaced (`a.b` → `a_b` for Cursor), and, when that form is not unique
 * in the list (it equals a kept name, or another name's form), has no letter or digit left, or is longer than the rules allow, cut and
 * given `_` and the first 8 hex digits of the SHA-256 of the original (`<cut>_1a2b3c4d`; a suffix that still collides
 * is taken from the hash of the original with a round number). Deterministic: the same names give the same mapping on
 * every run, whatever the process; a name's new name depends only on the other names of the list. Collision-free:
 * no two distinct originals get the same listed name, and no new name equals a kept one. Pure; linear in the total
 * length of the names.
 * @param names - the `name` of each tool of a `tools/list` result, as received (any values; non-strings pass as they are)
 * @param rules - the host's {@link ToolNameRule}s ({@link toolNameRules}); empty: nothing is renamed
 * @returns the {@link ToolNameMapping} (frozen)
 * Source: the name rules' own sources (e.g. bavix/gripmock#875 for Cursor's dots); MCP 2025-11-25, Tools, tool names.
 */
export function renameTools(names: readonly unknown[], rules: readonly ToolNameRule[]): ToolNameMapping {
  const patterns = rules.map((rule) => new RegExp(rule.pattern, "u"));
  const accepts: Accepts = (name) => patterns.every((pattern) => pattern.test(name));
  const originals = [...new Set(names.filter((name): name is string => typeof name === "string"))];
  const kept = new Set(originals.filter(accepts));
  const refused = originals.filter((name) => !kept.has(name));
  if (refused.length === 0) return Object.freeze({ names: Object.freeze([...names]), renamed: Object.freeze([]), unrenamable: Object.freeze([]) });
  const max = longestAccepted(accepts);
  const taken = new Set(kept);
  const listedOf = new Map<string, string>();
  const unrenamable: string[] = [];
  const separator = accepts("a_a") ? "_" : "";
  // plain forms first (so a suffixed name never takes a plain one's place), then the suffixed ones, each in list order
  // a form with no letter or digit left says nothing of the original: it gets the suffix alone
  const keeps = new Map<string, boolean>();
  const forms = new Map(refused.map((name) => {
    const form = sanitized(name, accepts, keeps);
    return [name, /[A-Za-z0-9]/.test(form) ? form : ""];
  }));
  const uses = new Map<string, number>();
  for (const form of forms.values()) uses.set(form, (uses.get(form) ?? 0) + 1);
  const plain = (form: string): boolean => form.length > 0 && form.length <= max && uses.get(form) === 1 && !kept.has(form) && accepts(form);
  for (const name of refused) {
    const form = forms.get(name) as string;
    if (plain(form)) (listedOf.set(name, form), taken.add(form));
  }
  for (const name of refused) {
    if (listedOf.has(name)) continue;
    const form = forms.get(name) as string;
    const cut = [...form].slice(0, Math.max(0, max - HASH_DIGITS - separator.length)).join("");
    let listed: string | undefined;
    for (let round = 0; listed === undefined && round < 16; round++) {
      const candidate = `${cut.length === 0 ? "" : `${cut}${separator}`}${hashOf(name, round)}`;
      const fixed = accepts(candidate) ? candidate : accepts(`t${candidate}`) && candidate.length < max ? `t${candidate}` : undefined;
      if (fixed !== undefined && !taken.has(fixed)) listed = fixed;
    }
    if (listed === undefined) unrenamable.push(name);
    else (listedOf.set(name, listed), taken.add(listed));
  }
  const renamed = refused.flatMap((name) => {
    const listed = listedOf.get(name);
    return listed === undefined ? [] : [Object.freeze({ original: name, listed })];
  });
  return Object.freeze({
    names: Object.freeze(names.map((name) => (typeof name === "string" ? (listedOf.get(name) ?? name) : name))),
    renamed: Object.freeze(renamed),
    unrenamable: Object.freeze(unrenamable),
  });
}
