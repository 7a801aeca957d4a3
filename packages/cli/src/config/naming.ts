/**
 * The names a product gives MCP tools across its servers, as data: the qualified form it builds from the configured
 * server name and the tool name, the characters it replaces, and the catalog rule that bounds the length.
 */
import type { ConfigProduct } from "./types.js";

/** How one product qualifies a tool name with its server name. */
export interface QualifiedForm {
  /** Text before the server name. */
  readonly prefix: string;
  /** Text between the server name and the tool name. */
  readonly separator: string;
  /** Characters of the qualified name the product replaces with `_` (a regex source, matched per character). */
  readonly replaced: string;
  /**
   * The id of the product's catalog rule that bounds the tool name for the shortest server name (one character), as a
   * `tool-name` matcher `^[\s\S]{1,N}$` (any character, line terminators too, counted as the `u` flag counts: by code point): the qualified limit is `N + prefix + separator + 1`. Absent: no limit recorded.
   */
  readonly lengthRule?: string;
  /** Where the form is recorded: the product's catalog notes. */
  readonly source: string;
}

/**
 * The qualified forms recorded in the host catalog (packages/hosts/src/products/catalog): Claude Code's
 * `mcp__<server>__<tool>` with ".", space, "/" and ":" made "_", over 64 characters failing every request once the
 * tool is loaded (rule `qualified-name-length`, mims-harvard/ToolUniverse#65); Codex's `mcp__<server>.<tool>` with
 * every character outside [A-Za-z0-9_] made "_" (its notes, measured at 0.169.0). Products not listed keep tool names
 * apart per server as far as recorded.
 */
export const QUALIFIED_FORMS: Readonly<Partial<Record<ConfigProduct, QualifiedForm>>> = Object.freeze({
  "claude-code": { prefix: "mcp__", separator: "__", replaced: "[. /:]", lengthRule: "qualified-name-length", source: "mims-harvard/ToolUniverse#65" },
  codex: { prefix: "mcp__", separator: ".", replaced: "[^A-Za-z0-9_]", source: "lab:codex@0.169.0" },
});

/** The name `form` gives tool `tool` of server `server`. */
export function qualifiedName(form: QualifiedForm, server: string, tool: string): string {
  return `${form.prefix}${server}${form.separator}${tool}`.replace(new RegExp(form.replaced, "g"), "_");
}

/**
 * The qualified-name limit a `tool-name` rule of pattern `^[\s\S]{1,N}$` records for `form`: `N` plus the prefix, the
 * separator and a one-character server name; `undefined` for another pattern.
 */
export function qualifiedLimit(form: QualifiedForm, pattern: string): number | undefined {
  const found = /^\^\[\\s\\S\]\{1,(\d+)\}\$$/.exec(pattern);
  return found === null ? undefined : Number(found[1]) + form.prefix.length + form.separator.length + 1;
}
