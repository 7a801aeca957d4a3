/**
 * Regressions, host side: `loosen`, `projectTools` and `checkTools` read their input once through the guarded
 * snapshot (the same issues, at the same paths, as @mcp-wire/dialect's functions), and every host that compiles a
 * schema refuses keyword values of the wrong type and $ref loops without progress; no projection claims to fix them.
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import { toPortableSchema, type JsonSchema, type SchemaIssue } from "@mcp-wire/dialect";
import { ARCHETYPES, ARCHETYPE_PROFILES, checkTools, LOOSENINGS, loosen, projectTools } from "../src/index.js";

const at = (path: string, code: string, detail: string): SchemaIssue => ({ path, code, message: `${path === "" ? "root" : path}: ${detail}` }) as SchemaIssue;

/** loosen's and projectTools' issues for `input` (an inputSchema), each checked against toPortableSchema's. */
function sameAsDialect(input: unknown, expected: readonly SchemaIssue[]): void {
  expect(toPortableSchema(input as JsonSchema).issues).toEqual(expected);
  expect(loosen(input, [...LOOSENINGS])).toEqual({ schema: undefined, loosened: [], issues: expected, wrapped: false });
  const tool = { name: "t", inputSchema: input };
  const projection = projectTools([tool], "claude-code");
  expect(projection.tools[0]).toBe(tool);
  expect(projection.server.map((found) => found.path)).toEqual([`/0/inputSchema${expected[0]?.path ?? ""}`]);
}

describe("hostile input becomes issues with their path", () => {
  test("a getter that throws, a Proxy whose ownKeys throws, a revoked Proxy", () => {
    sameAsDialect({ type: "object", properties: { a: { get type(): string { throw new Error("boom"); } } } }, [at("/properties/a/type", "invalid-value", "reading it threw: boom")]);
    const ownKeys = new Proxy({}, { ownKeys: () => { throw new Error("no keys"); } });
    sameAsDialect({ type: "object", properties: { a: ownKeys } }, [at("/properties/a", "invalid-value", "reading it threw: no keys")]);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    sameAsDialect({ type: "object", properties: { a: proxy } }, [at("/properties/a", "invalid-value", "reading it threw: a revoked Proxy")]);
  });

  test("a cycle through data; roots that are not schemas", () => {
    const data: Record<string, unknown> = {};
    data["self"] = data;
    sameAsDialect({ type: "object", default: data }, [at("/default/self", "cyclic-schema", "the schema object graph contains a cycle")]);
    expect(loosen(null, [])).toEqual({ schema: undefined, loosened: [], issues: [at("", "not-a-schema", "a schema is an object or a boolean, got null")], wrapped: false });
    expect(loosen([{ type: "object" }], [])).toEqual({ schema: undefined, loosened: [], issues: [at("", "not-a-schema", "a schema is an object or a boolean, got an array")], wrapped: false });
  });

  test("a property named __proto__ stays data through the snapshot", () => {
    const tools = JSON.parse('[{"name":"t","inputSchema":{"type":"object","properties":{"__proto__":{"type":"boolean"},"x":true}}}]');
    expect(checkTools({ tools }, { hosts: ["mcp-sdk-v2-client"] }).tools[0]?.schemas[0]?.hosts[0]?.issues).toEqual([]);
    const projected = projectTools(tools, "claude-code").tools[0] as { inputSchema: { properties: Record<string, unknown> } };
    expect(Object.hasOwn(projected.inputSchema.properties, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(projected.inputSchema.properties)).toBe(Object.prototype);
    expect(projected.inputSchema.properties["x"]).toEqual({});
  });
});

describe("what no host can load is refused where it is compiled, and kept where no loosening removes it", () => {
  const cycle = { type: "object", $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } } };

  test("a $ref loop without progress: ref-cycle for every model API; every projection keeps it", () => {
    const tools = [{ name: "t", inputSchema: cycle, outputSchema: cycle }];
    const report = checkTools({ tools }, { hosts: ARCHETYPES });
    // validator hosts report what their engine does: Ajv never compiles these unused $defs, so they load there
    for (const [k, host] of ARCHETYPES.entries()) {
      if (ARCHETYPE_PROFILES[host].rules === undefined) continue;
      const codes = report.tools[0]?.schemas.flatMap((schema) => schema.hosts[k]?.issues.map((found) => `${schema.role} ${found.code} ${found.path}`) ?? []) ?? [];
      expect(codes.filter((line) => line.includes("ref-cycle")), host).toEqual(["inputSchema ref-cycle /$defs/a/$ref", "inputSchema ref-cycle /$defs/b/$ref"]);
    }
    // no loosening-only rewrite removes a loop the API refuses: kept, and the verdict still says so
    const projection = projectTools(tools, "anthropic-api");
    expect((projection.tools[0] as { inputSchema: unknown }).inputSchema).toEqual(cycle);
    expect(projection.report[0]?.issues.filter((found) => found.code === "ref-cycle").map((found) => [found.role, found.path, found.blast])).toEqual([
      ["inputSchema", "/$defs/a/$ref", "requests"],
      ["inputSchema", "/$defs/b/$ref", "requests"],
    ]);
    const viaAllOf = { type: "object", allOf: [{ $ref: "#" }] };
    expect(() => new Ajv2020({ strict: false }).compile(viaAllOf)({})).toThrow(RangeError);
    const looped = checkTools({ tools: [{ name: "t", inputSchema: viaAllOf }] }, { hosts: ["anthropic-api"] });
    expect(looped.tools[0]?.schemas[0]?.hosts[0]?.issues.map((found) => [found.layer, found.code, found.path])).toContainEqual(["dialect", "ref-cycle", "/allOf/0/$ref"]);
    const recursive = checkTools({ tools: [{ name: "t", inputSchema: { type: "object" }, outputSchema: { type: "object", properties: { child: { $ref: "#" } } } }] }, { hosts: ["mcp-sdk-v2-client"] });
    expect(recursive.tools[0]?.schemas[1]?.hosts[0]?.issues).toEqual([]);
  });

  test("keyword values of the wrong type: invalid-keyword-value; the SDK 1.x client's compile fails and costs the list", () => {
    for (const bad of [{ type: "object", properties: [1] }, { type: "object", required: "x" }]) {
      expect(() => new Ajv({ strict: false }).compile(bad)).toThrow("schema is invalid");
      const tools = [{ name: "t", inputSchema: { type: "object" }, outputSchema: bad }];
      const issues = checkTools({ tools }, { hosts: ["mcp-sdk-v1-client"] }).tools[0]?.schemas[1]?.hosts[0]?.issues ?? [];
      expect(issues.map((found) => [found.layer, found.code, found.blast])).toContainEqual(["dialect", "invalid-keyword-value", "list"]);
      const projection = projectTools(tools, "mcp-sdk-v1-client");
      expect((projection.tools[0] as { outputSchema: unknown }).outputSchema).toEqual(bad);
      expect(projection.report[0]?.blast).toBe("list");
    }
  });
});
