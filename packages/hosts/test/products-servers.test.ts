/**
 * The product rules evaluator on every captured `tools/list` result in fixtures/servers (real servers, captured with
 * the official SDK client): it never throws, and the issue codes it gives per server and product are pinned, every
 * product judged at every recorded version (`*`: each rule applies whatever its range). Then
 * hostile input: the evaluator reads through a guarded snapshot, never throws, never mutates, and says why it judged
 * nothing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCT_IDS, evaluateProduct, type ProductFindings } from "../src/index.js";

const SERVERS = join(import.meta.dirname, "../../../fixtures/servers");
const captures = readdirSync(SERVERS)
  .filter((file) => file.endsWith(".tools.json"))
  .sort()
  .map((file) => ({ server: file.replace(/\.tools\.json$/, ""), tools: (JSON.parse(readFileSync(join(SERVERS, file), "utf8")) as { tools: unknown[] }).tools }));

/** Issue codes with their counts, per product with any; a contested rule's finding (only at risk) as `<code> (at risk)`. */
function codes(findings: ProductFindings): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (found: Omit<ProductFindings, "product" | "atRisk"> | undefined, suffix: string) => {
    for (const issue of [...(found?.schemas ?? []).flatMap((entry) => entry.issues), ...(found?.tools ?? []).flatMap((entry) => entry.issues), ...(found?.server ?? [])]) {
      out[issue.code + suffix] = (out[issue.code + suffix] ?? 0) + 1;
    }
  };
  add(findings, "");
  add(findings.atRisk, " (at risk)");
  return out;
}

/**
 * What each product's own rules say of each captured server at `*` (servers and products without issues are `{}` /
 * absent); contested rules (Zed's subset-provider rules, Cursor's combinator refusal, …) are found apart, at risk.
 */
