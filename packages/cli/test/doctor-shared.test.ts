/**
 * What a doctor report holds once (docs/performance.md, "P10"): the portable form of a schema shares the members it
 * repeats of the schema as received, and equal verdict lists of different tools are one frozen array. The report's
 * JSON is the same as with copies (held byte for byte against the previous build over every capture when this
 * changed); these tests pin the sharing itself, on the brightdata-mcp capture (its input schemas carry a draft-07
 * `$schema`, which the portable form drops).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { doctor, RecordedTransport, recordingFrom, type DoctorReport } from "../src/index.js";

const CAPTURE = new URL("../../../fixtures/servers/brightdata-mcp.tools.json", import.meta.url);

async function report(): Promise<DoctorReport> {
  const capture = JSON.parse(readFileSync(CAPTURE, "utf8")) as unknown;
  return doctor({ kind: "transport", transport: new RecordedTransport(recordingFrom(capture)), label: "brightdata-mcp" });
}

describe("a report holds what it repeats once", () => {
  it("the portable form is the schema without its $schema, sharing the schema's own properties object", async () => {
    const { tools } = await report();
    const [input] = tools[0]?.schemas ?? [];
    const schema = input?.schema as Record<string, unknown>;
    const portable = input?.portable.schema as Record<string, unknown>;
    expect(schema["$schema"]).toBe("http://json-schema.org/draft-07/schema#");
    const { $schema, ...rest } = schema;
    expect($schema).toBe("http://json-schema.org/draft-07/schema#");
    expect(portable).toEqual(rest);
    expect(Object.keys(portable)).toEqual(["type", "properties", "required", "additionalProperties"]);
    expect(portable["properties"]).toBe(schema["properties"]);
    expect(portable["required"]).toBe(schema["required"]);
    expect(input?.portable.loosened).toBe(input?.portable.issues);
    expect(input?.portable.loosened).toEqual([]);
  });

  it("tools with equal verdicts share one frozen list of them", async () => {
    const { tools } = await report();
    expect(tools.map((tool) => tool.name)).toEqual(["search_engine", "scrape_as_markdown", "search_engine_batch", "scrape_batch", "discover"]);
    const first = tools[0]?.hosts;
    expect(first?.map((verdict) => verdict.status)).toEqual(Array(14).fill("pass"));
    expect(Object.isFrozen(first)).toBe(true);
    for (const tool of tools) expect(tool.hosts).toBe(first);
    const failing = tools[1]?.schemas[0]?.hosts ?? [];
    expect(failing.filter((verdict) => verdict.status === "fail").map((verdict) => verdict.host)).toEqual(["codex", "copilot-cli", "continue"]);
    expect(Object.isFrozen(failing)).toBe(true);
    expect(Object.isFrozen(failing.find((verdict) => verdict.host === "codex"))).toBe(true);
  });
});
