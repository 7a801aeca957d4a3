// docs/examples/elicitation-read.ts
import { z } from "zod";
import { acceptedContent, readElicitation } from "../../packages/elicitation/src/index.js";

const Contact = z.object({ email: z.email(), phone: z.string().optional() });

// What a client may send back under the key "contact" of inputResponses.
const answers = {
  accepted: { contact: { action: "accept", content: { email: "ada@example.com" } } },
  declined: { contact: { action: "decline" } },
  cancelled: { contact: { action: "cancel" } },
  missing: {},
  badEmail: { contact: { action: "accept", content: { email: "ada", phone: 5 } } },
  garbage: { contact: { action: "maybe" } },
};

export function run() {
  const read = Object.fromEntries(
    Object.entries(answers).map(([name, responses]) => [name, readElicitation(responses, "contact", Contact)]),
  );
  // acceptedContent: the value when accepted and valid, undefined for every other outcome.
  const valueFor = Object.entries(answers)
    .filter(([, responses]) => acceptedContent(responses, "contact", Contact) !== undefined)
    .map(([name]) => name);
  return { read, valueFor };
}
