// docs/examples/elicitation-cache.ts
import { z } from "zod";
import { toRequestedSchema } from "../../packages/elicitation/src/index.js";

// Declared once, at module level: one identity, so one conversion per revision and onUnsupported.
const Feedback = z.object({ rating: z.int().min(1).max(5) });

export function run() {
  const first = toRequestedSchema(Feedback).requestedSchema;
  const second = toRequestedSchema(Feedback).requestedSchema;
  const sameObject = first === second;

  // Each call returns a copy of its own: changing one changes no other, nor the cache.
  first.required = [];
  const third = toRequestedSchema(Feedback).requestedSchema;

  return { sameObject, first, second, third };
}
