/**
 * The shipped wire documents (src/wire/definitions.ts, from spec-definitions.ts) are the spec's schema.json definitions: ListToolsResult and
 * everything it references, `description` annotations removed. A drift in either fails here. Every wire document is
 * valid against the meta-schema its `$schema` names: the wire validators compile them without checking that again
 * (`validateSchema: false`, src/wire/check.ts).
 */
import { Ajv, type AnySchemaObject } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { expect, test } from "vitest";
import { CALL_RESULT_DOCUMENTS, INPUT_REQUIRED_DOCUMENT, REVISIONS, WIRE_DOCUMENTS } from "../src/index.js";
import { specDocument } from "./spec-documents.js";

for (const revision of REVISIONS) {
  test(`${revision}: WIRE_DOCUMENTS equals ListToolsResult and its references in fixtures/mcp-spec/${revision}/schema.json`, () => {
    const expected = specDocument(revision, "ListToolsResult");
    expect(WIRE_DOCUMENTS[revision]).toEqual(expected);
    expect(Object.keys((expected["$defs"] ?? expected["definitions"]) as object)).toContain("Tool");
  });
}

const META_CHECKED = [
  ...REVISIONS.map((revision) => [`WIRE_DOCUMENTS ${revision}`, WIRE_DOCUMENTS[revision]] as const),
  ...REVISIONS.map((revision) => [`CALL_RESULT_DOCUMENTS ${revision}`, CALL_RESULT_DOCUMENTS[revision]] as const),
  ["INPUT_REQUIRED_DOCUMENT", INPUT_REQUIRED_DOCUMENT] as const,
];

for (const [name, document] of META_CHECKED) {
  test(`${name} is valid against the meta-schema of its $schema`, () => {
    const ajv = document["$schema"] === "http://json-schema.org/draft-07/schema#" ? new Ajv({ logger: false }) : new Ajv2020({ logger: false });
    expect(ajv.validateSchema(document as AnySchemaObject)).toBe(true);
    expect(ajv.errors).toBe(null);
  });
}
