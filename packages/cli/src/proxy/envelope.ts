/**
 * The routing members of one JSON-RPC message (JSON-RPC 2.0 §4–5: `jsonrpc`, `id`, `method`, `result`, `error`),
 * read from the line's bytes without decoding the rest: a value the proxy does not route on (a 100 KB `result`, a
 * request's `params`) is skipped, not built. Only the members' own values are decoded, each with `JSON.parse`.
 */

/** The top-level members of a JSON object line that say where the message goes. */
export interface Envelope {
  /** The `jsonrpc` member, when a string. */
  readonly jsonrpc: string | undefined;
  /** The `method` member, when a string (a request or notification). */
  readonly method: string | undefined;
  /** Whether an `id` member is present, and its value when it is a string, number or null (otherwise `undefined`). */
  readonly hasId: boolean;
  readonly id: unknown;
  /** Whether `result` / `error` members are present (a response). */
  readonly hasResult: boolean;
  readonly hasError: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

function skipSpace(bytes: Buffer, at: number): number {
  while (isSpace(bytes[at])) at++;
  return at;
}

/** The index just past the closing quote of the string opening at `at`, or -1 when it does not close. */
function stringEnd(bytes: Buffer, at: number): number {
  let quote = bytes.indexOf(QUOTE, at + 1);
  while (quote !== -1) {
    let slashes = 0;
    while (bytes[quote - 1 - slashes] === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return quote + 1;
    quote = bytes.indexOf(QUOTE, quote + 1);
  }
  return -1;
}

/** The index just past the value starting at `at` (strings and nested containers skipped whole), or -1. */
function valueEnd(bytes: Buffer, at: number): number {
  const first = bytes[at];
  if (first === QUOTE) return stringEnd(bytes, at);
  if (first === OPEN_BRACE || first === OPEN_BRACKET) {
    let depth = 0;
    for (let index = at; index < bytes.length; index++) {
      const byte = bytes[index];
      if (byte === QUOTE) {
        index = stringEnd(bytes, index) - 1;
        if (index < 0) return -1;
      } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) return index + 1;
      }
    }
    return -1;
  }
  let index = at;
  while (index < bytes.length && bytes[index] !== COMMA && bytes[index] !== CLOSE_BRACE && !isSpace(bytes[index])) index++;
  return index === at ? -1 : index;
}

/** A routing value that is not JSON: the line is read whole instead (and refused there). */
const BAD = Symbol("not JSON");

function decode(bytes: Buffer, start: number, end: number): unknown {
  try {
    return JSON.parse(bytes.toString("utf8", start, end));
  } catch {
    return BAD;
  }
}

/** The routing keys, as the bytes they are written with when not escaped. */
const KEYS = ["jsonrpc", "method", "id", "result", "error"] as const;
type Key = (typeof KEYS)[number];
const KEY_BYTES = KEYS.map((key) => Buffer.from(key, "latin1"));

/** The routing key the string at `start..end` (quotes included) spells, or `undefined`; allocates only when escaped. */
function keyOf(bytes: Buffer, start: number, end: number): Key | undefined {
  const length = end - start - 2;
  for (let index = start + 1; index < end - 1; index++) {
    if (bytes[index] === BACKSLASH) {
      const key = decode(bytes, start, end);
      return KEYS.find((name) => name === key);
    }
  }
  for (let which = 0; which < KEYS.length; which++) if (same(bytes, start + 1, KEY_BYTES[which] as Buffer, length)) return KEYS[which];
  return undefined;
}

/** Whether `bytes` at `at` holds `length` bytes equal to `expected` (a byte loop: these are a few bytes long). */
function same(bytes: Buffer, at: number, expected: Buffer, length: number): boolean {
  if (expected.length !== length) return false;
  for (let index = 0; index < length; index++) if (bytes[at + index] !== expected[index]) return false;
  return true;
}

/** The bytes `"2.0"`, the one `jsonrpc` value JSON-RPC 2.0 allows (read without decoding when written so). */
const VERSION_BYTES = Buffer.from('"2.0"', "latin1");

const ZERO = 0x30;
const NINE = 0x39;

/** The value of a short run of digits without a leading zero (the usual id), or `undefined` for anything else. */
function smallInteger(bytes: Buffer, start: number, end: number): number | undefined {
  if (end - start > 15 || (bytes[start] === ZERO && end - start > 1)) return undefined;
  let value = 0;
  for (let index = start; index < end; index++) {
    const byte = bytes[index] as number;
    if (byte < ZERO || byte > NINE) return undefined;
    value = value * 10 + (byte - ZERO);
  }
  return value;
}

