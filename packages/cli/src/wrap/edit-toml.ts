/**
 * Wrapping and unwrapping one `[mcp_servers.<name>]` table of a Codex `config.toml` by minimal text edits: the table is
 * found by its header line, `command`, `args` and `url` by their `key = value` lines; every other byte (comments,
 * other tables, spacing) stays. Entries written another way (inline tables, dotted keys) are left alone, and every
 * edit is checked by parsing the result (wrap.ts).
 */
import { listText, ON_PATH, proxyHead, proxyUrlHead, type Edit, type Launcher } from "./form.js";
import { leadIn, type EntryEdit } from "./edit-json.js";

/** A TOML string token at the start of the text: basic (`"…"`, escapes) or literal (`'…'`). */
const STRING = /^("(?:[^"\\\n]|\\.)*"|'[^'\n]*')/;
const HEADER = /^[ \t]*\[[ \t]*mcp_servers[ \t]*\.[ \t]*("(?:[^"\\\n]|\\.)*"|'[^'\n]*'|[A-Za-z0-9_-]+)[ \t]*\][ \t]*(#.*)?$/;

/** One `key = value` line of the table: where the line starts and where its value starts. */
interface KeyLine {
  readonly start: number;
  readonly indent: string;
  /** Offset of the value's first character. */
  readonly value: number;
  /** Offset of the line's end (its `\n`, or the text's end). */
  readonly end: number;
}

/** The unquoted key of a header token (`"my server"` → `my server`). */
function keyOf(token: string): string {
  if (token.startsWith("'")) return token.slice(1, -1);
  if (token.startsWith('"')) return JSON.parse(token) as string;
  return token;
}

