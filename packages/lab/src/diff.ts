/** The differences between a committed product recording and a fresh one, as `pnpm lab --check` prints them. */
import { canonicalJson } from "./record.js";
import type { ProductRecording } from "./types.js";

/** One difference: where (`<field>`, `<list>`, `<list> <field>`, `<list>/<tool key>` or `<list>/<tool key> <field>`), and the two values as compact JSON. */
export interface Difference {
  readonly at: string;
  readonly committed: string;
  readonly now: string;
}

const compact = (value: unknown): string => (value === undefined ? "(absent)" : JSON.stringify(JSON.parse(canonicalJson(value))));

/**
 * Every difference between `committed` and `now`, ignoring `recordedAt`: the product fields, then per list (in sorted
 * order) its `initialized`/`listedTools` and each field of each tool key's recording (the whole recording when one side
 * lacks the key). Returns [] when they agree.
 */
export function diffRecordings(committed: ProductRecording, now: ProductRecording): Difference[] {
  const out: Difference[] = [];
  const compare = (at: string, a: unknown, b: unknown): void => {
    const [left, right] = [compact(a), compact(b)];
    if (left !== right) out.push({ at, committed: left, now: right });
  };
  for (const field of ["product", "version", "package", "clientInfo", "protocolVersion"] as const) compare(field, committed[field], now[field]);
  const ids = [...new Set([...Object.keys(committed.lists), ...Object.keys(now.lists)])].sort();
  for (const id of ids) {
    const [a, b] = [committed.lists[id], now.lists[id]];
    if (a === undefined || b === undefined) {
      compare(id, a, b);
      continue;
    }
    compare(`${id} initialized`, a.initialized, b.initialized);
    compare(`${id} listedTools`, a.listedTools, b.listedTools);
    for (const key of [...new Set([...Object.keys(a.tools), ...Object.keys(b.tools)])].sort()) {
      const [x, y] = [a.tools[key], b.tools[key]];
      if (x === undefined || y === undefined) compare(`${id}/${key}`, x, y);
      else for (const field of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) compare(`${id}/${key} ${field}`, x[field as keyof typeof x], y[field as keyof typeof y]);
    }
  }
  return out;
}
