/**
 * The one escaping of untrusted text for every human output of the CLI (`check` and `doctor` reports, the
 * `mcp-wire:` error lines, server stderr tails): a file name, property name, tool name or server message
 * cannot colour the terminal, move the cursor, clear the screen or reorder what the report shows.
 *
 * Source: ECMA-48 (C0 and C1 control functions); Unicode Standard Annex #9, Unicode Bidirectional Algorithm
 * (explicit directional formatting characters: U+061C ARABIC LETTER MARK, U+200E/F, U+202A–E, U+2066–9);
 * Unicode U+2028/U+2029 (line and paragraph separators, line breaks in some terminals).
 */

/** Every character {@link escapeControls} rewrites. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` with each C0 and C1 control character, DEL, U+061C, U+200E, U+200F, U+2028, U+2029, U+202A–U+202E
 * and U+2066–U+2069 written as `\uXXXX` (4 lowercase hex digits, e.g. ESC → `\u001b`); everything else unchanged.
 * Newlines and tabs are escaped too: call it on one field, never on a whole report.
 * @param text - any string
 * @returns the escaped text; never throws
 */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
