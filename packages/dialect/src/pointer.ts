/**
 * JSON Pointer (RFC 6901) helpers, and the URI-fragment form used inside `$ref` (RFC 6901 §6).
 */

/** Escapes one reference token: `~` → `~0`, `/` → `~1`. */
export function escapeToken(token: string): string {
  if (!token.includes("~") && !token.includes("/")) return token;
  return token.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** Unescapes one reference token: `~1` → `/`, `~0` → `~`. */
export function unescapeToken(token: string): string {
  return token.replaceAll("~1", "/").replaceAll("~0", "~");
}

/** Appends tokens to a JSON Pointer: `appendPointer("/properties", "a/b")` → `"/properties/a~1b"`. */
export function appendPointer(pointer: string, ...tokens: readonly (string | number)[]): string {
  let out = pointer;
  for (const token of tokens) out += "/" + escapeToken(String(token));
  return out;
}

/** Splits a JSON Pointer into unescaped tokens; `""` → `[]`. Returns `undefined` when it does not start with `/`. */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) return undefined;
  return pointer.slice(1).split("/").map(unescapeToken);
}

/** Percent-decodes one URI fragment segment; returns it unchanged when it is not valid percent-encoding. */
export function decodeFragmentSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
