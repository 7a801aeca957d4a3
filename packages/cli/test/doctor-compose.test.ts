/**
 * `doctor --host <product>+<model-api>`: exact verdicts of a composed host beside its product, the typed error for
 * an unknown part, and the "renamed by proxy --rename" fix line for a name a host would drop or refuse; `judgeTools`
 * on doctor's own list (`owned`: the projections read it without a copy) gives the same verdicts.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { judgeTools } from "../src/doctor/verdicts.js";
import { runCli } from "../src/index.js";
import { wholeToolFix } from "../src/doctor/report-human.js";
import { cell } from "../src/doctor/matrix.js";
import { cli, PACKAGE_DIR, WIDE } from "./helpers.js";
import { assertReport } from "./report-schema.js";

const SERVER = fileURLToPath(new URL("./fixtures/proxy/named-server.mjs", import.meta.url));

describe("doctor --host <product>+<model-api>", () => {
  it("cursor keeps a tool whose schema the Gemini API refuses; cursor+gemini fails it, with the path", () => {
    const tools = [{ name: "search", inputSchema: { type: "object", properties: { q: { type: ["string", "null"] } } } }];
    const judged = judgeTools(tools, ["cursor", "cursor+gemini"], "2025-11-25");
    const [cursor, composed] = judged.tools[0]?.schemas.inputSchema ?? [];
    expect(cursor).toEqual({ host: "cursor", status: "pass", blast: "none", issues: [], fix: null });
    expect(composed?.status).toBe("fail");
    expect(composed?.blast).toBe("requests");
    expect(composed?.issues.map((issue) => [issue.path, issue.code, issue.blast])).toEqual([["/properties/q/type", "type-array", "requests"]]);
    // no loosening answers a type array: the projection for cursor+gemini is not kept
    expect(composed?.fix?.fixes).toBe(false);
    expect(judged.summary["cursor+gemini"]).toMatchObject({ toolsKept: 1, requestsFail: true });
    expect(judged.summary["cursor"]).toMatchObject({ toolsKept: 1, requestsFail: false });
  });

  it("a name a host drops carries the name proxy --rename lists it under", () => {
    const tools = [{ name: "docs.find", inputSchema: { type: "object" } }, { name: "ok", inputSchema: { type: "object" } }];
    const judged = judgeTools(tools, ["cursor", "claude-code"], "2025-11-25");
    expect(judged.tools[0]?.hosts.map((verdict) => [verdict.host, verdict.status, verdict.renamed])).toEqual([
      ["cursor", "fail", "docs_find"],
      ["claude-code", "pass", undefined],
    ]);
    expect(judged.tools[1]?.hosts.every((verdict) => verdict.renamed === undefined)).toBe(true);
  });

  it("names the valid model APIs for an unknown one, and the products for an unknown product (exit 2)", async () => {
    const api = await cli(["doctor", "--host", "cursor+nope", "--", "node", SERVER]);
    expect(api.code).toBe(2);
    expect(api.stderr).toContain('unknown model API "nope" after + (known: anthropic, gemini, openai-strict)');
    const product = await cli(["doctor", "--host", "nope+gemini", "--", "node", SERVER]);
    expect(product.code).toBe(2);
    expect(product.stderr).toContain('unknown product "nope" before + (known: claude-code, claude-desktop, cursor,');
    const archetype = await cli(["doctor", "--host", "openapi-3.0-subset@1.0", "--", "node", SERVER]);
    expect(archetype.code).toBe(2);
  });

  it("reports a live server: the fix line names proxy --rename and the name it lists", async () => {
    let stdout = "";
    const code = await runCli(["doctor", "--host", "cursor", "--host", "cursor+gemini", "--", "node", SERVER], {
      stdout: { write: (text: string) => (stdout += text), isTTY: false },
      stderr: { write: () => {} },
      env: { ...(process.env as Record<string, string>), COLUMNS: WIDE, NAMED_TOOLS: JSON.stringify(["docs.find", "ok", "9lives"]) },
      cwd: PACKAGE_DIR,
    });
    {
      const run = { code, stdout };
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('cursor  keeps 2 of 3 tools; drops 1 ("docs.find")\n');
      expect(run.stdout).toContain('fix: renamed by mcp-wire proxy --host cursor+gemini@latest --rename: listed as "_9lives", calls sent on under its own name');
      expect(run.stdout).toContain('fix: renamed by mcp-wire proxy --host cursor@latest --rename: listed as "docs_find", calls sent on under its own name');
    }
    let json = "";
    await runCli(["doctor", "--json", "--host", "cursor+gemini", "--", "node", SERVER], {
      stdout: { write: (text: string) => (json += text), isTTY: false },
      stderr: { write: () => {} },
      env: { ...(process.env as Record<string, string>), COLUMNS: WIDE, NAMED_TOOLS: JSON.stringify(["docs.find", "ok"]) },
      cwd: PACKAGE_DIR,
    });
    const report = JSON.parse(json) as { tools: { name: string; hosts: { host: string; renamed?: string }[] }[] };
    assertReport(report);
    expect(report.tools.map((tool) => [tool.name, tool.hosts.map((verdict) => verdict.renamed)])).toEqual([
      ["docs.find", ["docs_find"]],
      ["ok", [undefined]],
    ]);
  });
});

describe("the names proxy --rename lists, as doctor shows them", () => {
  const long = "x".repeat(70);
  const tools = [{ name: long, inputSchema: { type: "object" } }];

  it("claude-code: the renamed name fits mcp__<server>__<tool> in 64 for the server name given, else for a one-character one", () => {
    const bare = judgeTools(tools, ["claude-code"], "2025-11-25").tools[0]?.hosts[0];
    expect(bare?.renamed).toBe(`${"x".repeat(47)}_c71bd109`);
    const docs = judgeTools(tools, ["claude-code"], "2025-11-25", { serverName: "docs" }).tools[0]?.hosts[0];
    expect(docs?.renamed).toBe(`${"x".repeat(44)}_c71bd109`);
    const judged = { hostVersions: { "claude-code": "2.1.328" }, evidence: "reported" as const };
    expect(wholeToolFix(docs as NonNullable<typeof docs>, { ...judged, serverName: "docs" })).toBe(
      `fix: renamed by mcp-wire proxy --host claude-code@2.1.328 --rename --server-name docs: listed as "${"x".repeat(44)}_c71bd109", calls sent on under its own name`,
    );
    expect(wholeToolFix(bare as NonNullable<typeof bare>, judged)).toBe(
      `fix: renamed by mcp-wire proxy --host claude-code@2.1.328 --rename: listed as "${"x".repeat(47)}_c71bd109", calls sent on under its own name`,
    );
  });

  it("cursor: docs.find beside docs_find is listed as docs_find_b255df0e, the name the proxy lists; no --server-name (its names are not qualified)", () => {
    const both = [{ name: "docs.find", inputSchema: { type: "object" } }, { name: "docs_find", inputSchema: { type: "object" } }];
    const verdict = judgeTools(both, ["cursor"], "2025-11-25", { serverName: "docs" }).tools[0]?.hosts[0];
    expect(verdict?.renamed).toBe("docs_find_b255df0e");
    expect(wholeToolFix(verdict as NonNullable<typeof verdict>, { hostVersions: { cursor: "latest" }, evidence: "reported", serverName: "docs" })).toBe(
      'fix: renamed by mcp-wire proxy --host cursor@latest --rename: listed as "docs_find_b255df0e", calls sent on under its own name',
    );
  });

  it("doctor --config: a server behind proxy --rename --server-name has no long qualified name; without it, the one the proxy serves is named", { timeout: 120_000 }, async () => {
    const cwd = await mkdtemp(join(tmpdir(), "mcp-wire-rename-"));
    const BIN = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
    const env = { NAMED_TOOLS: JSON.stringify([long]) };
    const proxied = (...options: string[]) => ({ command: "node", args: [BIN, "proxy", "--host", "claude-code", "--rename", ...options, "--", "node", SERVER], env });
    const config = { mcpServers: { docs: proxied("--server-name", "docs"), help: proxied(), raw: { command: "node", args: [SERVER], env } } };
    await writeFile(join(cwd, ".mcp.json"), JSON.stringify(config, null, 2));
    let stdout = "";
    const code = await runCli(["doctor", "--config", ".mcp.json"], {
      stdout: { write: (text: string) => (stdout += text), isTTY: false },
      stderr: { write: () => {} },
      env: { ...(process.env as Record<string, string>), COLUMNS: WIDE, NO_COLOR: "1" },
      cwd,
    });
    expect(code).toBe(1);
    expect(stdout).not.toContain('"mcp__docs__');
    expect(stdout).toContain(`"mcp__help__${"x".repeat(47)}_c71bd109" is 67 characters, over 64`);
    expect(stdout).toContain(`fix: renamed by mcp-wire proxy --host claude-code@2.1.328 --rename --server-name raw: listed as "${"x".repeat(45)}_c71bd109", calls sent on under its own name`);
  });
});

describe("the table cell of a failing verdict", () => {
  it("names the first code of the worst blast, as the headline does, then the count of the others", () => {
    const issues = [
      { code: "keyword-added", blast: "misread" as const },
      { code: "strict-required", blast: "requests" as const },
      { code: "strict-additional-properties", blast: "requests" as const },
    ];
    expect(cell(issues)).toBe("✗ strict-required +2");
    expect(cell(issues.slice(0, 1))).toBe("✗ keyword-added");
  });
});


describe("judgeTools reads doctor's own list without a copy (owned)", () => {
  it("the same verdicts; owned, the tools a failing host's projection reads and leaves unchanged are frozen with it, else nothing is", () => {
    // unique names: no projection kept by content from another test stands in (the second call takes the first's)
    const list = () => [
      { name: "owned-clean", inputSchema: { type: "object", properties: { q: { type: "string" } } } },
      { name: "owned-bool", inputSchema: { type: "object", properties: { x: true } } },
    ];
    const mine = list();
    const own = list();
    const owned = judgeTools(own, ["claude-code", "cursor"], "2025-11-25", { owned: true });
    const copied = judgeTools(mine, ["claude-code", "cursor"], "2025-11-25");
    expect(JSON.stringify(owned)).toBe(JSON.stringify(copied));
    expect(owned.tools[1]?.schemas.inputSchema?.map((verdict) => [verdict.host, verdict.status, verdict.fix?.fixes])).toEqual([["claude-code", "pass", undefined], ["cursor", "fail", true]]);
    // owned-clean, which cursor finds nothing on, is not in cursor's projection (only the tools it can change are:
    // owned-bool, rewritten; doctor-projected-apart.test.ts has tools passed on unchanged, frozen)
    expect([Object.isFrozen(own[0]), Object.isFrozen(own[0]?.inputSchema.properties.q), Object.isFrozen(own[1]), Object.isFrozen(own[1]?.inputSchema)]).toEqual([false, false, false, false]);
    expect(JSON.stringify(own)).toBe(JSON.stringify(list()));
    expect([Object.isFrozen(mine[0]), Object.isFrozen(mine[1])]).toEqual([false, false]);
  });
});
