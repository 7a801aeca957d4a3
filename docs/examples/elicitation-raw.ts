// docs/examples/elicitation-raw.ts
import { acceptedContent, toRequestedSchema, validateContent } from "../../packages/elicitation/src/index.js";

// A form written as plain JSON Schema: no library validates the answer for you.
const { requestedSchema } = toRequestedSchema({
  type: "object",
  properties: {
    quantity: { type: "integer", minimum: 1 },
    colors: { type: "array", items: { type: "string", enum: ["red", "blue"] }, maxItems: 2 },
  },
  required: ["quantity"],
});

export function run() {
  const responses = { order: { action: "accept", content: { quantity: "5", colors: ["red", "red"], note: "hi" } } };
  const content = acceptedContent(responses, "order"); // raw content, not validated
  return { content, checked: validateContent(requestedSchema, content) };
}
