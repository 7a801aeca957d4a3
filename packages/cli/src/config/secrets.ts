/**
 * Secret values of a config (its `env` and header values, the credential part of each header value, and the
 * environment variables its entries expand) kept out of every output: each occurrence shown as `***`.
 *
 * The rule for short values: a value of fewer than {@link MIN_SECRET} characters is never masked (`"1"`, `"true"`,
 * `"dev"` are no secrets, and masking every `1` would garble the output); every longer value is masked wherever it
 * occurs, also inside longer text, and so are its standard and URL-safe base64 and a cut of it (4 characters or more)
 * where a text was cut short (the first line of an error body, an elided name, a renamed tool's cut name). JSON member
 * names are masked too ({@link maskedData}).
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

/** A cut of a secret ends the kept text here: its end, a line end, an elision `…`, or a hash suffix `_<8 hex digits>` (a tool renamed by `@mcp-wire/hosts` to a cut of its name). */
const CUT_END = /$|[\r\n…]|[_.-][0-9a-f]{8}(?![0-9A-Za-z])/y;
/** A cut of a secret starts the kept text after this character: a line end, an elision `…` (or at the text's start). */
const CUT_START = /[\r\n…]/;

function cutEnds(text: string, at: number): boolean {
  CUT_END.lastIndex = at;
  return CUT_END.test(text);
}

const cutStarts = (text: string, at: number): boolean => at === 0 || CUT_START.test(text.charAt(at - 1));

/**
 * The spans `[start, end)` of `text` holding a cut of `secret` of {@link MIN_SECRET} characters or more where the text
 * was cut short: a prefix of it that ends the kept text ({@link CUT_END}), a suffix of it that starts it
 * ({@link CUT_START}); at each place the longest. Linear in the text for each place the secret's first (last) 4
 * characters occur.
 */
function cutSpans(text: string, secret: string): [number, number][] {
  const spans: [number, number][] = [];
  const head = secret.slice(0, MIN_SECRET);
  for (let at = text.indexOf(head); at >= 0; at = text.indexOf(head, at + 1)) {
    let n = MIN_SECRET;
    while (n < secret.length && text[at + n] === secret[n]) n++;
    for (let k = n; k >= MIN_SECRET; k--) if (cutEnds(text, at + k)) (spans.push([at, at + k]), (k = 0));
  }
  const tail = secret.slice(-MIN_SECRET);
  for (let at = text.indexOf(tail); at >= 0; at = text.indexOf(tail, at + 1)) {
    const end = at + MIN_SECRET;
    let n = MIN_SECRET;
    while (n < secret.length && end - n > 0 && text[end - n - 1] === secret[secret.length - n - 1]) n++;
    for (let k = n; k >= MIN_SECRET; k--) if (cutStarts(text, end - k)) (spans.push([end - k, end]), (k = 0));
  }
  return spans;
}

/** `text` with each of `spans` (overlapping ones joined) shown as `***`. */
function maskedSpans(text: string, spans: [number, number][]): string {
  let out = "";
  let from = 0;
  for (const [start, end] of spans.sort((x, y) => x[0] - y[0])) {
    if (end <= from) continue;
    // a span past the last one (or the first) is a new `***`; one overlapping or touching the last widens it
    if (start > from || from === 0) out += `${text.slice(from, start)}***`;
    from = end;
  }
  return out + text.slice(from);
}

/**
 * `text` with every occurrence of each of `secrets` shown as `***`: the secret, its standard and URL-safe base64
 * ({@link wholeForms}), then a cut of it where a text was cut short ({@link cutSpans}).
 */
export function masked(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) for (const form of wholeForms(secret)) if (form.length >= MIN_SECRET) out = out.split(form).join("***");
  for (const secret of secrets) out = maskedSpans(out, cutSpans(out, secret));
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
