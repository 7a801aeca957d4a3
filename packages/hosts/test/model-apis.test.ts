/**
 * `<product>+<model-api>`: the composed host's verdict is the union of the product's and the model-API archetype's
 * (a tool kept only if both keep it), its projection loosens for both, Zed's subset-provider rules are settled by
 * the route, and an unknown part is a typed error naming the valid ones.
 */
import { describe, expect, it } from "vitest";
import { composedHost, compositionOf, hostFindings, HostsError, isHostTarget, projectTools, toolNameRules } from "../src/index.js";

const ZED_ADAPTER = "zed-industries/zed@3b7c7e5a712a3b468e670324a063314699ef710c:crates/language_model/src/tool_schema.rs";

describe("composed hosts", () => {
  it("cursor keeps a tool whose type array the Gemini API refuses; cursor+gemini fails every request, at its path", () => {
    const tools = [{ name: "search", inputSchema: { type: "object", properties: { q: { type: ["string", "null"] } } } }];
    const [cursor, composed] = hostFindings(tools, ["cursor", "cursor+gemini"], "2025-11-25");
    expect(cursor?.tools[0]).toEqual({ schemas: { inputSchema: [] }, tool: [] });
    expect(cursor?.summary).toEqual({ toolsKept: 1, toolsLost: 0, listLost: false, requestsFail: false, issues: [] });
    expect(composed?.host).toBe("cursor+gemini");
    expect(composed?.tools[0]).toEqual({
      schemas: {
        inputSchema: [
          { path: "/properties/q/type", code: "type-array", layer: "host", blast: "requests", message: "/properties/q/type: openapi-3.0-subset refuses a type array; use anyOf", source: "microsoft/azure-devops-mcp#139" },
        ],
      },
      tool: [],
    });
    expect(composed?.summary).toEqual({ toolsKept: 1, toolsLost: 0, listLost: false, requestsFail: true, issues: [] });
  });

  it("a tool the product drops never reaches the model API; one it keeps meets the model API's name rule", () => {
    const tools = [{ name: "9.find", inputSchema: { type: "object" } }, { name: "9find", inputSchema: { type: "object" } }];
    const [composed] = hostFindings(tools, ["cursor+gemini"], "2025-11-25");
    expect(composed?.tools.map((tool) => tool.tool.map((issue) => [issue.path, issue.code, issue.blast, issue.source]))).toEqual([
      [["/name", "tool-name", "tool", "webstudio-is/webstudio#5960"]],
      [["/name", "tool-name", "requests", "Finerestaurant/kicad-mcp-python#2"]],
    ]);
    expect(composed?.summary).toMatchObject({ toolsKept: 1, toolsLost: 1, requestsFail: true });
  });

  it("claude-code+<api>: a tool Claude Code drops reaches no model API; a type array the Anthropic API reads, Gemini's refuses", () => {
    // Claude Code drops a draft-07 tuple (its meta-schema rule): no model API sees it, whichever is named
    const dropped = [{ name: "t", inputSchema: { type: "object", properties: { p: { type: "array", items: [{ type: "number" }] } } } }];
    for (const found of hostFindings(dropped, ["claude-code", "claude-code+gemini", "claude-code+anthropic"], "2025-11-25")) {
      expect([found.host, found.tools[0]?.schemas.inputSchema?.map((issue) => [issue.path, issue.code, issue.blast])]).toEqual([found.host, [["/properties/p/items", "meta-schema-invalid", "tool"]]]);
    }
    // Claude Code alone sends it to the Anthropic API, which reads type arrays; routed to Gemini, every request fails
    const typed = [{ name: "u", inputSchema: { type: "object", properties: { q: { type: ["string", "null"] } } } }];
    const [alone, gemini] = hostFindings(typed, ["claude-code", "claude-code+gemini"], "2025-11-25");
    expect(alone?.tools[0]?.schemas.inputSchema).toEqual([]);
    expect(gemini?.tools[0]?.schemas.inputSchema?.map((issue) => [issue.path, issue.code, issue.blast])).toEqual([["/properties/q/type", "type-array", "requests"]]);
  });

  it("settles Zed's subset-provider rules by the model API: at risk for zed, counted for zed+gemini, absent for zed+anthropic", () => {
    const tools = [{ name: "mail", inputSchema: { type: "object", properties: { e: { type: "string", format: "email" } }, additionalProperties: false } }];
    const [zed, gemini, anthropic] = hostFindings(tools, ["zed", "zed+gemini", "zed+anthropic"], "2025-11-25");
    expect(zed?.tools[0]?.schemas.inputSchema).toEqual([]);
    expect(zed?.tools[0]?.atRisk?.schemas.inputSchema?.map((issue) => [issue.path, issue.code, issue.contested?.against])).toEqual([
      ["/properties/e/format", "keyword-lowered", [ZED_ADAPTER]],
      ["/additionalProperties", "keyword-lowered", [ZED_ADAPTER]],
    ]);
    // Zed removes additionalProperties before Gemini sees it: the API's unsupported-keyword there never happens
    expect(gemini?.tools[0]).toEqual({
      schemas: {
        inputSchema: [
          expect.objectContaining({ path: "/properties/e/format", code: "keyword-lowered", blast: "misread", source: ZED_ADAPTER }),
          expect.objectContaining({ path: "/additionalProperties", code: "keyword-lowered", blast: "misread", source: ZED_ADAPTER }),
        ],
      },
      tool: [],
    });
    expect(gemini?.tools[0]?.schemas.inputSchema?.some((issue) => issue.contested !== undefined)).toBe(false);
    expect(anthropic?.tools[0]).toEqual({ schemas: { inputSchema: [] }, tool: [] });
  });

  it("kilo+openai-strict: Kilo's additionalProperties: false on the object root answers strict mode there; strict mode's required still fails", () => {
    const KILO = "lab:kilo@7.7.7#root-allof";
    const open = [{ name: "t", inputSchema: { type: "object", properties: { x: { type: "string" } } } }];
    const [kilo, strict, alone] = hostFindings(open, ["kilo", "kilo+openai-strict", "openai-strict"], "2025-11-25");
    expect(kilo?.tools[0]?.schemas.inputSchema?.map((issue) => [issue.path, issue.code, issue.blast, issue.source])).toEqual([["", "keyword-added", "misread", KILO]]);
    // the model API alone finds the missing keyword; through Kilo it is written in before the request is sent
    expect(alone?.tools[0]?.schemas.inputSchema?.map((issue) => [issue.path, issue.code])).toEqual([
      ["/additionalProperties", "strict-additional-properties"],
      ["/required", "strict-required"],
    ]);
    expect(strict?.tools[0]?.schemas.inputSchema?.map((issue) => [issue.path, issue.code, issue.blast])).toEqual([
      ["", "keyword-added", "misread"],
      ["/required", "strict-required", "requests"],
    ]);
    // a nested object is not closed by Kilo: strict mode's finding there stays
    const nested = [{ name: "n", inputSchema: { type: "object", properties: { o: { type: "object", properties: {} } }, required: ["o"] } }];
    const [composed] = hostFindings(nested, ["kilo+openai-strict"], "2025-11-25");
    expect(composed?.tools[0]?.schemas.inputSchema?.map((issue) => [issue.path, issue.code])).toEqual([
      ["", "keyword-added"],
      ["/properties/o/additionalProperties", "strict-additional-properties"],
    ]);
  });

  it("a product version applies to the composed host (its own entry, else its product's)", () => {
    const tools = [{ name: "a-b", inputSchema: { type: "object" } }];
    const [atOld] = hostFindings(tools, ["cursor+gemini"], "2025-11-25", { versions: { cursor: "0.46.0" } });
    const [own] = hostFindings(tools, ["cursor+gemini"], "2025-11-25", { versions: { "cursor+gemini": "0.46.0", cursor: "latest" } });
    const [latest] = hostFindings(tools, ["cursor+gemini"], "2025-11-25");
    expect(atOld?.tools[0]?.tool.map((issue) => issue.code)).toEqual(["tool-name"]);
    expect(own?.tools[0]?.tool.map((issue) => issue.code)).toEqual(["tool-name"]);
    expect(latest?.tools[0]?.tool).toEqual([]);
  });

  it("projects for both: cursor+gemini inlines the $ref the Gemini API cannot read, cursor leaves it", () => {
    const tools = [{ name: "ref", inputSchema: { type: "object", properties: { a: { $ref: "#/$defs/A" } }, $defs: { A: { type: "string" } } } }];
    expect(projectTools(tools, "cursor").tools).toEqual(tools);
    const composed = projectTools(tools, "cursor+gemini");
    expect(composed.tools).toEqual([{ name: "ref", inputSchema: { type: "object", properties: { a: { type: "string" } } } }]);
    expect(composed.report[0]?.loosened.inputSchema?.map((change) => [change.path, change.rewrite, change.effect])).toEqual([
      ["/properties/a/$ref", "ref-inline", "same"],
      ["/$defs", "ref-inline", "same"],
    ]);
    expect(composed.report[0]?.blast).toBe("none");
  });

  it("reads <product>+<model-api>, and names the valid parts of an unknown one", () => {
    expect(compositionOf("zed+gemini")).toEqual({ product: "zed", modelApi: "gemini", archetype: "openapi-3.0-subset" });
    expect(compositionOf("kilo+openai-strict")).toEqual({ product: "kilo", modelApi: "openai-strict", archetype: "openai-strict" });
    for (const bad of ["cursor+nope", "nope+gemini", "cursor+", "+gemini", "cursor+gemini+x", "__proto__+gemini", "cursor+constructor", "cursor+toString"]) {
      expect(compositionOf(bad)).toBeUndefined();
      expect(isHostTarget(bad)).toBe(false);
    }
    expect(composedHost("cursor+gemini")).toBe("cursor+gemini");
    expect(() => composedHost("cursor+nope")).toThrow(HostsError);
    expect(() => composedHost("cursor+nope")).toThrow('unknown model API "nope" after + (known: anthropic, gemini, openai-strict)');
    expect(() => composedHost("nope+gemini")).toThrow(/unknown product "nope" before \+ \(known: claude-code, claude-desktop, cursor,/);
    expect(() => projectTools([], "cursor+nope" as never)).toThrow(HostsError);
    expect(() => toolNameRules("cursor+nope" as never)).toThrow(HostsError);
    // each error names the function whose input it rejects
    expect(() => composedHost("cursor+nope")).toThrow('composedHost argument rejected at /host: unknown model API "nope" after + (known: anthropic, gemini, openai-strict) (invalid-option)');
    expect(() => toolNameRules("cursor+nope" as never)).toThrow("toolNameRules options rejected at /host: unknown host (a product, an archetype, or <product>+<model-api>) (invalid-option)");
    expect(() => projectTools([], "cursor+nope" as never)).toThrow(/^projectTools options rejected at \/host: /);
  });
});
