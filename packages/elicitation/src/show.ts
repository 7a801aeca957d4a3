/**
 * Values quoted in messages: one rendering for schema issues, content issues and option errors.
 */

/** Printable ASCII without `"` and `\`: JSON.stringify would quote it unchanged. */
const PLAIN_TEXT = /^[ !#-[\]-~]*$/;

const typeWithArticle = (value: unknown): string => (/^[aeiou]/.test(typeof value) ? `an ${typeof value}` : `a ${typeof value}`);

/**
 * A value as it appears in a message: JSON text cut to `max` characters (ending in `...`); a string
 * is read only as far as shown, however long. A value JSON cannot write is named by its type
 * (`undefined`, `a function`, `a bigint`, `an object` whose `toJSON` throws). Never throws.
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
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
