/**
 * Pretty JSON for the human report: like `JSON.stringify(value, null, 2)`, except that an array or
 * object whose members are all primitives is written on one line when that line fits in
 * {@link MAX_WIDTH} characters (`"enum": ["a", "b"]`, `{ "const": "lo", "title": "Low" }`).
 * The output is valid JSON that parses back to the same value.
 */

/** The widest line (indent included) an inlined container may make. */
export const MAX_WIDTH = 100;

function isPrimitive(value: unknown): boolean {
  return value === null || typeof value !== "object";
}

function inline(value: object): string | undefined {
  if (Array.isArray(value)) {
    if (!value.every(isPrimitive)) return undefined;
    return `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
  }
  const entries = Object.entries(value);
  if (!entries.every(([, v]) => isPrimitive(v))) return undefined;
  if (entries.length === 0) return "{}";
  return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(", ")} }`;
}

function write(value: unknown, indent: string, prefixWidth: number): string {
  if (isPrimitive(value)) return JSON.stringify(value) ?? "null";
  const container = value as object;
  const short = inline(container);
  if (short !== undefined && indent.length + prefixWidth + short.length <= MAX_WIDTH) return short;
  const inner = `${indent}  `;
  if (Array.isArray(container)) {
    if (container.length === 0) return "[]";
    return `[\n${container.map((v) => inner + write(v, inner, 0)).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(container);
  if (entries.length === 0) return "{}";
  const members = entries.map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return inner + key + write(v, inner, key.length);
  });
  return `{\n${members.join(",\n")}\n${indent}}`;
}

/**
 * Formats a JSON value (plain data: objects, arrays, strings, finite numbers, booleans, null).
 * @param value - the value
 * @param indent - the indentation of the first line's context (prepended to nested lines only)
 * @returns the text, without a trailing newline
 */
export function prettyJson(value: unknown, indent = ""): string {
  return write(value, indent, 0);
}
