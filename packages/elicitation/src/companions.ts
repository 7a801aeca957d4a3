/**
 * Format-companion patterns: the `pattern` a schema library emits beside a `format` it knows
 * (zod puts its email regex beside `format: "email"`). Such a pattern stands for the format, so the
 * walk sends the format alone and says so (the regex is stricter than clients' format check, and
 * still applies when the answer is read); any other pattern is the user's own and is never
 * silently dropped.
 *
 * The patterns are derived at runtime from the installed libraries, by converting one probe
 * schema per format (and per option set that changes the pattern) through the same converter the
 * walk uses, once per process. Nothing is vendored: a library upgrade changes the set with it.
 */
import { optionalModule } from "@mcp-wire/core";
import { toJsonSchema } from "./convert.js";

/** Vendors whose companion patterns mcp-wire derives (`~standard.vendor`). */
export type KnownVendor = "zod" | "valibot" | "arktype";
type Probe = readonly [format: string, schema: unknown];

const ZOD_DATETIME_PRECISIONS = [undefined, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

// Probe builders call each library's own API, hence `any`.
/** Probe schemas per vendor: each library's own spelling of the four wire formats. */
const PROBES: Readonly<Record<KnownVendor, { module: string; probes: (lib: any) => Probe[] }>> = {
  zod: {
    module: "zod",
    probes: (z) => [
      ["email", z.email()],
      ["uri", z.url()],
      ["date", z.iso.date()],
      ...ZOD_DATETIME_PRECISIONS.flatMap((precision) =>
        [false, true].flatMap((offset) =>
          [false, true].map((local) => ["date-time", z.iso.datetime({ precision, offset, local })] as const),
        ),
      ),
    ],
  },
  valibot: {
    module: "valibot",
    probes: (v) => [
      ["email", v.pipe(v.string(), v.email())],
      ["email", v.pipe(v.string(), v.rfcEmail())],
      ["uri", v.pipe(v.string(), v.url())],
      ["date", v.pipe(v.string(), v.isoDate())],
      ["date-time", v.pipe(v.string(), v.isoDateTime())],
      ["date-time", v.pipe(v.string(), v.isoTimestamp())],
    ],
  },
  arktype: {
    module: "arktype",
    probes: (ark) =>
      (
        [
          ["email", "string.email"],
          ["uri", "string.url"],
          ["date", "string.date.iso"],
          ["date-time", "string.date.iso"],
        ] as const
      ).map(([format, keyword]) => [format, ark.type(keyword)] as const),
  },
};

type CompanionTable = ReadonlyMap<string, ReadonlySet<string>>;
const tables = new Map<KnownVendor, CompanionTable>();

function derive(vendor: KnownVendor): CompanionTable {
  const table = new Map<string, Set<string>>();
  const { module, probes } = PROBES[vendor];
  const lib = optionalModule<unknown>(module);
  if (!lib) return table;
  let list: Probe[];
  try {
    list = probes(lib);
  } catch {
    return table; // a library version without these builders has no companions we know of
  }
  for (const [format, schema] of list) {
    try {
      const { jsonSchema } = toJsonSchema(schema as never);
      if (jsonSchema["format"] === format && typeof jsonSchema["pattern"] === "string") {
        const set = table.get(format) ?? new Set<string>();
        set.add(jsonSchema["pattern"]);
        table.set(format, set);
      }
    } catch {
      // a probe the installed version cannot convert contributes nothing
    }
  }
  return table;
}

function companionsOf(vendor: KnownVendor): CompanionTable {
  let table = tables.get(vendor);
  if (!table) {
    table = derive(vendor);
    tables.set(vendor, table);
  }
  return table;
}

const KNOWN_VENDORS = Object.keys(PROBES) as KnownVendor[];

/** Whether `vendor` is one whose companion patterns mcp-wire derives. */
export function isKnownVendor(vendor: string): vendor is KnownVendor {
  return (KNOWN_VENDORS as string[]).includes(vendor);
}

/**
 * What a `pattern` beside a wire `format` is.
 * @param source - `~standard.vendor` of the schema, or `undefined` for a plain JSON Schema (then
 *   every known vendor's companions count: a pasted zod output is recognised)
 * @returns `"companion"` (the library's own restatement of the format: drop it),
 *   `"unknown-vendor"` (a vendor mcp-wire does not know: dropped with a note), or `"user"` (the
 *   user's own constraint: never silently dropped)
 */
export function classifyPattern(
  source: string | undefined,
  format: string,
  pattern: string,
): "companion" | "unknown-vendor" | "user" {
  if (source !== undefined && !isKnownVendor(source)) return "unknown-vendor";
  const vendors = source === undefined ? KNOWN_VENDORS : [source];
  return vendors.some((v) => companionsOf(v).get(format)?.has(pattern)) ? "companion" : "user";
}

/**
 * The wire format a pattern is the library's own spelling of, when it stands without its format
 * (zod writes `z.email().regex(…)` as an `allOf` of its email pattern and yours, with no `format`).
 * @param source - `~standard.vendor`, or `undefined` for a plain JSON Schema (every known vendor)
 * @returns the format, or `undefined` when the pattern is no known companion
 */
export function companionFormat(source: string | undefined, pattern: string): string | undefined {
  if (source !== undefined && !isKnownVendor(source)) return undefined;
  for (const vendor of source === undefined ? KNOWN_VENDORS : [source]) {
    for (const [format, patterns] of companionsOf(vendor)) if (patterns.has(pattern)) return format;
  }
  return undefined;
}
