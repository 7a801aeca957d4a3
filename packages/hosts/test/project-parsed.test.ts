/**
 * `projectTools` with `parsed: true` (a list `JSON.parse` made, as the proxy's): read without the snapshot's copy only
 * where that copy would change nothing (`parsedEntries` against `readList`, the snapshot read), so the projection is
 * the same; a hazard (a number past the double range, `-0`, deep nesting, a value `JSON.parse` never makes) is read
 * as before; `__proto__` members stay own data members; the option is checked.
 */
import { describe, expect, test } from "vitest";
import { HostsError, projectTools } from "../src/index.js";
import { readList } from "../src/project/findings.js";
import { PARSED_MAX_DEPTH, parsedEntries } from "../src/read-tools.js";

/** A schema nested `levels` objects deep under `properties`. */
function nested(levels: number): unknown {
  let schema: unknown = { type: "string" };
  for (let i = 0; i < levels; i++) schema = { type: "object", properties: { a: schema } };
  return schema;
}

describe("parsedEntries", () => {
  test("a list the snapshot leaves unchanged: the same entries as readList, the list's own values, and whether a member is named $id", () => {
    const texts = [
      '[{"name":"a","inputSchema":{"type":"object","properties":{"n":{"type":"number","minimum":0.5,"maximum":1e300}}}}]',
      '[{"name":"p","__proto__":{"x":1},"inputSchema":{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}}]',
      '[{"name":"i","inputSchema":{"$id":"urn:x","type":"object"}},1,"x",null,true,[]]',
      "[]",
    ];
    const found = texts.map((text) => {
      const list = JSON.parse(text) as unknown[];
      const read = parsedEntries(list);
      expect(read?.entries).toEqual(readList(JSON.parse(text)));
      read?.entries.forEach((entry, i) => expect(entry.value).toBe(list[i]));
      return read?.ids;
    });
    expect(found).toEqual([false, false, true, false]);
    // a `__proto__` member JSON.parse made is an own member; the entry keeps Object.prototype
    const proto = parsedEntries(JSON.parse(texts[1] as string))?.entries[0]?.value as Record<string, unknown>;
    expect([Object.hasOwn(proto, "__proto__"), Object.getPrototypeOf(proto) === Object.prototype, JSON.stringify(proto["__proto__"])]).toEqual([true, true, '{"x":1}']);
  });

  test("what the snapshot would report or change: undefined (read as before)", () => {
    const hazards: unknown[] = [
      JSON.parse('[{"name":"big","inputSchema":{"type":"object","properties":{"n":{"maximum":1e400}}}}]'),
      JSON.parse('[{"name":"z","inputSchema":{"type":"object","properties":{"n":{"minimum":-0}}}}]'),
      [{ name: "deep", inputSchema: nested(PARSED_MAX_DEPTH) }],
      [{ name: "u", inputSchema: undefined }],
      [{ name: "d", inputSchema: new Date(0) }],
      [Object.create(null)],
      { length: 0 },
    ];
    expect(hazards.map((list) => parsedEntries(list))).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
    // within the depth: read
    expect(parsedEntries([{ name: "ok", inputSchema: nested(PARSED_MAX_DEPTH / 2 - 2) }])?.entries.length).toBe(1);
  });
});

describe("projectTools, parsed", () => {
  test("an unchanged tool is the list's own entry, a rewritten one a new object; the same tools and report as the snapshot read", () => {
    const text = '[{"name":"same","inputSchema":{"type":"object","properties":{"a":{"type":"string"}}}},{"name":"bool","inputSchema":{"type":"object","properties":{"x":true}}}]';
    const list = JSON.parse(text) as unknown[];
    const projection = projectTools(list, "claude-code", { revision: "2025-11-25", parsed: true });
    expect([projection.tools[0] === list[0], projection.tools[1] === list[1]]).toEqual([true, false]);
    expect(JSON.stringify(projection.tools)).toBe('[{"name":"same","inputSchema":{"type":"object","properties":{"a":{"type":"string"}}}},{"name":"bool","inputSchema":{"type":"object","properties":{"x":{}}}}]');
    expect(projection.report.map((tool) => [tool.name, tool.loosened.inputSchema?.map((change) => change.rewrite) ?? []])).toEqual([["same", []], ["bool", ["boolean-subschema"]]]);
    expect(list).toEqual(JSON.parse(text)); // never mutated
  });

  test("a number past the double range is read as without parsed: the keyword holding it dropped, the tool a copy", () => {
    const text = '[{"name":"big","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":1e400}}}}]';
    const list = JSON.parse(text) as unknown[];
    const projection = projectTools(list, "mcp-sdk-v1-client", { revision: "2025-11-25", parsed: true });
    expect(JSON.stringify(projection.tools)).toBe('[{"name":"big","inputSchema":{"type":"object","properties":{"n":{"type":"number"}}}}]');
    expect(projection.tools[0]).not.toBe(list[0]);
    expect(projection.report).toEqual(projectTools(JSON.parse(text) as unknown[], "mcp-sdk-v1-client", { revision: "2025-11-25" }).report);
  });

  test("a parsed option that is not a boolean: HostsError invalid-option at /parsed", () => {
    try {
      projectTools([], "cursor", { parsed: "yes" as never });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HostsError);
      expect((error as HostsError).issues.map((issue) => [issue.path, issue.code])).toEqual([["/parsed", "invalid-option"]]);
    }
  });
});
