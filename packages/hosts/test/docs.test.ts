import { expect, test } from "vitest";
import { tupleExample } from "../../../docs/examples/tool-schema-dialects.js";

test("docs/examples/tool-schema-dialects.ts", () => {
  const draft07 = {
    $schema: "http://json-schema.org/draft-07/schema#",
    type: "object",
    properties: { at: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 } },
    required: ["at"],
  };
  const portable = { type: "object", properties: { at: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2 } }, required: ["at"] };
  expect(tupleExample()).toEqual({ draft07, portable, v1Findings: ["read-as-draft-07", "tuple-misread"], forSdkV1: draft07, forUnknownClients: portable });
});
