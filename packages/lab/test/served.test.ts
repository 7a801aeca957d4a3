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
import { listedEntry, type ProductRecording } from "../src/types.js";

/** A broken promise the product is known to make, with what the product does (seen in both recordings). */
type Known = BrokenPromise & { readonly why: string };

/**
 * The known differences, per product@version. Each is a fact the projection's report does not foretell at that
 * constraint (the promise of the tool or the constraint stood, and the product did otherwise with or without the
 * proxy); constraints the report says the product misreads are not promises (`brokenPromises`). Every product was
 * recorded through `mcp-wire proxy --host <product>@<version>` over the whole corpus; Claude Code 2.1.328 keeps every
 * promise: 430 tools of 68 lists, 1,617 constraints (the other 10 lists the projection gives up on); Gemini CLI 0.61.0
 * 442 tools of 72 lists, 1,655 constraints (its type-array rewrite is foretold as a misread).
 */
const KNOWN: Readonly<Record<string, readonly Known[]>> = {
  "claude-code@2.1.328": [],
  "gemini@0.61.0": [],
  "codex@0.169.0": [
    {
      list: "tuple-prefix-items",
      key: "probe",
      kind: "constraint",
      at: "/properties/pair/items",
      expected: false,
      received: { type: "string" },
      why: "Codex rewrites a prefixItems tuple into items of its first member's type; doctor foretells the misread at /properties/pair/prefixItems, not at the items beside it",
    },
  ],
  "qwen-code@0.15.10": [],
  "copilot-cli@1.0.102": [
    {
      list: "root-array",
      key: "probe",
      kind: "constraint",
      at: "/type",
      expected: "array",
      received: "object",
      why: "Copilot CLI sends a root that is not an object as type \"object\"; doctor foretells it as a misread of the root (root-not-object), which this check does not read as covering every constraint below",
    },
  ],
  "continue@1.5.47": [],
  "kilo@7.7.7": [],
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
      list.tools.map(listedEntry),
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

describe("brokenPromises", () => {
  const list = { id: "l", tools: [{ key: "probe", tool: { name: "p", inputSchema: { type: "object", properties: { a: { type: "string", minLength: 2 }, b: { type: "number", maximum: 3 } } } } }] } as unknown as Parameters<typeof brokenPromises>[0];
  const received = { type: "object", properties: { a: { type: "string" }, b: { type: "number" } } };
  const recording = { tools: { probe: { listed: true, schema: received } } } as unknown as Parameters<typeof brokenPromises>[2];
  /** A projection of the one tool, kept as listed, whose report carries `issues`. */
  const projected = (issues: { path: string; blast: string; role?: string }[]) =>
    ({
      host: "codex", revision: "2025-11-25", server: [], wrapped: [], tools: [(list.tools[0] as { tool: unknown }).tool],
      report: [{ name: "p", loosened: {}, wrapped: false, blast: "misread", issues: issues.map((issue) => ({ code: "x", layer: "host", message: "m", host: "codex", role: "inputSchema", ...issue })) }],
    } as unknown as Parameters<typeof brokenPromises>[1]);

  test("a constraint the report foretells as misread (at it or a schema above it, not the root) is no promise", () => {
    const at = (issues: { path: string; blast: string; role?: string }[]) => brokenPromises(list, projected(issues), recording).map((broken) => (broken.kind === "constraint" ? broken.at : broken.kind));
    expect(at([])).toEqual(["/properties/a/minLength", "/properties/b/maximum"]);
    expect(at([{ path: "/properties/a/minLength", blast: "misread" }])).toEqual(["/properties/b/maximum"]);
    expect(at([{ path: "/properties/b", blast: "misread" }])).toEqual(["/properties/a/minLength"]);
    // the root, another blast, or the output schema foretell nothing of these constraints
    expect(at([{ path: "", blast: "misread" }, { path: "/properties/a", blast: "none" }, { path: "/properties/b", blast: "misread", role: "outputSchema" }])).toEqual(["/properties/a/minLength", "/properties/b/maximum"]);
  });
});
