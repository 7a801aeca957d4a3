/**
 * JSON text of any depth. `JSON.stringify` recurses and throws `RangeError` near a few thousand levels (Node 20: a
 * 4,000-level schema), while `JSON.parse` reads it; the scripted server must send such a schema back, so this writes
 * the same text as `JSON.stringify(value)` with an explicit stack. One difference, for the same reason: a number past
 * the double range (`1e400`) is read by `JSON.parse` as `Infinity`, which `JSON.stringify` writes `null`; this writes it
 * back as a number past the range (`1e400`, `-1e400`).
 */

type Frame = { readonly items: readonly unknown[]; index: number } | { readonly entries: readonly (readonly [string, unknown])[]; index: number };

/** The text of an infinite number: a number past the double range, which `JSON.parse` reads back as that infinity. */
const INFINITY_TEXT = { positive: "1e400", negative: "-1e400" } as const;

/**
 * The JSON text `JSON.stringify(value)` gives for plain data (objects, arrays, strings, numbers, booleans, null), at
 * any depth: object members whose value is `undefined` or a function are left out, and such array items written
 * `null`, as `JSON.stringify` does. `toJSON` methods are not called (the lab's values are parsed JSON). Unlike
 * `JSON.stringify`, `Infinity` is written `1e400` and `-Infinity` `-1e400` (in parsed JSON an infinity can only come
 * from a number past the double range, so this keeps that text a number past the range); `NaN` is written `null`.
 */
export function jsonText(value: unknown): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const open = (node: unknown): void => {
    if (node === Number.POSITIVE_INFINITY || node === Number.NEGATIVE_INFINITY) {
      out.push(node > 0 ? INFINITY_TEXT.positive : INFINITY_TEXT.negative);
    } else if (typeof node !== "object" || node === null) {
      out.push(node === undefined || typeof node === "function" ? "null" : (JSON.stringify(node) ?? "null"));
    } else if (Array.isArray(node)) {
      out.push("[");
      stack.push({ items: node, index: 0 });
    } else {
      out.push("{");
      stack.push({ entries: Object.entries(node).filter(([, member]) => member !== undefined && typeof member !== "function"), index: 0 });
    }
  };
  open(value);
  for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
    if ("items" in top) {
      if (top.index === top.items.length) {
        out.push("]");
        stack.pop();
        continue;
      }
      if (top.index > 0) out.push(",");
      open(top.items[top.index++]);
    } else {
      const entry = top.entries[top.index++];
      if (entry === undefined) {
        out.push("}");
        stack.pop();
        continue;
      }
      out.push(`${top.index > 1 ? "," : ""}${JSON.stringify(entry[0])}:`);
      open(entry[1]);
    }
  }
  return out.join("");
}
