/**
 * One elicitation answer read as an outcome, for answers that arrive as a bare `ElicitResult`
 * (SDK 1.x `elicitation/create` responses) rather than inside `inputResponses`.
 */
import {
  isStandardSchema,
  readElicitation,
  validateContent,
  type ElicitationOutcome,
  type RequestedSchema,
  type Revision,
} from "@mcp-wire/elicitation";
import type { StandardSchemaV1 } from "@standard-schema/spec";

const KEY = "form";

/**
 * The outcome of one `ElicitResult` (untrusted): validated by `schema` when it is a Standard Schema
 * (`readElicitation` of `@mcp-wire/elicitation`), else by the wire `requestedSchema` that was sent
 * (`requestedSchema()`, by `validateContent` at `revision`; accepted content is then the content as received).
 */
export function outcomeOf(result: unknown, schema: unknown, requestedSchema: () => RequestedSchema, revision: Revision): ElicitationOutcome<unknown> {
  const responses = { [KEY]: result };
  if (isStandardSchema(schema)) return readElicitation(responses, KEY, schema as StandardSchemaV1);
  const outcome = readElicitation(responses, KEY, ANY);
  if (outcome.status !== "accepted") return outcome;
  const checked = validateContent(requestedSchema(), outcome.value, { revision });
  return checked.valid ? outcome : { status: "invalid", issues: checked.issues };
}

/** A Standard Schema that accepts every value: reads the outcome without validating content. */
const ANY: StandardSchemaV1<unknown, unknown> = {
  "~standard": { version: 1, vendor: "mcp-wire", validate: (value) => ({ value }) },
};
