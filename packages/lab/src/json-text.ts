/**
 * JSON text of any depth. `JSON.stringify` recurses and throws `RangeError` near a few thousand levels (Node 20: a
 * 4,000-level schema), while `JSON.parse` reads it; the scripted server must send such a schema back, so this writes
 * the same text as `JSON.stringify(value)` with an explicit stack.
 */

type Frame = { readonly items: readonly unknown[]; index: number } | { readonly entries: readonly (readonly [string, unknown])[]; index: number };

/**
 * The JSON text `JSON.stringify(value)` gives for plain data (objects, arrays, strings, numbers, booleans, null), at
 * any depth: object members whose value is `undefined` or a function are left out, and such array items written
 * `null`, as `JSON.stringify` does. `toJSON` methods are not called (the lab's values are parsed JSON).
 */
export function jsonText(value: unknown): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const open = (node: unknown): void => {
    if (typeof node !== "object" || node === null) {
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
