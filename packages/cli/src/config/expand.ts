/**
 * Variable expansion in config values, one reading per product family: the shell-like `${VAR}` / `${VAR:-default}` of
 * Claude Code, the editor-style `${env:NAME}`, `${input:id}`, `${userHome}`, `${workspaceFolder}` … of Cursor, VS Code
 * and Windsurf, and none (Claude Desktop, Zed, Codex pass values as written).
 */
import { basename, sep } from "node:path";

/**
 * How a product expands variables in the fields it expands:
 * - `none`: values are used as written;
 * - `shell`: `${VAR}` and `${VAR:-default}` (a bare `$VAR` is left as written); an unset variable without a default is
 *   unresolved (https://code.claude.com/docs/en/mcp, "Environment variable expansion in .mcp.json");
 * - `editor`: `${env:NAME}` (unset: empty), the predefined `${userHome}`, `${workspaceFolder}`,
 *   `${workspaceFolderBasename}`, `${pathSeparator}` and `${/}`, and the prefixes in `ask` left unresolved (`input`: VS
 *   Code prompts for it; `file`: Windsurf reads a file doctor does not read).
 */
export type Expansion =
  | { readonly kind: "none" }
  | { readonly kind: "shell" }
  | { readonly kind: "editor"; readonly ask: readonly ("input" | "file")[] };

/** What a value is expanded against. */
export interface ExpansionContext {
  /** The environment (`io.env`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The user's home folder. */
  readonly home: string;
  /** The workspace folder: the project folder of a project config file, else the working directory. */
  readonly workspace: string;
}

/** A value after expansion, the variables it could not resolve (`input:token`, `API_KEY`) and the values it read from the environment. */
export interface Expanded {
  readonly value: string;
  readonly unresolved: readonly string[];
  /** The environment values substituted (secrets as much as `env` values are: never printed). */
  readonly substituted: readonly string[];
}

const SHELL = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;
const EDITOR = /\$\{([A-Za-z]+)(?::([^}]*))?\}|\$\{\/\}/g;

/** The editor predefined variables (`${userHome}` …), as functions of the context. */
const PREDEFINED: Readonly<Record<string, (context: ExpansionContext) => string>> = Object.freeze({
  userHome: (c: ExpansionContext) => c.home,
  workspaceFolder: (c: ExpansionContext) => c.workspace,
  workspaceFolderBasename: (c: ExpansionContext) => basename(c.workspace),
  pathSeparator: () => sep,
});

/**
 * Expands `text` as `expansion` says.
 * @returns the {@link Expanded} value; an unknown `${…}` form is left as written; never throws
 */
export function expand(text: string, expansion: Expansion, context: ExpansionContext): Expanded {
  const unresolved: string[] = [];
  const substituted: string[] = [];
  if (expansion.kind === "none") return { value: text, unresolved, substituted };
  if (expansion.kind === "shell") {
    const value = text.replace(SHELL, (whole, name: string, fallback: string | undefined) => {
      const set = Object.hasOwn(context.env, name) ? context.env[name] : undefined;
      if (set !== undefined) {
        substituted.push(set);
        return set;
      }
      if (fallback !== undefined) return fallback;
      unresolved.push(name);
      return whole;
    });
    return { value, unresolved, substituted };
  }
  const value = text.replace(EDITOR, (whole, name: string | undefined, argument: string | undefined) => {
    if (name === undefined) return sep; // ${/}
    if (argument === undefined) return Object.hasOwn(PREDEFINED, name) ? (PREDEFINED[name] as (c: ExpansionContext) => string)(context) : whole;
    if (name === "env") {
      const set = (Object.hasOwn(context.env, argument) ? context.env[argument] : undefined) ?? "";
      substituted.push(set);
      return set;
    }
    if ((expansion.ask as readonly string[]).includes(name)) unresolved.push(`${name}:${argument}`);
    return whole;
  });
  return { value, unresolved, substituted };
}
