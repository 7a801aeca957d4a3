/**
 * The shipped wire documents (src/wire/definitions.ts, from spec-definitions.ts) are the spec's schema.json definitions: ListToolsResult and
 * everything it references, `description` annotations removed. A drift in either fails here.
 */
import { expect, test } from "vitest";
import { REVISIONS, WIRE_DOCUMENTS } from "../src/index.js";
import { specDocument } from "./spec-documents.js";

for (const revision of REVISIONS) {
  test(`${revision}: WIRE_DOCUMENTS equals ListToolsResult and its references in fixtures/mcp-spec/${revision}/schema.json`, () => {
    const expected = specDocument(revision, "ListToolsResult");
    expect(WIRE_DOCUMENTS[revision]).toEqual(expected);
    expect(Object.keys((expected["$defs"] ?? expected["definitions"]) as object)).toContain("Tool");
  });
}
