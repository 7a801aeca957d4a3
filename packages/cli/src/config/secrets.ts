/**
 * Secret values of a config (its `env` and header values, the credential part of each header value, and the
 * environment variables its entries expand) kept out of every output: each occurrence shown as `***`.
 *
 * The rule for short values: a value of fewer than {@link MIN_SECRET} characters is never masked (`"1"`, `"true"`,
 * `"dev"` are no secrets, and masking every `1` would garble the output); every longer value is masked wherever it
 * occurs, also inside longer text.
 */

/** The shortest value masked: shorter ones (`"1"`, `"true"`) are no secrets, and masking them would garble the output. */
export const MIN_SECRET = 4;

/**
 * The credential of an `Authorization`-style header value `<auth-scheme> <credentials>` (RFC 9110 §11.4: `Bearer x`,
 * `Basic x`, GitHub's `token x`, …): the text after the scheme, and for `Basic` also the decoded `user:password` and
 * its password; `[]` when `value` has no scheme word before a space.
 */
export function credentialParts(value: string): string[] {
  const match = /^\s*([A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*)\s+(\S.*?)\s*$/s.exec(value);
  if (match === null) return [];
  const [, scheme = "", credential = ""] = match;
  if (scheme.toLowerCase() !== "basic" || !/^[A-Za-z0-9+/]+=*$/.test(credential)) return [credential];
  const decoded = Buffer.from(credential, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return [credential, decoded, ...(colon < 0 ? [] : [decoded.slice(colon + 1)])];
}

/** The values worth masking among `values`, distinct, longest first (so a secret containing another is masked whole). */
export function secretValues(values: Iterable<string>): string[] {
  return [...new Set([...values].filter((value) => value.length >= MIN_SECRET))].sort((a, b) => b.length - a.length);
}

/** Every header value of `headers` and its credential part ({@link credentialParts}), for {@link secretValues}. */
export const headerSecrets = (headers: Readonly<Record<string, string>>): string[] => Object.values(headers).flatMap((value) => [value, ...credentialParts(value)]);

/** `text` with every occurrence of each of `secrets` shown as `***`. */
export function masked(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join("***"), text);
}

/**
 * `value` (JSON data: a report) with every string value in it {@link masked}; a copy (as JSON keeps it: `undefined`
 * members dropped), `value` is not changed.
 */
export function maskedData<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  const text = JSON.stringify(value, (_key, member: unknown) => (typeof member === "string" ? masked(member, secrets) : member));
  return text === undefined ? value : (JSON.parse(text) as T);
}
