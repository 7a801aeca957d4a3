// docs/examples/elicitation-basic.ts
import { z } from "zod";
import { toRequestedSchema } from "../../packages/elicitation/src/index.js";

export const Signup = z.object({
  name: z.string().min(1).describe("Your name"),
  email: z.email(),
  age: z.int().min(18).max(130).optional(),
  plan: z.enum(["free", "pro"]).default("free"),
});

export function run() {
  const { requestedSchema, dropped, notes } = toRequestedSchema(Signup, { revision: "2025-11-25" });
  return { requestedSchema, dropped, notes: notes.map((note) => `${note.path} ${note.code}`) };
}
