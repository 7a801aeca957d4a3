// docs/examples/elicitation-drop.ts
import { z } from "zod";
import { readElicitation, toRequestedSchema, validateContent } from "../../packages/elicitation/src/index.js";

const Invite = z.object({
  code: z.string().regex(/^[A-Z]{3}-\d{4}$/),
  seats: z.number().gt(0),
});

export function run() {
  const { requestedSchema, dropped } = toRequestedSchema(Invite, { onUnsupported: "drop" });

  // What the client answers: it saw no pattern and no bound, so nothing stopped the user.
  const content = { code: "abc", seats: 0 };

  return {
    requestedSchema,
    dropped: dropped.map((issue) => `${issue.path} ${issue.code}`),
    // The wire schema alone accepts it...
    wireOnly: validateContent(requestedSchema, content),
    // ...the schema you wrote does not.
    read: readElicitation({ invite: { action: "accept", content } }, "invite", Invite),
  };
}
