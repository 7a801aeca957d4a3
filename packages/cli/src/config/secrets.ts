/**
 * Secret values of a config (its `env` and header values, the credential part of each header value, and the
 * environment variables its entries expand) kept out of every output: each occurrence shown as `***`.
 *
 * The rule for short values: a value of fewer than {@link MIN_SECRET} characters is never masked (`"1"`, `"true"`,
 * `"dev"` are no secrets, and masking every `1` would garble the output); every longer value is masked wherever it
 * occurs, also inside longer text.
 */
import { setMember } from "./parse.js";

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

/** The forms of `secret` masked whole: itself, and its standard and URL-safe base64 (RFC 4648 §4, §5), padded and not. */
function wholeForms(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  const standard = bytes.toString("base64");
  return [secret, standard, standard.replace(/=+$/, ""), bytes.toString("base64url")];
}

/**
 * Where a cut of a secret can stand in a text: a cut ending the kept text (its end, a line end, an elision `…`, or a
 * name cut for a hash suffix, `<cut>_<8 hex digits>` as `@mcp-wire/hosts` renames a tool), or a cut starting it (its
 * start, a line start, after `…`).
 */
const CUT_END = "(?=$|[\\r\\n…]|[_.-][0-9a-f]{8}(?![0-9A-Za-z]))";
const CUT_START = "(?<=^|[\\r\\n…])";

const escapeRegExp = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");

/**
 * `text` with every occurrence of each of `secrets` shown as `***`: the secret, its standard and URL-safe base64
 * ({@link wholeForms}), then a cut of it of {@link MIN_SECRET} characters or more where a text was cut short
 * ({@link CUT_END}: a prefix ending the kept text, a suffix starting it), longest cut first.
 */
export function masked(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) for (const form of wholeForms(secret)) if (form.length >= MIN_SECRET) out = out.split(form).join("***");
  for (const secret of secrets) {
    const chars = [...secret];
    const head = chars.slice(0, MIN_SECRET).join("");
    const tail = chars.slice(-MIN_SECRET).join("");
    for (let n = chars.length - 1; n >= MIN_SECRET; n--) {
      if (out.includes(head)) out = out.replace(new RegExp(`${escapeRegExp(chars.slice(0, n).join(""))}${CUT_END}`, "gu"), "***");
      if (out.includes(tail)) out = out.replace(new RegExp(`${CUT_START}${escapeRegExp(chars.slice(-n).join(""))}`, "gu"), "***");
    }
  }
  return out;
}

/**
 * `value` (JSON data: a report) with every string in it {@link masked}, member names too; a copy (as JSON keeps it:
 * `undefined` members dropped), `value` is not changed. Two member names of one object that mask to the same text stay
 * apart: the second is `<masked>#2`, the third `<masked>#3`, … (in member order, so the same input gives the same
 * names).
 */
export function maskedData<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  const text = JSON.stringify(value);
  return text === undefined ? value : (maskedJson(JSON.parse(text), secrets) as T);
}

/** {@link maskedData} of parsed JSON. */
function maskedJson(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === "string") return masked(value, secrets);
  if (Array.isArray(value)) return value.map((item) => maskedJson(item, secrets));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    const base = masked(key, secrets);
    let name = base;
    for (let n = 2; Object.hasOwn(out, name); n++) name = `${base}#${n}`;
    setMember(out, name, maskedJson(member, secrets));
  }
  return out;
}