/** The `key = value` lines of table `name` (the first table of that name), or `undefined` when no header matches. */
function tableLines(text: string, name: string): Map<string, KeyLine> | undefined {
  const lines: { start: number; text: string }[] = [];
  for (let at = 0; at <= text.length; ) {
    const nl = text.indexOf("\n", at);
    const end = nl === -1 ? text.length : nl;
    lines.push({ start: at, text: text.slice(at, end).replace(/\r$/, "") });
    if (nl === -1) break;
    at = nl + 1;
  }
  const header = lines.findIndex((line) => {
    const found = HEADER.exec(line.text);
    try {
      return found !== null && keyOf(found[1] ?? "") === name;
    } catch {
      return false;
    }
  });
  if (header === -1) return undefined;
  const keys = new Map<string, KeyLine>();
  for (const line of lines.slice(header + 1)) {
    if (/^[ \t]*\[/.test(line.text)) break;
    const found = /^([ \t]*)([A-Za-z0-9_-]+)([ \t]*=[ \t]*)/.exec(line.text);
    if (found === null || keys.has(found[2] ?? "")) continue;
    keys.set(found[2] ?? "", { start: line.start, indent: found[1] ?? "", value: line.start + found[0].length, end: line.start + line.text.length });
  }
  return keys;
}

/** The string token at `offset`, or `undefined`. */
const stringAt = (text: string, offset: number): string | undefined => STRING.exec(text.slice(offset))?.[1];

/** Whether the array whose `[` is at `open` has no element (only spaces, line breaks and comments before `]`). */
function emptyArray(text: string, open: number): boolean {
  return /^\[(?:\s|#[^\n]*)*\]/.test(text.slice(open));
}

/** The offset of the first element of the array whose `[` is at `open` (past spaces, line breaks and comments). */
function firstElement(text: string, open: number): number {
  return open + 1 + (/^(?:\s|#[^\n]*)*/.exec(text.slice(open + 1))?.[0].length ?? 0);
}

/**
 * The edits that make table `name` run through `mcp-wire proxy --host <host>` (`codex`, or composed: `codex+gemini`),
 * started by `launcher` (default `mcp-wire`); in a non-empty `args`, the arguments go where `leadIn` (edit-json.ts)
 * places them, so no line ends in a space.
 * @returns the edits, or `{ skip }` saying why the table is left alone
 */
export function wrapTomlEntry(text: string, name: string, host: string, serverName?: string, launcher: Launcher = ON_PATH): EntryEdit {
  const keys = tableLines(text, name);
  if (keys === undefined) return { skip: "not a [mcp_servers.<name>] table (inline tables and dotted keys are left as they are)" };
  const command = keys.get("command");
  const args = keys.get("args");
  if (command !== undefined) {
    const original = stringAt(text, command.value);
    if (original === undefined) return { skip: "its command is not a one-line string" };
    if (original === JSON.stringify(launcher.command)) return { skip: "already wrapped" };
    const commandEdit: Edit = { offset: command.value, length: original.length, text: JSON.stringify(launcher.command) };
    if (args === undefined) return { edits: [commandEdit, { offset: command.end, length: 0, text: `\n${command.indent}args = [${listText(proxyHead(host, true, serverName, launcher))}, ${original}]` }] };
    if (text[args.value] !== "[") return { skip: "its args is not an array" };
    const place = emptyArray(text, args.value) ? { offset: args.value + 1, after: "" } : leadIn(text, args.value, firstElement(text, args.value));
    const head = `${listText(proxyHead(host, false, serverName, launcher))}, ${original}${place.after}`;
    return { edits: [commandEdit, { offset: place.offset, length: 0, text: head }] };
  }
  const url = keys.get("url");
  if (url === undefined) return { skip: "no command and no url" };
  const value = stringAt(text, url.value);
  if (value === undefined) return { skip: "its url is not a one-line string" };
  if (["http_headers", "env_http_headers", "bearer_token_env_var"].some((key) => keys.has(key))) return { skip: "it sends headers, which mcp-wire proxy --url does not" };
  if (text.slice(url.start, url.value) !== `${url.indent}url = `) return { skip: "its url line is not written as url = \"…\"" };
  return { edits: [{ offset: url.start + url.indent.length, length: url.value + value.length - url.start - url.indent.length, text: `command = ${JSON.stringify(launcher.command)}\n${url.indent}args = [${listText(proxyUrlHead(host, serverName, launcher))}, ${value}]` }] };
}

/**
 * The edits that give table `name` back its original form (exactly what {@link wrapTomlEntry} inserted for `host`
 * and `launcher` removed: the host and launcher the wrapped line names).
 * @returns the edits, or `{ skip }` when the table is not wrapped or was edited since
 */
export function unwrapTomlEntry(text: string, name: string, host: string, launcher: Launcher = ON_PATH): EntryEdit {
  const keys = tableLines(text, name);
  const command = keys?.get("command");
  const args = keys?.get("args");
  if (keys === undefined || command === undefined || args === undefined || stringAt(text, command.value) !== JSON.stringify(launcher.command)) return { skip: "not wrapped" };
  const commandLength = JSON.stringify(launcher.command).length;
  const line = text.slice(args.value, args.end);
  // written by wrap, or by wrap --rename (its --server-name is the table's name)
  for (const serverName of [undefined, name]) {
    const urlHead = `[${listText(proxyUrlHead(host, serverName, launcher))}, `;
    if (line.startsWith(urlHead) && line.endsWith("]") && args.start === command.end + 1) {
      const value = line.slice(urlHead.length, -1);
      return { edits: [{ offset: command.start + command.indent.length, length: args.end - command.start - command.indent.length, text: `url = ${value}` }] };
    }
    const added = `[${listText(proxyHead(host, true, serverName, launcher))}, `;
    if (line.startsWith(added) && line.endsWith("]") && args.start === command.end + 1) {
      const original = line.slice(added.length, -1);
      return { edits: [{ offset: command.value, length: commandLength, text: original }, { offset: command.end, length: args.end - command.end, text: "" }] };
    }
    const head = `${listText(proxyHead(host, false, serverName, launcher))}, `;
    // right after `[`, or (an array one element a line) at its first element: see leadIn
    const start = [args.value + 1, firstElement(text, args.value)].find((at) => text.startsWith(head, at));
    if (start === undefined) continue;
    const original = stringAt(text, start + head.length);
    if (original === undefined) break;
    const after = start + head.length + original.length;
    let rest: number;
    if (start > args.value + 1) {
      // `<head><original>,` and the white space that stood between `[` and the first element, which is still there
      rest = /^,[ \t]*\r?\n[ \t\r\n]*/.exec(text.slice(after))?.[0].length ?? 0;
    } else rest = text.startsWith(", ", after) ? 2 : text.startsWith(",", after) && /^[\r\n]/.test(text.slice(after + 1)) ? 1 : 0;
    return { edits: [{ offset: command.value, length: commandLength, text: original }, { offset: start, length: after + rest - start, text: "" }] };
  }
  return { skip: "not wrapped as mcp-wire wrap writes it (edited since?)" };
}
