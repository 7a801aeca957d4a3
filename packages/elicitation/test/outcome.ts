/** Test helper: the outcome of toRequestedSchema as one comparable value. */
import { RequestedSchemaError, toRequestedSchema, type ToRequestedSchemaOptions } from "../src/index.js";

export type Outcome =
  | { wire: Record<string, unknown>; dropped: string[]; notes: string[] }
  | { rejected: string[] };

const line = (i: { path: string; code: string }) => `${i.path} ${i.code}`;

/** `{ wire, dropped, notes }` (issues as "path code") or `{ rejected }`. */
export function outcome(schema: unknown, options?: ToRequestedSchemaOptions): Outcome {
  try {
    const r = toRequestedSchema(schema, options);
    return { wire: r.requestedSchema as unknown as Record<string, unknown>, dropped: r.dropped.map(line), notes: r.notes.map(line) };
  } catch (error) {
    if (error instanceof RequestedSchemaError) return { rejected: error.issues.map(line) };
    throw error;
  }
}

/** The wire form of a one-field form `{ v: field }` that is required. */
export const field = (v: Record<string, unknown>, required = true) => ({
  type: "object",
  properties: { v },
  ...(required ? { required: ["v"] } : {}),
});
