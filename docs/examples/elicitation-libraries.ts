// docs/examples/elicitation-libraries.ts
import { type } from "arktype";
import * as v from "valibot";
import { z } from "zod";
import { toRequestedSchema } from "../../packages/elicitation/src/index.js";

const withZod = z.object({
  email: z.email(),
  seats: z.int().min(1).max(50),
});

const withValibot = v.object({
  email: v.pipe(v.string(), v.email()),
  seats: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
});

const withArkType = type({
  email: "string.email",
  seats: "1 <= number.integer <= 50",
});

export function run() {
  return [withZod, withValibot, withArkType].map((schema) => toRequestedSchema(schema).requestedSchema);
}
