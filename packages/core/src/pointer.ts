/**
 * JSON Pointer (RFC 6901): building, parsing and resolving, and the URI-fragment form used inside `$ref`
 * (RFC 6901 §6, percent-decoding per RFC 3986 §2.1). The one implementation every package uses.
 */

/** Escapes one reference token (RFC 6901 §3): `~` → `~0`, `/` → `~1`; a number is written as it is. */
export function escapeToken(token: string | number): string {
  if (typeof token === "number") return String(token);
  return token.includes("~") || token.includes("/") ? token.replaceAll("~", "~0").replaceAll("/", "~1") : token;
}

/** Unescapes one reference token (RFC 6901 §4): `~1` → `/`, then `~0` → `~`. */
export function unescapeToken(token: string): string {
  return token.includes("~") ? token.replaceAll("~1", "/").replaceAll("~0", "~") : token;
}

/**
 * Appends reference tokens to a JSON Pointer.
 * @param base - a JSON Pointer (`""` is the whole document)
 * @param tokens - unescaped tokens (property names or array indices)
 * @returns the extended pointer: `pointer("/properties", "a/b")` → `"/properties/a~1b"`
 */
export function pointer(base: string, ...tokens: readonly (string | number)[]): string {
  let out = base;
  for (const token of tokens) out += `/${escapeToken(token)}`;
  return out;
}

/**
 * Splits a JSON Pointer into unescaped tokens: `""` → `[]`, `"/a~1b/0"` → `["a/b", "0"]`.
 * @returns `undefined` when `text` is not a JSON Pointer (non-empty and not starting with `/`)
 */
export function parsePointer(text: string): string[] | undefined {
  if (text === "") return [];
  if (!text.startsWith("/")) return undefined;
  return text.slice(1).split("/").map(unescapeToken);
}

/**
 * The tokens of a URI fragment that holds a JSON Pointer (RFC 6901 §6): the fragment is percent-decoded once, as a
 * whole, then split and unescaped — so `#/$defs/a~1b` names the member `a/b`, while `#/$defs/a%2Fb` decodes to
 * `/$defs/a/b` and names `b` inside `a` (as Ajv and hyperjump read it).
 * @param fragment - the text after `#` (`""` is the whole document)
 * @returns the tokens, or `undefined` when the fragment is not a JSON Pointer (a plain-name anchor such as `foo`) or
 *   its percent-encoding is malformed (`%E0%A4%A`)
 */
export function fragmentTokens(fragment: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
  return parsePointer(decoded);
}

/** A JSON value whose members the resolver may read. */
type Container = { readonly [key: string]: unknown } | readonly unknown[];

/** Whether `text` is an array index token (RFC 6901 §4: `0` or digits without a leading zero). */
const INDEX = /^(?:0|[1-9][0-9]*)$/;

/**
 * The value `tokens` lead to inside `root`, reading own properties only (so `constructor` or `__proto__` never resolve
 * to something inherited), array members only at index tokens.
 * @returns `{ found: true, value }`, or `{ found: false }` when a token has no member
 */
export function resolveTokens(root: unknown, tokens: readonly string[]): { readonly found: true; readonly value: unknown } | { readonly found: false } {
  let node: unknown = root;
  for (const token of tokens) {
    if (typeof node !== "object" || node === null) return { found: false };
    if (Array.isArray(node)) {
      if (!INDEX.test(token) || Number(token) >= node.length) return { found: false };
      node = (node as readonly unknown[])[Number(token)];
    } else {
      if (!Object.hasOwn(node, token)) return { found: false };
      node = (node as Container & Record<string, unknown>)[token];
    }
  }
  return { found: true, value: node };
}
