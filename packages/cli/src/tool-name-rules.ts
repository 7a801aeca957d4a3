/**
 * The tool-name rules `mcp-wire proxy --rename` serves and doctor's `renamed` shows, one implementation for both:
 * `toolNameRules` of `@mcp-wire/hosts`, with the product's qualified-name length rule (config/naming.ts:
 * Claude Code's `mcp__<server>__<tool>` of at most 64 characters, mims-harvard/ToolUniverse#65) fitted to the name
 * the host knows the server by. The catalog records that rule for the shortest server name (one character); without a
 * server name it is applied as recorded, and {@link HostNameRules.assumed} says so.
 */
import { productOf, toolNameRules, type EvidenceLevel, type HostTarget, type ToolNameRule } from "@mcp-wire/hosts";
import { QUALIFIED_FORMS, qualifiedLimit } from "./config/naming.js";
import type { ConfigProduct } from "./config/types.js";

/** Options of {@link hostNameRules}. */
export interface HostNameRulesOptions {
  /** The product version judged (`toolNameRules`' `version`); absent: its current release. */
  readonly version?: string;
  readonly evidence: EvidenceLevel;
  /** The name the host knows the server by (its config key: `proxy --server-name`); absent: a one-character name assumed. */
  readonly serverName?: string;
}

/** What {@link hostNameRules} returns. */
export interface HostNameRules {
  /** The rules for `renameTools`. */
  readonly rules: readonly ToolNameRule[];
  /**
   * Without a server name, for a host whose qualified names have a length limit: the longest tool name the rules
   * allow (`tool`, for a one-character server name) and the qualified limit (`qualified`, 64 for Claude Code).
   */
  readonly assumed?: { readonly tool: number; readonly qualified: number };
}

/**
 * Whether the name the host knows a server by changes the names `proxy --rename` lists for `host`: its product
 * qualifies tool names with the server name under a recorded length limit (Claude Code).
 */
export function serverNameMatters(host: HostTarget, options: Omit<HostNameRulesOptions, "serverName"> = { evidence: "contested" }): boolean {
  return hostNameRules(host, options).assumed !== undefined;
}

/**
 * The tool-name rules of `host` for a server the host knows as `options.serverName`: the qualified-name length rule
 * (the rule of pattern `^[\s\S]{1,N}$` of a product with a qualified form) made `^[\s\S]{1,L − prefix − separator − server}$`,
 * `L` the qualified limit; the other rules as `toolNameRules` gives them.
 * @returns the {@link HostNameRules}; a server name so long no tool name fits gives a rule no name matches
 * @throws HostsError as `toolNameRules` does (an unknown host, a bad version or evidence level)
 */
export function hostNameRules(host: HostTarget, options: HostNameRulesOptions): HostNameRules {
  const rules = toolNameRules(host, { evidence: options.evidence, ...(options.version === undefined ? {} : { version: options.version }) });
  const product = productOf(host);
  const form = product === undefined || !Object.hasOwn(QUALIFIED_FORMS, product) ? undefined : QUALIFIED_FORMS[product as ConfigProduct];
  if (form?.lengthRule === undefined) return { rules };
  const at = rules.findIndex((rule) => qualifiedLimit(form, rule.pattern) !== undefined);
  const rule = rules[at];
  const limit = rule === undefined ? undefined : qualifiedLimit(form, rule.pattern);
  if (rule === undefined || limit === undefined) return { rules };
  const budget = limit - form.prefix.length - form.separator.length - (options.serverName === undefined ? 1 : options.serverName.length);
  if (options.serverName === undefined) return { rules, assumed: { tool: budget, qualified: limit } };
  const fitted: ToolNameRule = { ...rule, pattern: budget < 1 ? "^(?!)" : `^[\\s\\S]{1,${budget}}$` };
  return { rules: rules.map((r, i) => (i === at ? fitted : r)) };
}
