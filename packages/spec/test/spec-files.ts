import { readFileSync } from "node:fs";
import type { Revision } from "../src/index.js";

/** The official `schema.json` of a revision (test data under fixtures/mcp-spec at the repository root). */
export function specSchema(revision: Revision): Record<string, any> {
  return JSON.parse(readFileSync(new URL(`../../../fixtures/mcp-spec/${revision}/schema.json`, import.meta.url), "utf8"));
}

/** The definitions table of a `schema.json` (`definitions` in draft-07, `$defs` in 2020-12). */
export function definitionsOf(schema: Record<string, any>): Record<string, any> {
  return schema["$defs"] ?? schema["definitions"];
}

/** JSON Pointer (inside schema.json) of the requestedSchema definition of a revision. */
export function requestedSchemaPointer(revision: Revision): string {
  return revision === "2025-06-18"
    ? "#/definitions/ElicitRequest/properties/params/properties/requestedSchema"
    : "#/$defs/ElicitRequestFormParams/properties/requestedSchema";
}
