/**
 * doctor judges the hosts over the transport it reached the server by: a stdio session is judged as stdio (the 2.4.0
 * client keeps a tool whose `x-mcp-header` declaration it refuses over Streamable HTTP), `--url` and a replay as HTTP.
 */
import { describe, expect, it } from "vitest";
import { hostTransport, judgeTools } from "../src/doctor/verdicts.js";

/** One tool declaring an `x-mcp-header` on a `number` property: refused by the 2.4.0 client over HTTP. */
const TOOLS = [{ name: "where", inputSchema: { type: "object", properties: { region: { type: "number", "x-mcp-header": "Region" } } } }];
const REFUSED = {
  path: "/properties/region/x-mcp-header",
  code: "mcp-header-invalid",
  layer: "wire",
  blast: "tool",
  message: "x-mcp-header is only allowed on a property of type string, integer or boolean: got number",
  source: "npm:@modelcontextprotocol/client@2.4.0",
};

describe("doctor's host checks know the transport", () => {
  it("maps a session's transport kind to the host transport", () => {
    expect((["stdio", "http", "replay", "transport"] as const).map(hostTransport)).toEqual(["stdio", "http", "http", "http"]);
  });

  it("over stdio the 2.x client keeps the tool: no mcp-header finding", () => {
    const judged = judgeTools(TOOLS, ["mcp-sdk-v2-client"], "2026-07-28", { transport: "stdio" });
    expect(judged.tools[0]?.schemas.inputSchema?.map((v) => [v.status, v.blast, v.issues])).toEqual([["pass", "none", []]]);
    expect(judged.summary["mcp-sdk-v2-client"]).toEqual({ toolsKept: 1, toolsLost: 0, listLost: false, requestsFail: false, issues: [] });
  });

  it("over HTTP (and by default) the 2.x client drops the tool", () => {
    for (const options of [{ transport: "http" as const }, {}]) {
      const judged = judgeTools(TOOLS, ["mcp-sdk-v2-client"], "2026-07-28", options);
      const [verdict] = judged.tools[0]?.schemas.inputSchema ?? [];
      expect([verdict?.status, verdict?.blast, verdict?.issues]).toEqual(["fail", "tool", [REFUSED]]);
      expect(judged.summary["mcp-sdk-v2-client"]).toEqual({ toolsKept: 0, toolsLost: 1, listLost: false, requestsFail: false, issues: [] });
    }
  });
});