const PINNED: Record<string, Record<string, Record<string, number>>> = {
  "airbnb-mcp-server": { "kilo": { "keyword-added": 2 } },
  "apify-actors-mcp-server.no-actor-tools": {
    "cursor": { "tool-name": 17 },
    "zed": { "keyword-lowered (at risk)": 21 },
    "codex": { "keyword-lowered": 36 },
    "copilot-cli": { "keyword-moved": 36 },
    "continue": { "keyword-discarded": 17 },
  },
  "azure-mcp": {
    "cursor": { "too-many-tools": 1 },
    "zed": { "keyword-lowered (at risk)": 61 },
    "continue": { "keyword-discarded": 61 },
  },
  "brightdata-mcp": {
    "zed": { "keyword-lowered (at risk)": 8 },
    "codex": { "keyword-lowered": 10 },
    "copilot-cli": { "keyword-moved": 12 },
    "continue": { "keyword-discarded": 5 },
  },
  "browserbase-mcp": {
    "zed": { "keyword-lowered (at risk)": 8 },
    "continue": { "keyword-discarded": 7 },
    "kilo": { "keyword-added": 2 },
  },
  "chrome-devtools-mcp.allflags": {
    "cursor": { "too-many-tools": 1 },
    "zed": { "keyword-lowered (at risk)": 68 },
    "codex": { "keyword-lowered": 84 },
    "copilot-cli": { "keyword-moved": 86 },
    "continue": { "keyword-discarded": 55 },
  },
  "chrome-devtools-mcp.slim": { "zed": { "keyword-lowered (at risk)": 3 }, "continue": { "keyword-discarded": 3 } },
  "chrome-devtools-mcp": {
    "zed": { "keyword-lowered (at risk)": 37 },
    "codex": { "keyword-lowered": 26 },
    "copilot-cli": { "keyword-moved": 28 },
    "continue": { "keyword-discarded": 32 },
  },
  "circleci-mcp-server": {
    "cursor": { "combinator (at risk)": 1 },
    "zed": { "keyword-lowered (at risk)": 28 },
    "codex": { "keyword-lowered": 3 },
    "copilot-cli": { "keyword-moved": 2 },
    "continue": { "keyword-discarded": 13 },
  },
  "context7-mcp": { "cursor": { "tool-name": 2 }, "kilo": { "keyword-added": 2 } },
  "desktop-commander": {
    "cursor": { "combinator (at risk)": 3 },
    "vscode": { "boolean-subschema": 2 },
    "zed": { "keyword-lowered (at risk)": 31 },
    "codex": { "keyword-lowered": 8 },
    "gemini": { "missing-type": 1 },
    "qwen-code": { "missing-type": 1 },
    "copilot-cli": { "keyword-moved": 3 },
    "continue": { "keyword-discarded": 26 },
    "kimi": { "untyped-property": 1 },
  },
  "ea-playwright-mcp-server": { "kilo": { "keyword-added": 33 } },
  "exa-mcp-server.alltools": {
    "zed": { "keyword-lowered (at risk)": 6 },
    "codex": { "keyword-lowered": 9 },
    "copilot-cli": { "keyword-moved": 9 },
    "continue": { "keyword-discarded": 4 },
  },
  "exa-mcp-server": {
    "zed": { "keyword-lowered (at risk)": 2 },
    "codex": { "keyword-lowered": 2 },
    "copilot-cli": { "keyword-moved": 2 },
    "continue": { "keyword-discarded": 2 },
  },
  "figma-developer-mcp": {
    "zed": { "keyword-lowered (at risk)": 4 },
    "codex": { "keyword-lowered": 7 },
    "copilot-cli": { "keyword-moved": 7 },
    "continue": { "keyword-discarded": 2 },
  },
  "heroku-mcp-server": {
    "zed": { "keyword-lowered (at risk)": 34 },
    "codex": { "keyword-lowered": 7 },
    "copilot-cli": { "keyword-moved": 7 },
    "continue": { "keyword-discarded": 33 },
  },
  "hubspot-mcp-server": {
    "cursor": { "tool-name": 21 },
    "vscode": { "array-without-items": 1, "boolean-subschema": 2 },
    "windsurf": { "array-without-items": 1 },
    "zed": { "keyword-lowered (at risk)": 47 },
    "codex": { "keyword-lowered": 15, "array-without-items": 1 },
    "gemini": { "array-without-items": 1, "missing-type": 2 },
    "qwen-code": { "missing-type": 2 },
    "copilot-cli": { "keyword-moved": 21 },
    "continue": { "keyword-discarded": 21 },
    "kimi": { "untyped-property": 2 },
  },
  "mapbox-mcp-server": {
    "cursor": { "combinator (at risk)": 6 },
    "zed": { "keyword-lowered (at risk)": 6 },
    "codex": { "keyword-lowered": 215 },
    "gemini": { "missing-type": 2 },
    "qwen-code": { "missing-type": 2 },
    "copilot-cli": { "keyword-moved": 263 },
    "kilo": { "keyword-added": 29 },
    "kimi": { "untyped-property": 2 },
  },
  "mongodb-mcp-server": {
    "cursor": { "tool-name": 20, "combinator (at risk)": 16 },
    "zed": { "keyword-lowered (at risk)": 47 },
    "codex": { "keyword-lowered": 87 },
    "copilot-cli": { "keyword-moved": 38 },
    "continue": { "keyword-discarded": 27 },
  },
  "neon-mcp-server": { "zed": { "keyword-lowered (at risk)": 32 }, "continue": { "keyword-discarded": 16 } },
  "playwright-mcp.allcaps": {
    "cursor": { "too-many-tools": 1, "combinator (at risk)": 5 },
    "zed": { "keyword-lowered (at risk)": 75 },
    "codex": { "keyword-lowered": 8 },
    "copilot-cli": { "keyword-moved": 3 },
    "continue": { "keyword-discarded": 72 },
  },
  "playwright-mcp": {
    "cursor": { "combinator (at risk)": 5 },
    "zed": { "keyword-lowered (at risk)": 26 },
    "codex": { "keyword-lowered": 8 },
    "copilot-cli": { "keyword-moved": 3 },
    "continue": { "keyword-discarded": 25 },
  },
  "sentry-mcp-server.experimental": {
    "cursor": { "combinator (at risk)": 11 },
    "zed": { "keyword-lowered (at risk)": 9 },
    "codex": { "keyword-lowered": 37 },
    "gemini": { "type-array": 4 },
    "copilot-cli": { "keyword-moved": 27 },
    "kilo": { "keyword-added": 9 },
  },
  "sentry-mcp-server": {
    "cursor": { "combinator (at risk)": 11 },
    "zed": { "keyword-lowered (at risk)": 9 },
    "codex": { "keyword-lowered": 37 },
    "gemini": { "type-array": 4 },
    "copilot-cli": { "keyword-moved": 27 },
    "kilo": { "keyword-added": 9 },
  },
  "server-brave-search": { "kilo": { "keyword-added": 2 } },
  "server-everything.allcaps": {
    "cursor": { "tool-name": 16 },
    "zed": { "keyword-lowered (at risk)": 2 },
    "codex": { "keyword-lowered": 4 },
    "copilot-cli": { "keyword-moved": 4 },
    "kilo": { "keyword-added": 17 },
  },
  "server-everything": {
    "cursor": { "tool-name": 13 },
    "zed": { "keyword-lowered (at risk)": 1 },
    "codex": { "keyword-lowered": 3 },
    "copilot-cli": { "keyword-moved": 3 },
    "kilo": { "keyword-added": 14 },
  },
  "server-filesystem": { "copilot-cli": { "keyword-moved": 1 }, "kilo": { "keyword-added": 14 } },
  "server-github": {
    "cursor": { "combinator (at risk)": 1 },
    "zed": { "keyword-lowered (at risk)": 29 },
    "codex": { "keyword-lowered": 10 },
    "copilot-cli": { "keyword-moved": 9 },
    "continue": { "keyword-discarded": 26 },
  },
  "server-gitlab": {
    "claude-code": { "root-not-object": 9 },
    "codex": { "keyword-added": 9 },
    "gemini": { "missing-type": 9 },
    "qwen-code": { "missing-type": 9 },
    "copilot-cli": { "root-not-object": 9 },
    "kimi": { "root-not-object": 9 },
  },
  "server-google-maps": { "kilo": { "keyword-added": 7 } },
  "server-memory": { "kilo": { "keyword-added": 9 } },
  "server-postgres": { "kilo": { "keyword-added": 1 } },
  "server-puppeteer": { "kilo": { "keyword-added": 7 } },
  "server-sequential-thinking": {
    "codex": { "keyword-lowered": 8 },
    "gemini": { "type-array": 6 },
    "copilot-cli": { "keyword-moved": 8 },
    "kilo": { "keyword-added": 1 },
  },
  "server-slack": { "kilo": { "keyword-added": 8 } },
  "shopify-dev-mcp": {
    "zed": { "keyword-lowered (at risk)": 2 },
    "codex": { "keyword-lowered": 7 },
    "copilot-cli": { "keyword-moved": 7 },
    "kilo": { "keyword-added": 5 },
  },
  "stripe-mcp-0.2.5": {
    "zed": { "keyword-lowered (at risk)": 24 },
    "codex": { "keyword-lowered": 23 },
    "copilot-cli": { "keyword-moved": 23 },
    "continue": { "keyword-discarded": 21 },
    "kilo": { "keyword-added": 1 },
  },
  "supabase-mcp-server.nodocs": {
    "zed": { "keyword-lowered (at risk)": 38 },
    "codex": { "keyword-lowered": 5 },
    "copilot-cli": { "keyword-moved": 5 },
    "continue": { "keyword-discarded": 31 },
  },
  "supabase-mcp-server.project-scoped": {
    "zed": { "keyword-lowered (at risk)": 29 },
    "codex": { "keyword-lowered": 5 },
    "copilot-cli": { "keyword-moved": 5 },
    "continue": { "keyword-discarded": 22 },
  },
  "tavily-mcp": {
    "codex": { "keyword-lowered": 8 },
    "copilot-cli": { "keyword-moved": 8 },
    "kilo": { "keyword-added": 5 },
  },
};

