/**
 * `exclusiveMinimum` / `exclusiveMaximum` on an integer field: the inclusive bound that admits the same integers
 * (`exclusive-bound-to-inclusive`), exact beyond 2^53; a bound that leaves no integer rejects (`bounds-conflict`).
 * On a number field they are constraints the wire cannot advertise (the fate table decides).
 * Source: JSON Schema 2020-12 Validation §6.2.3, §6.2.5.
 */
import { note, reject, rewrite, type Entries, type WalkContext } from "../context.js";

/** The next double after `x` towards `direction` (±Infinity past the largest finite double). */
function nextDouble(x: number, direction: 1 | -1): number {
  if (x === 0) return direction * Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigInt64(0, view.getBigInt64(0) + (x > 0 === direction > 0 ? 1n : -1n));
  return view.getFloat64(0);
}

/**
 * The least integer-valued double strictly above `x` (`direction` 1), or the greatest strictly
 * below it (-1). `x ± 1` is exact below 2^53; beyond, it rounds back to `x` and every double is an
 * integer, so the answer is the next double. Infinite when no finite double is there.
 */
function integerBeyond(x: number, direction: 1 | -1): number {
  const step = direction > 0 ? Math.floor(x) + 1 : Math.ceil(x) - 1;
  return step !== x ? step : nextDouble(x, direction);
}

const EXCLUSIVE_BOUNDS = [
  { exclusive: "exclusiveMinimum", inclusive: "minimum", toInclusive: (x: number) => integerBeyond(x, 1), tighter: Math.max },
  { exclusive: "exclusiveMaximum", inclusive: "maximum", toInclusive: (x: number) => integerBeyond(x, -1), tighter: Math.min },
] as const;

export function normalizeIntegerBounds(entries: Entries, ctx: WalkContext): boolean {
  if (entries.get("type")?.value !== "integer") return true;
  let ok = true;
  for (const { exclusive, inclusive, toInclusive, tighter } of EXCLUSIVE_BOUNDS) {
    const bound = entries.get(exclusive);
    if (!bound || typeof bound.value !== "number") continue;
    const current = entries.get(inclusive)?.value;
    const value = typeof current === "number" ? tighter(current, toInclusive(bound.value)) : toInclusive(bound.value);
    if (!Number.isFinite(value)) {
      reject(ctx, bound.path, "bounds-conflict", `${exclusive} ${bound.value} leaves no integer a JSON number can hold`);
      ok = false;
      continue;
    }
    entries.delete(exclusive);
    rewrite(entries, inclusive, value, bound);
    note(ctx, bound.path, "exclusive-bound-to-inclusive", `${exclusive} ${bound.value} on an integer written as ${inclusive} ${value}`);
  }
  return ok;
}
