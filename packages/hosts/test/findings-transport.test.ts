/**
 * `hostFindings` and `projectTools` pass their `transport` on to `checkTools`: an `x-mcp-header` declaration the 2.4.0
 * client refuses costs the tool over HTTP (the default) and nothing over stdio.
 */
import { describe, expect, it } from "vitest";
import { HostsError, hostFindings, projectTools } from "../src/index.js";

const TOOLS = [{ name: "where", inputSchema: { type: "object", properties: { region: { type: "number", "x-mcp-header": "Region" } } } }];
const REFUSED = {
  path: "/properties/region/x-mcp-header",
  code: "mcp-header-invalid",
  layer: "wire",
  blast: "tool",
  message: "x-mcp-header is only allowed on a property of type string, integer or boolean: got number",
  source: "npm:@modelcontextprotocol/client@2.4.0",
};

describe("transport reaches checkTools", () => {
  it("hostFindings: stdio keeps the tool, http (default) refuses the declaration", () => {
    expect(hostFindings(TOOLS, ["mcp-sdk-v2-client"], "2026-07-28", { transport: "stdio" })[0]?.tools[0]).toEqual({ schemas: { inputSchema: [] }, tool: [] });
    expect(hostFindings(TOOLS, ["mcp-sdk-v2-client"], "2026-07-28", { transport: "http" })[0]?.tools[0]).toEqual({ schemas: { inputSchema: [REFUSED] }, tool: [] });
    expect(hostFindings(TOOLS, ["mcp-sdk-v2-client"], "2026-07-28")[0]?.tools[0]).toEqual({ schemas: { inputSchema: [REFUSED] }, tool: [] });
  });

  it("projectTools: the projection's findings follow the transport; an unknown one is refused at /transport", () => {
    expect(projectTools(TOOLS, "mcp-sdk-v2-client", { revision: "2026-07-28", transport: "stdio" }).report[0]?.blast).toBe("none");
    expect(projectTools(TOOLS, "mcp-sdk-v2-client", { revision: "2026-07-28", transport: "http" }).report[0]?.blast).toBe("tool");
    expect(() => projectTools(TOOLS, "mcp-sdk-v2-client", { transport: "ws" as never })).toThrow(HostsError);
    try {
      projectTools(TOOLS, "mcp-sdk-v2-client", { transport: "ws" as never });
    } catch (error) {
      expect((error as HostsError).issues).toEqual([{ path: "/transport", code: "invalid-option", message: "transport must be one of stdio, http" }]);
    }
  });

  it("hostFindings: an unknown transport or revision is refused with checkTools' error, for a product, an archetype and a composed host", () => {
    for (const host of ["cursor", "mcp-sdk-v2-client", "cursor+gemini"] as const) {
      expect(() => hostFindings(TOOLS, [host], "2026-07-28", { transport: "ws" as never })).toThrow(new HostsError([{ path: "/transport", code: "invalid-option", message: "transport must be one of stdio, http" }]));
      expect(() => hostFindings(TOOLS, [host], "2025-03-26" as never)).toThrow(HostsError);
      try {
        hostFindings(TOOLS, [host], "2025-03-26" as never);
      } catch (error) {
        expect((error as HostsError).issues).toEqual([{ path: "/revision", code: "invalid-option", message: "revision must be one of 2025-06-18, 2025-11-25, 2026-07-28" }]);
      }
    }
  });
});
