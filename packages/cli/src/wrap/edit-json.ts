/**
 * Wrapping and unwrapping one entry of a JSON or JSON-with-comments config by minimal text edits at the offsets
 * jsonc-parser gives: every byte outside the edited values (comments, spacing, key order) stays as it was.
 */
import { findNodeAtLocation, getNodeValue, type Node } from "jsonc-parser";
import type { ProductReader } from "../config/products.js";
import type { ConfigHost } from "../config/locate.js";
import { listText, ON_PATH, proxyHead, proxyUrlHead, wrappedArgs, type Edit, type Launcher } from "./form.js";

/** The edits of one entry, or why it is left as it is. */
export type EntryEdit = { readonly edits: readonly Edit[] } | { readonly skip: string };

const raw = (text: string, node: Node) => text.slice(node.offset, node.offset + node.length);

/** The property node `key` of object node `entry` (its last, as JSON.parse keeps the last). */
function property(entry: Node, key: string): Node | undefined {
  return (entry.children ?? []).filter((p) => p.children?.[0]?.value === key).at(-1);
}

/** The value node of property `key`. */
/** What may stand between a member's key and its value for wrap to keep it as written: white space and one colon. */
const MEMBER_SEPARATOR = /^[ \t\r\n]*:[ \t\r\n]*$/;

const valueOf = (entry: Node, key: string): Node | undefined => property(entry, key)?.children?.[1];

/**
 * Where the arguments wrap puts in front of a non-empty array's first element go, and how they end, so that no line
 * ends in a space: `[` then white space with a line break before the first element (an array written one element a
 * line) → the arguments on that first line, then `,` and the same white space again (`[\n    "proxy", …, "node",\n
 * "server.js"`); otherwise right after `[`, followed by `, ` — or by `,` alone when a line break (after a comment)
 * follows `[`.
 * @param open - the offset of the array's `[`
 * @param first - the offset of its first element
 * @returns the offset to insert at and the text after the arguments
 */
export function leadIn(text: string, open: number, first: number): { readonly offset: number; readonly after: string } {
  const between = text.slice(open + 1, first);
  if (/^[ \t]*\r?\n[ \t\r\n]*$/.test(between)) return { offset: first, after: `,${between}` };
  return { offset: open + 1, after: /^[\r\n]/.test(between) ? "," : ", " };
}

/**
 * The edits that make entry `tokens` of `root` run through `mcp-wire proxy --host <product>`: a command entry gets
 * the launcher's command (`"mcp-wire"`, or node's path) and the launcher's and proxy's arguments before its original
 * command (inserted into `args` as {@link leadIn} places them, or a new `args` member right after `command`); a URL
 * entry under the product's first URL key, without headers, gets its `"<key>": <url>` member replaced by
 * `"command": "mcp-wire", "args": [..., "--url", <url>]` and a `type` of `"http"` made `"stdio"`.
 * @param launcher - how the entry starts mcp-wire (default {@link ON_PATH}: `mcp-wire`)
 * @returns the edits, or `{ skip }` saying why the entry is left alone (already wrapped, headers, SSE, …)
 */
export function wrapJsonEntry(text: string, root: Node, tokens: readonly string[], product: ConfigHost, reader: ProductReader, serverName?: string, launcher: Launcher = ON_PATH): EntryEdit {
  const entry = findNodeAtLocation(root, [...tokens]);
  if (entry?.type !== "object") return { skip: "not an object" };
  const command = valueOf(entry, "command");
  const args = valueOf(entry, "args");
  if (wrappedArgs(command?.value, args === undefined ? undefined : getNodeValue(args)) !== undefined) return { skip: "already wrapped" };
  if (command !== undefined) {
    if (command.type !== "string") return { skip: "its command is not a string (the object form is left as it is)" };
    const original = raw(text, command);
    const program = JSON.stringify(launcher.command);
    if (args === undefined) return { edits: [{ offset: command.offset, length: command.length, text: `${program}, "args": [${listText(proxyHead(product, true, serverName, launcher))}, ${original}]` }] };
    if (args.type !== "array") return { skip: "its args is not an array" };
    const first = args.children?.[0];
    const place = first === undefined ? { offset: args.offset + 1, after: "" } : leadIn(text, args.offset, first.offset);
    const head = `${listText(proxyHead(product, false, serverName, launcher))}, ${original}${place.after}`;
    return { edits: [{ offset: command.offset, length: command.length, text: program }, { offset: place.offset, length: 0, text: head }] };
  }
  const urlKey = reader.urlKeys[0];
  const member = urlKey === undefined ? undefined : property(entry, urlKey);
  const url = member?.children?.[1];
  if (member === undefined || url === undefined) return { skip: reader.urlKeys.length === 0 ? "no command" : `no command and no ${JSON.stringify(urlKey)}` };
  if (url.type !== "string") return { skip: "its URL is not a string" };
  if (valueOf(entry, reader.headersKey) !== undefined) return { skip: "it sends headers, which mcp-wire proxy --url does not" };
  const type = valueOf(entry, "type");
  if (type !== undefined && type.value !== "http") return { skip: `type ${JSON.stringify(type.value)}: mcp-wire proxy --url speaks Streamable HTTP only` };
  const key = member.children?.[0];
  // the member's own separator (`": "`, `":"`, `" : "`) is kept, so unwrap writes the member back as it was
  const separator = key === undefined ? undefined : text.slice(key.offset + key.length, url.offset);
  if (key === undefined || separator === undefined || !MEMBER_SEPARATOR.test(separator)) return { skip: "a comment sits between its URL member's key and value" };
  const edits: Edit[] = [{ offset: key.offset, length: url.offset + url.length - key.offset, text: `"command"${separator}${JSON.stringify(launcher.command)}, "args"${separator}[${listText(proxyUrlHead(product, serverName, launcher))}, ${raw(text, url)}]` }];
  if (type !== undefined) edits.push({ offset: type.offset, length: type.length, text: '"stdio"' });
  return { edits };
}