describe("evaluateProduct on the captured servers", () => {
  it("covers every capture", () => {
    expect(captures.map((capture) => capture.server)).toEqual(Object.keys(PINNED));
  });

  for (const { server, tools } of captures) {
    it(`${server}: the issue codes per product are pinned`, () => {
      const before = JSON.stringify(tools);
      const seen: Record<string, Record<string, number>> = {};
      for (const id of PRODUCT_IDS) {
        const found = codes(evaluateProduct(tools, id, { version: "*" }));
        if (Object.keys(found).length > 0) seen[id] = found;
      }
      expect(seen).toEqual(PINNED[server]);
      expect(JSON.stringify(tools)).toBe(before);
    });
  }

  it("every issue (at risk too) is a host-layer issue with a source, and its path resolves inside its schema or tool", () => {
    let checked = 0;
    for (const { tools } of captures) {
      for (const id of PRODUCT_IDS) {
        const findings = evaluateProduct(tools, id, { version: "*" });
        for (const entry of [...findings.schemas, ...(findings.atRisk?.schemas ?? [])]) {
          const schema = (tools[entry.tool] as Record<string, unknown>)[entry.role];
          for (const issue of entry.issues) {
            expect([issue.layer, typeof issue.source]).toEqual(["host", "string"]);
            const tokens = issue.path === "" ? [] : issue.path.slice(1).split("/").map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
            let node: unknown = schema;
            for (const token of tokens) node = (node as Record<string, unknown>)[token];
            expect(node).not.toBeUndefined();
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(2854);
  });
});

describe("evaluateProduct on hostile input", () => {
  const nothing = (server: ProductFindings["server"]): ProductFindings => ({ product: "cursor", schemas: [], tools: [], server });

  it("a value that is not an array is not a tool list", () => {
    expect(evaluateProduct(undefined, "cursor")).toEqual(
      nothing([{ path: "", code: "invalid-value", layer: "host", blast: "none", message: "root: undefined is not a JSON value" }]),
    );
    for (const value of [null, 1, "tools", { tools: [] }]) {
      expect(evaluateProduct(value, "cursor")).toEqual(
        nothing([{ path: "", code: "not-a-tool-list", layer: "host", blast: "none", message: "the tools of a tools/list result are an array" }]),
      );
    }
  });

  it("getters and Proxies that throw, cycles and non-JSON values are named by their path, nothing else is judged", () => {
    const getter = Object.defineProperty({ name: "a" }, "inputSchema", { enumerable: true, get: () => { throw new Error("boom"); } });
    expect(evaluateProduct([getter], "cursor")).toEqual(nothing([{ path: "/0/inputSchema", code: "invalid-value", layer: "host", blast: "none", message: "/0/inputSchema: reading it threw: boom" }]));
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.properties = { self: cyclic };
    expect(evaluateProduct([{ name: "a", inputSchema: cyclic }], "cursor").server.map((issue) => [issue.path, issue.code])).toEqual([["/0/inputSchema/properties/self", "cyclic-schema"]]);
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(evaluateProduct([revoked.proxy], "cursor").server.map((issue) => [issue.path, issue.code])).toEqual([["/0", "invalid-value"]]);
    expect(evaluateProduct([{ name: "a", inputSchema: { type: "object", default: 1n } }], "cursor").server.map((issue) => [issue.path, issue.code])).toEqual([["/0/inputSchema/default", "invalid-value"]]);
  });

  it("entries and schemas of the wrong kind are left to the wire layer; prototype keys are data", () => {
    const list = [null, 3, "x", { name: 7, inputSchema: "nope", outputSchema: [] }, JSON.parse('{"name":"__proto__","inputSchema":{"type":"object","properties":{"__proto__":true,"constructor":{"type":"array","items":{}}}}}')];
    expect(evaluateProduct(list, "claude-code", { version: "2.1.300" })).toEqual({
      product: "claude-code",
      schemas: [
        {
          tool: 4,
          role: "inputSchema",
          issues: [{ path: "/properties/__proto__", code: "boolean-property", layer: "host", blast: "list", message: "a true/false property schema makes Claude Code drop every tool of the server, silently (reported for the Agent SDK 0.1.77's bundled CLI; 2.1.328 keeps such tools)", source: "anthropics/claude-code#92900" }],
        },
      ],
      tools: [],
      server: [],
    });
    expect(evaluateProduct(JSON.parse('[{"name":"a","inputSchema":{"type":"object","properties":{"__proto__":{"type":"array"}}}}]'), "vscode").schemas.map((entry) => entry.issues.map((issue) => issue.path))).toEqual([["/properties/__proto__"]]);
  });

  it("stays bounded on a schema with many mutually recursive references", () => {
    const defs: Record<string, unknown> = {};
    for (let index = 0; index < 2_000; index++) defs[`d${index}`] = { type: "object", properties: { next: { $ref: `#/$defs/d${(index + 1) % 2_000}` } } };
    const findings = evaluateProduct([{ name: "a", inputSchema: { type: "object" }, outputSchema: { type: "object", $defs: defs } }], "claude-code", { version: "2.1.207" });
    // only the first 256 references are followed: among them none closes the 2,000-long loop
    expect(findings.schemas).toEqual([]);
    defs.d255 = { type: "object", properties: { next: { $ref: "#/$defs/d0" } } };
    expect(evaluateProduct([{ name: "a", inputSchema: { type: "object" }, outputSchema: { type: "object", $defs: defs } }], "claude-code", { version: "2.1.207" }).schemas[0]!.issues).toHaveLength(256);
  });
});
