/**
 * Wrapping and unwrapping one entry of a JSON or JSON-with-comments config by minimal text edits at the offsets
 * jsonc-parser gives: every byte outside the edited values (comments, spacing, key order) stays as it was.
 */
import { findNodeAtLocation, getNodeValue, type Node } from "jsonc-parser";
import type { ProductReader } from "../config/products.js";
import type { ConfigHost } from "../config/locate.js";
import { listText, proxyHead, proxyUrlHead, PROXY_COMMAND, wrappedArgs, type Edit } from "./form.js";

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
 * The edits that make entry `tokens` of `root` run through `mcp-wire proxy --host <product>`: a command entry gets
 * `command: "mcp-wire"` and the proxy arguments before its original command (inserted after `[` of `args`, or a new
 * `args` member right after `command`); a URL entry under the product's first URL key, without headers, gets its
 * `"<key>": <url>` member replaced by `"command": "mcp-wire", "args": [..., "--url", <url>]` and a `type` of `"http"`
 * made `"stdio"`.
 * @returns the edits, or `{ skip }` saying why the entry is left alone (already wrapped, headers, SSE, …)
 */
export function wrapJsonEntry(text: string, root: Node, tokens: readonly string[], product: ConfigHost, reader: ProductReader, serverName?: string): EntryEdit {
  const entry = findNodeAtLocation(root, [...tokens]);
  if (entry?.type !== "object") return { skip: "not an object" };
  const command = valueOf(entry, "command");
  const args = valueOf(entry, "args");
  if (wrappedArgs(command?.value, args === undefined ? undefined : getNodeValue(args)) !== undefined) return { skip: "already wrapped" };
  if (command !== undefined) {
    if (command.type !== "string") return { skip: "its command is not a string (the object form is left as it is)" };
    const original = raw(text, command);
    if (args === undefined) return { edits: [{ offset: command.offset, length: command.length, text: `"${PROXY_COMMAND}", "args": [${listText(proxyHead(product, true, serverName))}, ${original}]` }] };
    if (args.type !== "array") return { skip: "its args is not an array" };
    const head = `${listText(proxyHead(product, false, serverName))}, ${original}${(args.children ?? []).length > 0 ? ", " : ""}`;
    return { edits: [{ offset: command.offset, length: command.length, text: JSON.stringify(PROXY_COMMAND) }, { offset: args.offset + 1, length: 0, text: head }] };
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
  const edits: Edit[] = [{ offset: key.offset, length: url.offset + url.length - key.offset, text: `"command"${separator}"${PROXY_COMMAND}", "args"${separator}[${listText(proxyUrlHead(product, serverName))}, ${raw(text, url)}]` }];
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
    const added = `"${PROXY_COMMAND}", "args": [${listText(proxyHead(wrapped.product, true, wrapped.serverName))}, ${original}]`;
    if (text.startsWith(added, command.offset)) return { edits: [{ offset: command.offset, length: added.length, text: original }] };
    const member = property(entry, "args") as Node;
    const from = text.lastIndexOf(",", member.offset);
    return { edits: [{ offset: command.offset, length: command.length, text: original }, { offset: from, length: member.offset + member.length - from, text: "" }] };
  }
  const head = `${listText(proxyHead(wrapped.product, false, wrapped.serverName))}, ${original}${items.length > wrapped.at + 1 ? ", " : ""}`;
  const exact = text.startsWith(head, args.offset + 1);
  const first = items[0] as Node;
  const end = items[wrapped.at + 1]?.offset ?? (items[wrapped.at] as Node).offset + (items[wrapped.at] as Node).length;
  const removal: Edit = exact ? { offset: args.offset + 1, length: head.length, text: "" } : { offset: first.offset, length: end - first.offset, text: "" };
  return { edits: [{ offset: command.offset, length: command.length, text: original }, removal] };
}