/**
 * The edits that give entry `tokens` back its original form: exactly the text `wrap` inserted removed (or, when the
 * file was reformatted since, the proxy arguments and their separators), the original command or URL member put back.
 * @returns the edits, or `{ skip }` when the entry is not wrapped
 */
export function unwrapJsonEntry(text: string, root: Node, tokens: readonly string[], reader: ProductReader): EntryEdit {
  const entry = findNodeAtLocation(root, [...tokens]);
  if (entry?.type !== "object") return { skip: "not an object" };
  const command = valueOf(entry, "command");
  const args = valueOf(entry, "args");
  const wrapped = wrappedArgs(command?.value, args === undefined ? undefined : getNodeValue(args));
  if (wrapped === undefined || command === undefined || args === undefined) return { skip: "not wrapped" };
  const items = args.children ?? [];
  if (wrapped.kind === "url") {
    const key = property(entry, "command")?.children?.[0];
    const urlKey = reader.urlKeys[0] ?? "url";
    if (key === undefined) return { skip: "not wrapped" };
    const type = valueOf(entry, "type");
    const value = property(entry, "command")?.children?.[1];
    const found = value === undefined ? "" : text.slice(key.offset + key.length, value.offset);
    const separator = MEMBER_SEPARATOR.test(found) ? found : ": ";
    const edits: Edit[] = [{ offset: key.offset, length: args.offset + args.length - key.offset, text: `${JSON.stringify(urlKey)}${separator}${raw(text, items[wrapped.at] as Node)}` }];
    if (type?.value === "stdio") edits.push({ offset: type.offset, length: type.length, text: '"http"' });
    return { edits };
  }
  const original = raw(text, items[wrapped.at] as Node);
  if (wrapped.argsAdded) {
    const added = `${JSON.stringify(wrapped.launcher.command)}, "args": [${listText(proxyHead(wrapped.product, true, wrapped.serverName, wrapped.launcher))}, ${original}]`;
    if (text.startsWith(added, command.offset)) return { edits: [{ offset: command.offset, length: added.length, text: original }] };
    const member = property(entry, "args") as Node;
    const from = text.lastIndexOf(",", member.offset);
    return { edits: [{ offset: command.offset, length: command.length, text: original }, { offset: from, length: member.offset + member.length - from, text: "" }] };
  }
  const first = items[0] as Node;
  const next = items[wrapped.at + 1];
  // as wrap wrote it ({@link leadIn}): right after `[`, followed by `, ` or `,`; else (an array one element a line, or
  // the file reformatted since) from the first argument to the element after the original command
  const list = `${listText(proxyHead(wrapped.product, false, wrapped.serverName, wrapped.launcher))}, ${original}`;
  const after = next === undefined ? "" : [", ", ","].find((end) => text.startsWith(list + end, args.offset + 1) && (end === ", " || /^[\r\n]/.test(text.slice(args.offset + 1 + list.length + 1))));
  const end = next?.offset ?? (items[wrapped.at] as Node).offset + (items[wrapped.at] as Node).length;
  const removal: Edit = after !== undefined && text.startsWith(list + after, args.offset + 1) ? { offset: args.offset + 1, length: list.length + after.length, text: "" } : { offset: first.offset, length: end - first.offset, text: "" };
  return { edits: [{ offset: command.offset, length: command.length, text: original }, removal] };
}
