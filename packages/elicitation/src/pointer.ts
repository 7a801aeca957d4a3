/**
 * JSON Pointer (RFC 6901) building: `pointer("/properties", "a/b")` is `"/properties/a~1b"`.
 */

/** Escapes one reference token per RFC 6901 §3 (`~` → `~0`, `/` → `~1`). */
export function escapeToken(token: string | number): string {
  if (typeof token === "number") return String(token);
  return token.includes("~") || token.includes("/") ? token.replaceAll("~", "~0").replaceAll("/", "~1") : token;
}

/**
 * Appends reference tokens to a JSON Pointer.
 * @param base - a JSON Pointer (`""` is the whole document)
 * @param tokens - unescaped tokens (property names or array indices)
 * @returns the extended pointer, e.g. `pointer("", "properties", "a")` → `"/properties/a"`
 */
export function pointer(base: string, ...tokens: (string | number)[]): string {
  let out = base;
  for (const token of tokens) out += `/${escapeToken(token)}`;
  return out;
}
