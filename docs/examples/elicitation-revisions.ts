// docs/examples/elicitation-revisions.ts
import { z } from "zod";
import { RequestedSchemaError, toRequestedSchema, type Revision } from "../../packages/elicitation/src/index.js";

const Priority = z.object({
  level: z
    .union([z.literal("p1").meta({ title: "Urgent" }), z.literal("p2").meta({ title: "Normal" })])
    .default("p2"),
  tags: z.array(z.enum(["bug", "docs"])).optional(),
});

function attempt(revision: Revision) {
  try {
    return { revision, requestedSchema: toRequestedSchema(Priority, { revision }).requestedSchema };
  } catch (error) {
    if (!(error instanceof RequestedSchemaError)) throw error;
    return { revision, error: error.message };
  }
}

export function run() {
  const older = toRequestedSchema(Priority.omit({ tags: true }), { revision: "2025-06-18" });
  return {
    attempts: (["2025-06-18", "2025-11-25", "2026-07-28"] as const).map(attempt),
    withoutTags: { requestedSchema: older.requestedSchema, notes: older.notes.map((note) => `${note.path} ${note.code}`) },
  };
}
