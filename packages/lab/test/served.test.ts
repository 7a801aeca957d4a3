/**
 * Serving checked through the products: for each product recorded both directly (`fixtures/lab/<p>@<v>.json`) and
 * served through `mcp-wire proxy --host <p>@<v>` (`fixtures/lab/served/<p>@<v>.json`), the promises of doctor's
 * projection (`projectTools` for that product, revision and version) that the product broke on the served lists are
 * exactly the known ones below, and each known one is the product's own doing: the direct recording shows it too.
 * Also `constraints` on an exact schema.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectTools, type ProductId } from "@mcp-wire/hosts";
import { isRevision } from "@mcp-wire/spec";
import { describe, expect, test } from "vitest";
import { probeLists } from "../src/probes/index.js";
import { brokenPromises, constraints, type BrokenPromise } from "../src/promises.js";
import { REPO_ROOT } from "../src/run.js";
import { servedRecordingPath } from "../src/served.js";
import type { ProductRecording } from "../src/types.js";

/** A broken promise the product is known to make, with what the product does (seen in both recordings). */
type Known = BrokenPromise & { readonly why: string };

/**
 * The known differences, per product@version. Each is a fact the hosts catalog lacks for that version (the projection
 * promised the tool or the constraint, and the product did otherwise with or without the proxy). Claude Code 2.1.328
 * keeps every promise: 430 tools of 68 lists, 1,617 constraints (the other 8 lists the projection gives up on).
 */
const KNOWN: Readonly<Record<string, readonly Known[]>> = {
  // 442 tools of 72 lists and 1,655 constraints promised (the 4 name lists the catalog says fail every request
  // promise nothing; Gemini CLI in fact renames those tools and keeps them)
  "gemini@0.61.0": [
    {
      list: "type-array-nullable",
      key: "probe",
      kind: "constraint",
      at: "/properties/v/type",
      expected: ["string", "null"],
      received: "string",
      why: "discovery rewrites a two-member type array with \"null\" into the single type plus nullable: true (an OpenAPI keyword) before sending parametersJsonSchema",
    },
  ],
  "claude-code@2.1.328": [],
};

const read = (path: string): ProductRecording => JSON.parse(readFileSync(path, "utf8")) as ProductRecording;

/** Every broken promise of `recording` over the corpus, for the product and revision and version it was recorded at. */
function broken(recording: ProductRecording): BrokenPromise[] {
  const revision = recording.protocolVersion;
  if (revision === null || !isRevision(revision)) throw new Error(`${recording.product}@${recording.version}: no known revision recorded (${String(revision)})`);
  return probeLists().flatMap((list) => {
    const listed = recording.lists[list.id];
    if (listed === undefined) throw new Error(`${recording.product}@${recording.version}: list ${list.id} not recorded`);
    const projection = projectTools(
      list.tools.map((probe) => probe.tool),
      recording.product as ProductId,
      { revision, version: recording.version },
    );
    return brokenPromises(list, projection, listed);
  });
}

const strip = ({ why: _why, ...promise }: Known): BrokenPromise => promise;

describe.each(Object.keys(KNOWN))("%s served through mcp-wire proxy", (id) => {
  const [product = "", version = ""] = id.split("@");
  const served = read(servedRecordingPath({ product: product as ProductRecording["product"], version }));
  const direct = read(join(REPO_ROOT, "fixtures/lab", `${id}.json`));

  test("the served recording is of the same product, client and revision as the direct one", () => {
    expect([served.product, served.version, served.clientInfo, served.protocolVersion]).toEqual([direct.product, direct.version, direct.clientInfo, direct.protocolVersion]);
  });

  test("the promises the product broke are exactly the known ones", () => {
    expect(broken(served)).toEqual((KNOWN[id] ?? []).map(strip));
  });

  test("each known one is the product's own: it shows in the direct recording too", () => {
    expect(broken(direct)).toEqual(expect.arrayContaining((KNOWN[id] ?? []).map(strip)));
  });
});

describe("constraints", () => {
  test("constraint keywords, $ref and boolean subschemas, through every position; no annotations or unknown keywords", () => {
    const schema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      title: "T",
      "x-extra": 1,
      properties: {
        default: { type: "string", minLength: 1, description: "a property named default" },
        any: true,
        ref: { $ref: "#/$defs/s" },
        pair: { type: "array", items: [{ type: "string" }, false] },
      },
      required: ["default"],
      additionalProperties: false,
      oneOf: [{ required: ["a/b"] }],
      $defs: { s: { enum: [1, 2], nullable: true } },
    };
    expect(constraints(schema)).toEqual([
      { at: "/type", value: "object" },
      { at: "/properties/default/type", value: "string" },
      { at: "/properties/default/minLength", value: 1 },
      { at: "/properties/any", value: true },
      { at: "/properties/ref/$ref", value: "#/$defs/s" },
      { at: "/properties/pair/type", value: "array" },
      { at: "/properties/pair/items/0/type", value: "string" },
      { at: "/properties/pair/items/1", value: false },
      { at: "/required", value: ["default"] },
      { at: "/additionalProperties", value: false },
      { at: "/oneOf/0/required", value: ["a/b"] },
      { at: "/$defs/s/enum", value: [1, 2] },
    ]);
  });
});
