/**
 * Real zod 4, Valibot and ArkType forms for `mcp-wire check` (the main job, `pnpm start`).
 * The first group goes on the MCP elicitation wire; the second is rejected, each naming its path.
 *
 *   node packages/cli/dist/bin.js check packages/cli/examples/forms.ts
 */
import { type } from "arktype";
import * as v from "valibot";
import { z } from "zod";

// ---- accepted --------------------------------------------------------------------------------

/** zod: formats (companion patterns dropped), integer bounds, enum with default, multi-select. */
export const zodSignup = z.object({
  email: z.email().meta({ title: "Email" }),
  homepage: z.url().optional(),
  birthday: z.iso.date(),
  age: z.int().min(13).max(120),
  plan: z.enum(["free", "pro", "team"]).default("free"),
  newsletter: z.boolean().default(false),
  topics: z.array(z.enum(["news", "releases", "security"])).min(1).max(2),
});

/** zod: a titled single-select (options with titles) with a default; a bounded string. */
export const zodPriority = z.object({
  priority: z
    .union([z.literal("low").meta({ title: "Low" }), z.literal("high").meta({ title: "High" })])
    .default("low"),
  summary: z.string().min(3).max(80),
});

/** Valibot (converted through @valibot/to-json-schema): email, string bounds, picklist, integer range. */
export const valibotOrder = v.object({
  email: v.pipe(v.string(), v.email()),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  size: v.picklist(["S", "M", "L"]),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  giftWrap: v.optional(v.boolean()),
});

/** ArkType: email and url formats, an integer range, a string enum and a multi-select. */
export const arktypeSeats = type({
  email: "string.email",
  "homepage?": "string.url",
  seats: "1 <= number.integer <= 10",
  tier: "'basic' | 'premium'",
  colours: "('red' | 'green' | 'blue')[] >= 1",
});

// ---- rejected --------------------------------------------------------------------------------

/** zod `.regex()`: the wire has no `pattern`; rejected at /properties/code/pattern. */
export const zodRegex = z.object({ code: z.string().regex(/^[A-Z]{3}-\d{4}$/) });

/** `z.email({ pattern })`: a customized email pattern is never silently weakened. */
export const zodCustomEmail = z.object({ email: z.email({ pattern: /@example\.com$/ }) });

/** A nested object: the wire carries a flat form only. */
export const valibotNested = v.object({ address: v.object({ street: v.string(), city: v.string() }) });

/** A nullable field: the wire has no null; make it optional instead. */
export const arktypeNullable = type({ nickname: "string | null" });

/** A numeric enum: wire enums hold strings. */
export const zodNumericEnum = z.object({ rating: z.literal([1, 2, 3, 4, 5]) });
