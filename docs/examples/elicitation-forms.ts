// docs/examples/elicitation-forms.ts
import { z } from "zod";
import { toRequestedSchema } from "../../packages/elicitation/src/index.js";

const Booking = z.object({
  // formats: email, uri, date, date-time
  contact: z.email(),
  website: z.url().optional(),
  day: z.iso.date(),
  // bounds
  note: z.string().max(200).optional(),
  guests: z.int().min(1).max(12),
  // an integer's exclusive bounds become inclusive ones
  nights: z.int().gt(0).lt(30),
  // a single-select, with a default
  room: z.enum(["single", "double"]).default("double"),
  // a titled single-select: each option has its own label
  meal: z.union([
    z.literal("none").meta({ title: "No meals" }),
    z.literal("half").meta({ title: "Breakfast and dinner" }),
  ]),
  // a multi-select (an array of options), with bounds
  extras: z.array(z.enum(["parking", "late-checkout", "crib"])).max(2).optional(),
  // a boolean with a default
  newsletter: z.boolean().default(false),
});

export function run() {
  const { requestedSchema, notes } = toRequestedSchema(Booking, { revision: "2025-11-25" });
  return { requestedSchema, notes: notes.map((note) => `${note.path} ${note.code}`) };
}
