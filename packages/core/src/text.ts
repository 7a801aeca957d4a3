/**
 * Text taken from untrusted input, made safe to put in a message: clipped, values quoted, thrown things described —
 * never throwing, never long. Also `@mcp-wire/core/text`: no other module of the package loads with it (the CLI's
 * argument parsing uses it before anything else loads).
 */

/** `text` cut to `max` characters, ending in `...` when cut. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 3))}...` : text;
}

/** Printable ASCII without `"` and `\`: JSON.stringify would quote it unchanged. */
const PLAIN_TEXT = /^[ !#-[\]-~]*$/;

const typeWithArticle = (value: unknown): string => (/^[aeiou]/.test(typeof value) ? `an ${typeof value}` : `a ${typeof value}`);

/**
 * A value as it appears in a message: JSON text cut to `max` characters (ending in `...`); a string is read only as
 * far as shown, however long. A value JSON cannot write is named by its type (`undefined`, `a function`, `a bigint`,
 * `an object` whose `toJSON` throws). Never throws.
 * @param value - any value
 * @param max - longest text returned, at least 4 (default 40)
 */
export function show(value: unknown, max = 40): string {
  let text: string | undefined;
  if (typeof value === "string") {
    const head = value.length > max ? value.slice(0, max + 1) : value;
    text = PLAIN_TEXT.test(head) ? `"${head}"` : JSON.stringify(head);
  } else {
    try {
      text = JSON.stringify(value);
    } catch {
      return typeWithArticle(value); // a BigInt, a cycle, a throwing toJSON
    }
    if (text === undefined) return value === undefined ? "undefined" : typeWithArticle(value);
  }
  return clip(text, max);
}

/** Longest part of a thrown message quoted. */
const MAX_THROWN = 120;

/**
 * What hostile code threw, for a message: the first 120 characters of an Error's string `message`, else `"error"`.
 * Never throws, whatever `cause` is (a Proxy whose traps throw, a throwing `message` getter).
 */
export function thrownMessage(cause: unknown): string {
  try {
    if (cause instanceof Error) {
      const message: unknown = cause.message;
      if (typeof message === "string") return clip(message, MAX_THROWN);
    }
  } catch {
    // a hostile thrown value: fall through
  }
  return "error";
}