/** The value at `start..end` of a routing member: a string without escapes is sliced, a small integer read, the rest decoded. */
function valueOf(bytes: Buffer, start: number, end: number): unknown {
  if (bytes[start] !== QUOTE) return smallInteger(bytes, start, end) ?? decode(bytes, start, end);
  if (same(bytes, start, VERSION_BYTES, end - start)) return "2.0";
  const close = end - 1;
  for (let index = start + 1; index < close; index++) if (bytes[index] === BACKSLASH) return decode(bytes, start, end);
  return bytes.toString("utf8", start + 1, close);
}

/** The members read so far, their values as decoded. */
interface Found {
  jsonrpc?: unknown;
  method?: unknown;
  id?: unknown;
  hasId: boolean;
  hasResult: boolean;
  hasError: boolean;
}

/**
 * Reads the routing members of a line holding one JSON object. Later duplicates win, as with `JSON.parse`.
 * @param line - the line's bytes (no newline)
 * @returns the envelope, or `undefined` when the line is not a JSON object at its top level (an array, a scalar,
 *   not JSON); nested values are skipped by their brackets and quotes, not checked
 */
export function readEnvelope(line: Buffer): Envelope | undefined {
  let at = skipSpace(line, 0);
  if (line[at] !== OPEN_BRACE) return undefined;
  const found: Found = { hasId: false, hasResult: false, hasError: false };
  at = skipSpace(line, at + 1);
  if (line[at] === CLOSE_BRACE) return finish(line, at, found);
  for (;;) {
    if (line[at] !== QUOTE) return undefined;
    const keyEnd = stringEnd(line, at);
    if (keyEnd === -1) return undefined;
    const key = keyOf(line, at, keyEnd);
    at = skipSpace(line, keyEnd);
    if (line[at] !== COLON) return undefined;
    const start = skipSpace(line, at + 1);
    const end = valueEnd(line, start);
    if (end === -1) return undefined;
    if (key === "jsonrpc" || key === "method" || key === "id") {
      const value = line[start] === OPEN_BRACE || line[start] === OPEN_BRACKET ? undefined : valueOf(line, start, end);
      if (value === BAD) return undefined;
      if (key === "id") found.hasId = true;
      found[key] = value;
    } else if (key === "result") found.hasResult = true;
    else if (key === "error") found.hasError = true;
    at = skipSpace(line, end);
    if (line[at] === CLOSE_BRACE) return finish(line, at, found);
    if (line[at] !== COMMA) return undefined;
    at = skipSpace(line, at + 1);
  }
}

function finish(line: Buffer, at: number, found: Found): Envelope | undefined {
  if (skipSpace(line, at + 1) !== line.length) return undefined;
  return {
    jsonrpc: typeof found.jsonrpc === "string" ? found.jsonrpc : undefined,
    method: typeof found.method === "string" ? found.method : undefined,
    hasId: found.hasId,
    id: found.id,
    hasResult: found.hasResult,
    hasError: found.hasError,
  };
}

/** What the first bytes of a line too long to read whole say about its message: its `id`, and whether it has a `method`. */
export interface Head {
  /** Whether an `id` member was read whole; its value when a string, number or null (else `undefined`). */
  readonly hasId: boolean;
  readonly id: unknown;
  /** Whether a `method` member was seen (a request or notification of the server, not an answer). */
  readonly hasMethod: boolean;
}

/** What the first bytes of a line say about passing it on before its last byte: {@link Head}, and its leading member. */
export interface Lead extends Head {
  /**
   * The first member whose key is not `jsonrpc` or `id`: `result` or `error` (a response), `method` (a request or
   * notification), `other` (any other key, or a member that is not well formed); `undefined` when the head ends first.
   */
  readonly lead: "result" | "error" | "method" | "other" | undefined;
  /** The `method` member's value when it was read whole and is a string (else `undefined`). */
  readonly method: string | undefined;
}

/**
 * Reads the top-level members at the start of a line cut short (`{"jsonrpc":"2.0","id":7,"result":…`), as far as they
 * are whole in `head`; the member that runs past `head` ends the reading.
 * @param head - the line's first bytes
 * @returns {@link Lead}; `undefined` when `head` is not the start of a JSON object
 */
