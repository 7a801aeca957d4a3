/** The differences between a committed product recording and a fresh one, as `pnpm lab --check` prints them. */
import { canonicalJson } from "./record.js";
import type { ListRecording, ProductRecording } from "./types.js";

/** One difference: where (`<field>`, `<list>`, `<list> <field>`, `<list>/<tool key>` or `<list>/<tool key> <field>`), and the two values as compact JSON. */
export interface Difference {
  readonly at: string;
  readonly committed: string;
  readonly now: string;
}

const compact = (value: unknown): string => (value === undefined ? "(absent)" : JSON.stringify(JSON.parse(canonicalJson(value))));

/**
 * Every difference between `committed` and `now`, ignoring `recordedAt`: the product fields (and `wrap`), then per list (in sorted
 * order, the corpus' lists, the `negotiation` lists, then the `offered` lists of each revision as `<revision>:<list>`)
 * its `initialized`/`listedTools` (and for a negotiation or offered list its `protocolVersion`/`serverDiscover`) and each field of each tool key's recording (the whole recording when one
 * side lacks the key). Returns [] when they agree.
 */
export function diffRecordings(committed: ProductRecording, now: ProductRecording): Difference[] {
  const out: Difference[] = [];
  const compare = (at: string, a: unknown, b: unknown): void => {
    const [left, right] = [compact(a), compact(b)];
    if (left !== right) out.push({ at, committed: left, now: right });
  };
  for (const field of ["product", "version", "package", "clientInfo", "protocolVersion", "wrap"] as const) compare(field, committed[field], now[field]);
  diffLists(committed.lists, now.lists, compare, []);
  diffLists(committed.negotiation ?? {}, now.negotiation ?? {}, compare, ["protocolVersion", "serverDiscover"]);
  for (const revision of [...new Set([...Object.keys(committed.offered ?? {}), ...Object.keys(now.offered ?? {})])].sort()) {
    const prefixed = (section: ProductRecording["offered"]) => Object.fromEntries(Object.entries(section?.[revision] ?? {}).map(([id, list]) => [`${revision}:${id}`, list]));
    diffLists(prefixed(committed.offered), prefixed(now.offered), compare, ["protocolVersion", "serverDiscover"]);
  }
  return out;
}

/** The differences of two maps of list recordings (see {@link diffRecordings}); `fields` are list fields compared too. */
function diffLists<L extends ListRecording>(committed: Readonly<Record<string, L>>, now: Readonly<Record<string, L>>, compare: (at: string, a: unknown, b: unknown) => void, fields: readonly (keyof L & string)[]): void {
  const ids = [...new Set([...Object.keys(committed), ...Object.keys(now)])].sort();
  for (const id of ids) {
    const [a, b] = [committed[id], now[id]];
    if (a === undefined || b === undefined) {
      compare(id, a, b);
      continue;
    }
    compare(`${id} initialized`, a.initialized, b.initialized);
    compare(`${id} listedTools`, a.listedTools, b.listedTools);
    for (const field of fields) compare(`${id} ${field}`, a[field], b[field]);
    for (const key of [...new Set([...Object.keys(a.tools), ...Object.keys(b.tools)])].sort()) {
      const [x, y] = [a.tools[key], b.tools[key]];
      if (x === undefined || y === undefined) compare(`${id}/${key}`, x, y);
      else for (const field of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) compare(`${id}/${key} ${field}`, x[field as keyof typeof x], y[field as keyof typeof y]);
    }
  }
}
