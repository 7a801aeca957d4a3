/**
 * Reading a config file's text and parsing it in its syntax: strict JSON, JSON with comments (jsonc-parser, the parser
 * of VS Code itself) and TOML 1.0 (smol-toml).
 */
import { readFile, stat } from "node:fs/promises";
import { createScanner, parseTree, printParseErrorCode, type Node, type ParseError, type SyntaxKind } from "jsonc-parser";
import { pointer } from "@mcp-wire/core";
import { parse as parseToml, TomlError } from "smol-toml";
import { invalidUtf8At } from "../utf8.js";
import { ConfigError, MAX_CONFIG_BYTES, MAX_CONFIG_DEPTH } from "./errors.js";
import type { ConfigSyntax } from "./products.js";

/**
 * The text of `path` (shown as `file` in errors). A file that is not well-formed UTF-8 is refused, never decoded with
 * U+FFFD in place of its ill-formed bytes (`wrap` then `unwrap` would not give the file back byte for byte).
 * @throws ConfigError `config-not-found` (no such file), `config-unreadable` (not a file, unreadable, over
 *   {@link MAX_CONFIG_BYTES}), `config-invalid` (`<file>: not valid JSON: invalid UTF-8 at byte <offset>`, `TOML` for
 *   a `.toml` file; the offset into the file, from 0, of the first ill-formed sequence's first byte)
 */
export async function readConfigText(path: string, file: string): Promise<string> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new ConfigError("config-unreadable", file, "", "not a file");
    size = info.size;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(code === "ENOENT" ? "config-not-found" : "config-unreadable", file, "", code === "ENOENT" ? "no such file" : String((error as Error).message));
  }
  if (size > MAX_CONFIG_BYTES) throw new ConfigError("config-unreadable", file, "", `larger than ${MAX_CONFIG_BYTES} bytes`);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new ConfigError("config-unreadable", file, "", String((error as Error).message));
  }
  const invalid = invalidUtf8At(bytes);
  if (invalid !== undefined) throw new ConfigError("config-invalid", file, "", `not valid ${path.endsWith(".toml") ? "TOML" : "JSON"}: invalid UTF-8 at byte ${invalid}`);
  return bytes.toString("utf8");
}

/** Whether `value` is a JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Sets `object[key]` as an own enumerable member, so a `__proto__` key is a member like any other and never a prototype. */
export function setMember<T>(object: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * `text` with a leading UTF-8 byte order mark read as a space: same length, so every offset stays that of the file,
 * which `wrap` keeps byte for byte (a BOM is allowed before JSON text by RFC 8259 §8.1 parsers, and by TOML 1.0).
 */
export const bomAsSpace = (text: string): string => (text.startsWith("\uFEFF") ? ` ${text.slice(1)}` : text);

/** Line and column (1-based) of `offset` in `text`. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** A jsonc-parser error code name in words: `ValueExpected` → `value expected`, `InvalidCommentToken` → `invalid comment token`. */
const parseErrorWords = (code: string): string => code.replace(/(?<=[a-z])(?=[A-Z])/g, " ").toLowerCase();

/**
 * `text` parsed in `syntax`.
 * @returns the parsed value (TOML: a plain object; dates stay `TomlDate` objects)
 * @throws ConfigError `config-invalid` naming the line and column of the first error
 */
export function parseConfig(withBom: string, syntax: ConfigSyntax, file: string): unknown {
  const text = bomAsSpace(withBom);
  if (syntax === "toml") {
    try {
      return parseToml(text);
    } catch (error) {
      const where = error instanceof TomlError ? `line ${error.line}, column ${error.column}` : "";
      throw new ConfigError("config-invalid", file, "", `not valid TOML (${where}): ${String((error as Error).message).split("\n")[0] ?? ""}`);
    }
  }
  boundDepth(text, syntax === "json", file);
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: syntax === "jsonc", disallowComments: syntax === "json", allowEmptyContent: false });
  const first = errors[0];
  if (first !== undefined || tree === undefined) {
    const kind = syntax === "json" ? "JSON" : "JSON with comments";
    if (text.trim() === "") throw new ConfigError("config-invalid", file, "", `not valid ${kind}: the file is empty`);
    throw new ConfigError("config-invalid", file, "", `not valid ${kind} (${lineColumn(text, first?.offset ?? 0)}): ${first === undefined ? "empty" : parseErrorWords(printParseErrorCode(first.error))}`);
  }
  return valueOf(tree);
}

/** The tokens {@link boundDepth} reads: jsonc-parser's `SyntaxKind` values (a const enum, so not importable as a value). */
const TOKEN = Object.freeze({ openBrace: 1, closeBrace: 2, openBracket: 3, closeBracket: 4, comma: 5, string: 10, end: 17 } as const satisfies Record<string, SyntaxKind>);

/** One open object or array while {@link boundDepth} scans: the reference token of the member being read. */
interface Open {
  readonly array: boolean;
  /** The array index, or the object member name (`undefined` before the first name). */
  token: string | number | undefined;
  /** In an object: whether the next string is a member name. */
  name: boolean;
}

/**
 * Checks that no object or array of JSON `text` nests deeper than {@link MAX_CONFIG_DEPTH}, by one pass of the
 * tokenizer (no recursion: the parser's own recursion would overflow the stack on deeper text).
 * @throws ConfigError `config-invalid` with the JSON Pointer of the first value nested too deep
 */
function boundDepth(text: string, strict: boolean, file: string): void {
  const scanner = createScanner(text, !strict);
  const open: Open[] = [];
  for (let kind: number = scanner.scan(); kind !== TOKEN.end; kind = scanner.scan()) {
    const top = open.at(-1);
    if (kind === TOKEN.openBrace || kind === TOKEN.openBracket) {
      if (open.length >= MAX_CONFIG_DEPTH) {
        const at = pointer("", ...open.map((o) => String(o.token ?? "")));
        throw new ConfigError("config-invalid", file, at, `nested deeper than ${MAX_CONFIG_DEPTH} levels`);
      }
      open.push(kind === TOKEN.openBracket ? { array: true, token: 0, name: false } : { array: false, token: undefined, name: true });
    } else if (kind === TOKEN.closeBrace || kind === TOKEN.closeBracket) open.pop();
    else if (kind === TOKEN.comma && top !== undefined) {
      if (top.array) top.token = Number(top.token) + 1;
      else top.name = true;
    } else if (kind === TOKEN.string && top !== undefined && !top.array && top.name) {
      top.token = scanner.getTokenValue();
      top.name = false;
    }
  }
}

/**
 * The value of a parse tree node. Members are defined as own properties, so a `__proto__` key is a member like any
 * other (as `JSON.parse` makes it) and never sets a prototype; a key given twice keeps its last value. Iterative.
 */
function valueOf(root: Node): unknown {
  const made = new Map<Node, unknown>();
  const stack: [Node, boolean][] = [[root, false]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, ready] = next;
    const children = node.type === "object" ? (node.children ?? []).map((p) => p.children?.[1]).filter((c): c is Node => c !== undefined) : node.type === "array" ? (node.children ?? []) : [];
    if (!ready && children.length > 0) {
      stack.push([node, true], ...children.map((c): [Node, boolean] => [c, false]));
      continue;
    }
    if (node.type === "array") made.set(node, children.map((c) => made.get(c)));
    else if (node.type === "object") {
      const object: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (key !== undefined && value !== undefined) setMember(object, String(key.value), made.get(value));
      }
      made.set(node, object);
    } else made.set(node, node.value);
  }
  return made.get(root);
}