export function readLead(head: Buffer): Lead | undefined {
  let at = skipSpace(head, 0);
  if (head[at] !== OPEN_BRACE) return undefined;
  const found = { hasId: false, id: undefined as unknown, hasMethod: false, lead: undefined as Lead["lead"], method: undefined as string | undefined };
  const other = () => {
    found.lead ??= "other";
    return found;
  };
  at = skipSpace(head, at + 1);
  for (;;) {
    if (at >= head.length) return found;
    if (head[at] !== QUOTE) return other();
    const keyEnd = stringEnd(head, at);
    if (keyEnd === -1) return found;
    const key = keyOf(head, at, keyEnd);
    if (key === "method") found.hasMethod = true;
    if (key !== "jsonrpc" && key !== "id") found.lead ??= key === "result" || key === "error" || key === "method" ? key : "other";
    at = skipSpace(head, keyEnd);
    if (at >= head.length) return found;
    if (head[at] !== COLON) return other();
    const start = skipSpace(head, at + 1);
    const end = valueEnd(head, start);
    if (end === -1 || end === head.length) return found; // runs past the head: a number may go on
    if (key === "id" || key === "method") {
      const value = head[start] === OPEN_BRACE || head[start] === OPEN_BRACKET ? BAD : valueOf(head, start, end);
      if (key === "id") {
        found.hasId = true;
        found.id = value === null || typeof value === "string" || typeof value === "number" ? value : undefined;
      } else if (found.lead === "method" && found.method === undefined && typeof value === "string") found.method = value;
    }
    at = skipSpace(head, end);
    if (at >= head.length) return found;
    if (head[at] !== COMMA) return other();
    at = skipSpace(head, at + 1);
  }
}

/**
 * {@link readLead}, its {@link Head} members only.
 * @param head - the line's first bytes
 * @returns {@link Head}; `undefined` when `head` is not the start of a JSON object
 */
export function readHead(head: Buffer): Head | undefined {
  const lead = readLead(head);
  return lead === undefined ? undefined : { hasId: lead.hasId, id: lead.id, hasMethod: lead.hasMethod };
}

/** Where a value is in a line: its first byte, and the byte just past it. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

const RESULT_BYTES = Buffer.from("result", "latin1");
const TOOLS_BYTES = Buffer.from("tools", "latin1");

/**
 * The span of the value of member `name` of the JSON object opening at `at` (`found`), and where the object closes
 * (`close`, its `}`), when the object is well formed as far as its brackets and quotes say, has that member at most
 * once and no key written with an escape (which could spell it: `JSON.parse` would then read another member); else
 * `undefined`. With `inner`, the value of `name` is itself read the same way for member `inner` (one pass over the
 * bytes): `found` is then that inner member's span.
 */
function memberSpan(bytes: Buffer, at: number, name: Buffer, inner?: Buffer): { readonly found: Span | undefined; readonly close: number } | undefined {
  if (bytes[at] !== OPEN_BRACE) return undefined;
  let found: Span | undefined;
  let seen = false;
  at = skipSpace(bytes, at + 1);
  if (bytes[at] === CLOSE_BRACE) return { found, close: at };
  for (;;) {
    if (bytes[at] !== QUOTE) return undefined;
    const keyEnd = stringEnd(bytes, at);
    if (keyEnd === -1) return undefined;
    for (let index = at + 1; index < keyEnd - 1; index++) if (bytes[index] === BACKSLASH) return undefined;
    const named = same(bytes, at + 1, name, keyEnd - at - 2);
    at = skipSpace(bytes, keyEnd);
    if (bytes[at] !== COLON) return undefined;
    const start = skipSpace(bytes, at + 1);
    let end: number;
    if (named) {
      if (seen) return undefined;
      seen = true;
      const nested = inner === undefined ? undefined : memberSpan(bytes, start, inner);
      if (inner !== undefined && nested === undefined) return undefined;
      end = nested === undefined ? valueEnd(bytes, start) : nested.close + 1;
      found = nested === undefined ? { start, end } : nested.found;
    } else end = valueEnd(bytes, start);
    if (end === -1) return undefined;
    at = skipSpace(bytes, end);
    if (bytes[at] === CLOSE_BRACE) return { found, close: at };
    if (bytes[at] !== COMMA) return undefined;
    at = skipSpace(bytes, at + 1);
  }
}

/**
 * Where the `tools` array of a `tools/list` answer is in its line (`{…,"result":{…,"tools":[…],…},…}`), read from the
 * bytes by brackets and quotes as {@link readEnvelope} reads, in one pass (nothing in it is checked or decoded):
 * `result` and its `tools` each present once, no key of either object escaped, `tools` opening with `[`. `undefined`
 * otherwise (the line is then read whole).
 * @param line - the line's bytes (no newline)
 */
export function toolsSpan(line: Buffer): Span | undefined {
  const tools = memberSpan(line, skipSpace(line, 0), RESULT_BYTES, TOOLS_BYTES)?.found;
  return tools !== undefined && line[tools.start] === OPEN_BRACKET ? tools : undefined;
}
