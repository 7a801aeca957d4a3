/**
 * The one escaping of untrusted text for every human output of the CLI (`check` and `doctor` reports, the
 * `mcp-wire:` error lines, server stderr tails): a file name, property name, tool name or server message
 * cannot colour the terminal, move the cursor, clear the screen or reorder what the report shows.
 *
 * Source: ECMA-48 (C0 and C1 control functions); Unicode Standard Annex #9, Unicode Bidirectional Algorithm
 * (explicit directional formatting characters: U+061C ARABIC LETTER MARK, U+200E/F, U+202A–E, U+2066–9);
 * Unicode U+2028/U+2029 (line and paragraph separators, line breaks in some terminals); Unicode's
 * Default_Ignorable_Code_Point property (PropList.txt: zero-width characters such as U+200B and U+FEFF, the tag
 * characters U+E0000–U+E0FFF, variation selectors, U+00AD), which render as nothing, so `ec\u200bho` would read as
 * `echo`; a lone surrogate (General_Category Cs: half of a UTF-16 pair without its other half, which a terminal shows
 * as U+FFFD `�`, so two different names would read the same).
 */

/** Every character {@link escapeControls} rewrites (`\p{Cs}`: with the `u` flag, only a lone surrogate matches it). */
const UNSAFE = /[\p{Cc}\p{Cs}\u061c\u2028\u2029\p{Default_Ignorable_Code_Point}]/gu;

/**
 * `text` with each C0 and C1 control character, DEL, U+061C, U+2028, U+2029 and every default-ignorable code point
 * (the bidi controls U+200E, U+200F, U+202A–U+202E, U+2066–U+2069 among them; zero-width and tag characters) and each
 * lone surrogate (U+D800–U+DFFF without its pair: `"sur\ud800"` → `sur\ud800`, as `JSON.stringify` writes it) written
 * as `\uXXXX` (4 lowercase hex digits, e.g. ESC → `\u001b`), or `\u{XXXXX}` above U+FFFF (e.g. `\u{e0041}`);
 * everything else unchanged. Newlines and tabs are escaped too: call it on one field, never on a whole report.
 * @param text - any string
 * @returns the escaped text; never throws
 */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const point = c.codePointAt(0) ?? 0;
    return point > 0xffff ? `\\u{${point.toString(16)}}` : `\\u${point.toString(16).padStart(4, "0")}`;
  });
}

/**
 * One line of a file as a diff shows it: {@link escapeControls} on everything but tabs (shown as they are), the CR of a
 * CRLF line ending left out (it moves nothing); a CR elsewhere is escaped.
 * @param line - one line of text (no `\n`)
 */
export function escapeFileLine(line: string): string {
  return line.replace(/\r$/, "").split("\t").map(escapeControls).join("\t");
}

/** The most code points of a name (a tool's, a server's) a human output shows: longer names end in `…` after them. */
export const MAX_SHOWN_NAME = 40;

/**
 * A name as every human output shows it: cut to {@link MAX_SHOWN_NAME} code points and `…` when longer, then
 * escaped ({@link escapeControls}; a line break is `\u000d\u000a` here as in doctor's table, never `\r\n`).
 * @param name - a tool or server name as received
 * @returns the shown text; never throws
 */
export function shownName(name: string): string {
  return escapeControls(cutName(name));
}

/** The most code points {@link middleCut} keeps of a long text, and of them the most from its end. */
const LONG_TEXT = { max: 120, end: 40 } as const;

/**
 * A long text (a qualified tool name built from a config key and a tool name, whose length a report states) as human
 * outputs show it: whole up to 120 code points, else its start, `…` and its last 40 code points, so both the server's
 * and the tool's part stay in sight; not escaped (the caller escapes). Reads at most 480 code units at each end.
 * @param text - any string
 * @returns the text or its cut; never throws
 */
export function middleCut(text: string): string {
  const read = 4 * LONG_TEXT.max;
  const long = text.length > 2 * read;
  const points = Array.from(long ? text.slice(0, read) : text);
  if (!long && points.length <= LONG_TEXT.max) return text;
  const end = Array.from(long ? text.slice(-read) : text).slice(-LONG_TEXT.end);
  return `${points.slice(0, LONG_TEXT.max - 1 - end.length).join("")}…${end.join("")}`;
}

/** `name` cut to {@link MAX_SHOWN_NAME} code points and `…` when longer (only its start is read). */
function cutName(name: string): string {
  const points = Array.from(name.length > 4 * MAX_SHOWN_NAME ? name.slice(0, 4 * MAX_SHOWN_NAME) : name);
  return points.length > MAX_SHOWN_NAME ? `${points.slice(0, MAX_SHOWN_NAME).join("")}…` : name;
}

/**
 * Text in double quotes: the one quoting of the human outputs (`tool "x"`, a server message), instead of
 * `JSON.stringify`, whose `\n` escapes differ from the table's. `"` and `\` are written `\"` and `\\` (so the
 * quotes are unambiguous), then control characters are escaped ({@link escapeControls}: a line break is
 * `\u000d\u000a`, as in the table).
 * @param text - any string
 * @returns `"<escaped text>"`; never throws
 */
export function quoted(text: string): string {
  return `"${escapeControls(text.replace(/["\\]/g, "\\$&"))}"`;
}

/**
 * A word of a POSIX shell command line as the human outputs print it: as it is when made of `[A-Za-z0-9_.@%+=:,/-]`
 * alone, else in single quotes (`'` written `'\''`); control characters escaped ({@link escapeControls}).
 * @param word - any string
 * @returns the printable word; never throws
 */
export function shellWord(word: string): string {
  return escapeControls(/^[A-Za-z0-9_.@%+=:,/-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`);
}

/** A name as {@link shownName} cuts it, quoted as {@link quoted} quotes text. */
export function quotedName(name: string): string {
  return quoted(cutName(name));
}

/** A server as the human outputs name it: `<name> <version>` ({@link shownName} each), `unnamed server` without a name. */
export const shownServer = (name: string | null, version: string | null): string =>
  [shownName(name ?? "unnamed server"), version === null ? null : shownName(version)].filter((x) => x !== null).join(" ");
