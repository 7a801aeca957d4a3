/**
 * `mcp-wire doctor --config` against real servers (server-everything, server-filesystem, server-memory, started as the
 * config says): a Cursor config over its tool cap and a Claude Code config with a 70-character qualified name and
 * colliding names — the first screen names the cap, the tools lost, the long names and the collisions; a server that
 * cannot be started is a finding; env and header values never reach any output; the JSON report matches
 * docs/doctor-setup-report.schema.json.
 */
import { describe, expect, it } from "vitest";
import { mkdir, mkdtemp, readFileSync, writeFile, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";
import { runCli } from "../src/index.js";
import { mcpWireOnPath } from "./helpers.js";
import { setupMarkdownReport } from "../src/config/report-setup.js";
import type { SetupReport } from "../src/config/setup-doctor.js";

const SERVERS = join(import.meta.dirname, "../node_modules/@modelcontextprotocol");
const EVERYTHING = join(SERVERS, "server-everything/dist/index.js");
const FILESYSTEM = join(SERVERS, "server-filesystem/dist/index.js");
const MEMORY = join(SERVERS, "server-memory/dist/index.js");
const SECRET_ENV = "sk-live-SECRET-1234";
const SECRET_HEADER = "tok-SECRET-5678";

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../../../docs/${name}`, import.meta.url), "utf8")) as object;
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addSchema(schema("doctor-report.schema.json"), "doctor-report.schema.json");
const validate = ajv.compile(schema("doctor-setup-report.schema.json"));

async function run(cwd: string, ...argv: string[]) {
  return runIn(cwd, process.env["PATH"] ?? "", "doctor", ...argv);
}

/** Runs the CLI in `cwd` with `path` as PATH (the servers a config starts find their commands there). */
async function runIn(cwd: string, path: string, ...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const env = { ...process.env, PATH: path, COLUMNS: "250", NO_COLOR: "1", REMOTE_TOKEN: SECRET_HEADER };
  const code = await runCli(argv, { cwd, env, stdout: { write: (t: string | Uint8Array) => void (stdout += String(t)) }, stderr: { write: (t: string | Uint8Array) => void (stderr += String(t)) } });
  return { code, stdout, stderr };
}

const folder = async () => promisify(mkdtemp)(join(tmpdir(), "mcp-wire-setup-"));

/** The first screen (up to the verdict), its lines joined: long lines wrap at the terminal width (at most 200 columns). */
const firstScreen = (stdout: string) => oneLine(stdout.slice(0, stdout.indexOf("verdict:")));
const oneLine = (text: string | readonly string[]) => (typeof text === "string" ? text : text.join("\n")).replace(/\s+/g, " ").trim();

describe("a Cursor config over its cap", () => {
  it("a server that answers initialize with a JSON-RPC error: the server's code and message, escaped", async () => {
    const cwd = await folder();
    const server = join(import.meta.dirname, "fixtures/doctor/initialize-error-server.mjs");
    await promisify(writeFile)(join(cwd, "mcp.json"), JSON.stringify({ mcpServers: { refuses: { command: "node", args: [server] } } }));
    const human = await run(cwd, "--config", "mcp.json", "--host", "cursor@1.4.0");
    expect(human.stdout.split("\n").slice(0, 2)).toEqual([
      "cursor 1.4.0: 1 server in mcp.json (0 checked)",
      '  ✗ "refuses" (stdio): failed to start (initialize-failed): initialize failed: -32603 database \\u001b[31mlocked\\u001b[0m: try later',
    ]);
  });

  it("an entry whose command is empty cannot start: said in words, not Node's argument error", async () => {
    const cwd = await folder();
    await promisify(mkdir)(join(cwd, ".cursor"));
    writeFileSync(join(cwd, ".cursor", "mcp.json"), JSON.stringify({ mcpServers: { blank: { command: "" } } }));
    const human = await run(cwd, "--config", ".cursor/mcp.json", "--host", "cursor@1.4.0");
    expect(human.code).toBe(1);
    expect(human.stdout.split("\n").slice(0, 2)).toEqual(["cursor 1.4.0: 1 server in .cursor/mcp.json (0 checked)", '  ✗ "blank" (stdio): failed to start (spawn-failed): cannot start the server: its command is empty']);
  });

  it("names the cap and the tools lost; a server that cannot start is a finding; secrets are never printed", async () => {
    const cwd = await folder();
    await promisify(mkdir)(join(cwd, ".cursor"));
    const config = {
      mcpServers: {
        everything: { command: "node", args: [EVERYTHING, "stdio"] },
        // an environment value substituted into the arguments is a secret too: the report shows *** in its place
        "everything-2": { command: "node", args: [EVERYTHING, "stdio", "${env:REMOTE_TOKEN}"] },
        filesystem: { command: "node", args: [FILESYSTEM, "${workspaceFolder}"] },
        memory: { command: "node", args: [MEMORY], env: { MEMORY_FILE_PATH: join(cwd, "memory.json"), MEMORY_API_KEY: SECRET_ENV } },
        broken: { command: join(cwd, "no-such-server") },
        remote: { url: "http://127.0.0.1:9/mcp", headers: { Authorization: "Bearer ${env:REMOTE_TOKEN}" } },
      },
    };
    await promisify(writeFile)(join(cwd, ".cursor", "mcp.json"), JSON.stringify(config, null, 2));
    const human = await run(cwd, "--config", ".cursor/mcp.json", "--host", "cursor@1.4.0");
    expect(human.code).toBe(1);
    expect(firstScreen(human.stdout)).toBe(oneLine([
      "cursor 1.4.0: 6 servers in .cursor/mcp.json (4 checked)",
      '  ✓ "everything" (stdio): 15 tools',
      '  ✓ "everything-2" (stdio): 15 tools',
      '  ✓ "filesystem" (stdio): 14 tools',
      '  ✓ "memory" (stdio): 9 tools',
      `  ✗ "broken" (stdio): failed to start (spawn-failed): cannot start ${join(cwd, "no-such-server")}: no such file`,
      '  ✗ "remote" (http): failed to start (connect-failed): cannot connect to http://127.0.0.1:9/mcp: fetch failed: bad port',
      "cursor: 53 tools offered across the servers",
      '  ✗ over the cap of 40 tools (tool-count-40, bun913/mcp-testrail#6): loses 13: "filesystem"/"move_file", "filesystem"/"search_files", "filesystem"/"get_file_info", "filesystem"/"list_allowed_directories", "memory"/"create_entities", "memory"/"create_relations", "memory"/"add_observations", "memory"/"delete_entities", "memory"/"delete_observations", "memory"/"delete_relations" and 3 more',
      "    Cursor sends only the first 40 tools to the agent; the rest are never offered",
    ]));
    expect(human.stdout).toContain("\nverdict: ✗ fail\n");
    expect(human.stdout).toContain('── server "memory" ──');

    const json = await run(cwd, "--config", ".cursor/mcp.json", "--host", "cursor@1.4.0", "--format", "json");
    const report = JSON.parse(json.stdout) as { facts: { tools: number; caps: { rule: string; lost: { server: string; tool: string }[] }[] }; servers: { name: string; status: string }[] };
    expect(validate(report), ajv.errorsText(validate.errors)).toBe(true);
    expect(report.facts.caps.map((c) => [c.rule, c.lost.length, c.lost.at(-1)])).toEqual([["tool-count-40", 13, { server: "memory", tool: "open_nodes" }]]);
    expect((report as unknown as { servers: { report?: { server: { target: string } } }[] }).servers[1]?.report?.server.target).toBe(`node ${EVERYTHING} stdio ***`);
    expect(report.servers.map((s) => [s.name, s.status])).toEqual([["everything", "checked"], ["everything-2", "checked"], ["filesystem", "checked"], ["memory", "checked"], ["broken", "failed"], ["remote", "failed"]]);

    // the Markdown of the same report (a third run of six servers would only repeat them)
    const markdown = { stdout: setupMarkdownReport(report as unknown as SetupReport, 100, "tool"), stderr: "" };
    expect(markdown.stdout.split("\n").slice(0, 3)).toEqual(["### mcp-wire doctor: cursor setup ✗ fail", "", "cursor 1.4.0: 6 servers in .cursor/mcp.json (4 checked)"]);
    expect(markdown.stdout).toContain("- ✗ over the cap of 40 tools (tool-count-40, bun913/mcp-testrail#6): loses 13: `filesystem`/`move_file`");

    for (const out of [human, json, markdown]) {
      expect(out.stdout + out.stderr).not.toContain(SECRET_ENV);
      expect(out.stdout + out.stderr).not.toContain(SECRET_HEADER);
    }
  }, 240_000);
});

describe("a Claude Code config with a 70-character qualified name", () => {
  it("names the long mcp__<server>__<tool> names, the colliding ones and the unresolved server", async () => {
    const cwd = await folder();
    const server = "project-docs-and-source-tree-filesyste"; // mcp__<server>__list_directory_with_sizes: 70 characters
    const config = {
      mcpServers: {
        [server]: { command: "node", args: [FILESYSTEM, cwd] },
        "mem.x": { command: "node", args: [MEMORY], env: { MEMORY_FILE_PATH: join(cwd, "a.json") } },
        mem_x: { command: "node", args: [MEMORY], env: { MEMORY_FILE_PATH: join(cwd, "b.json") } },
        "needs-key": { type: "http", url: "http://127.0.0.1:9/mcp", headers: { Authorization: "Bearer ${UNSET_API_KEY_FOR_TEST}" } },
      },
    };
    await promisify(writeFile)(join(cwd, ".mcp.json"), JSON.stringify(config, null, 2));
    const human = await run(cwd, "--config", ".mcp.json");
    expect(human.code).toBe(1);
    expect(firstScreen(human.stdout)).toBe(oneLine([
      "claude-code 2.1.328: 4 servers in .mcp.json (3 checked)",
      `  ✓ "${server}" (stdio): 14 tools`,
      '  ✓ "mem.x" (stdio): 9 tools',
      '  ✓ "mem_x" (stdio): 9 tools',
      '  - "needs-key" (http): skipped, unresolved ${UNSET_API_KEY_FOR_TEST}',
      "claude-code: 32 tools offered across the servers",
      `  ✗ "mcp__${server}__list_directory_with_sizes" is 70 characters, over 64 (qualified-name-length, mims-harvard/ToolUniverse#65): tool "list_directory_with_sizes" of server "${server}"; every request fails once it is loaded`,
      `  ✗ "mcp__${server}__list_allowed_directories" is 69 characters, over 64 (qualified-name-length, mims-harvard/ToolUniverse#65): tool "list_allowed_directories" of server "${server}"; every request fails once it is loaded`,
      '  ✗ 9 tool names of servers "mem.x", "mem_x" become the same: "mcp__mem_x__create_entities", "mcp__mem_x__create_relations", "mcp__mem_x__add_observations" and 6 more',
    ]));
    const json = await run(cwd, "--config", ".mcp.json", "--format", "json");
    const report = JSON.parse(json.stdout) as unknown;
    expect(validate(report), ajv.errorsText(validate.errors)).toBe(true);
  }, 240_000);
});

describe("a wrapped config", () => {
  it("runs every server through mcp-wire proxy --host cursor: doctor --config sees the same tools", async () => {
    const cwd = await folder();
    // `mcp-wire` on the PATH the product starts servers with: this checkout's CLI (a link to its bin, as a global
    // install makes), so wrap writes `"command": "mcp-wire"`
    const path = [mcpWireOnPath(), process.env["PATH"] ?? ""].join(delimiter);
    await promisify(mkdir)(join(cwd, ".cursor"));
    const config = { mcpServers: { everything: { command: "node", args: [EVERYTHING, "stdio"] }, memory: { command: "node", args: [MEMORY], env: { MEMORY_FILE_PATH: join(cwd, "memory.json") } } } };
    await promisify(writeFile)(join(cwd, ".cursor", "mcp.json"), JSON.stringify(config, null, 2));
    const offered = async () => {
      const out = await runIn(cwd, path, "doctor", "--config", ".cursor/mcp.json", "--format", "json");
      const report = JSON.parse(out.stdout) as { servers: { name: string; status: string; offered: string[]; report?: { server: { target: string } } }[] };
      return report.servers.map((s) => [s.name, s.status, s.offered, s.report?.server.target.split(" ")[0]]);
    };
    const before = await offered();
    expect((await runIn(cwd, path, "wrap", ".cursor/mcp.json")).code).toBe(0);
    const after = await offered();
    expect(after.map(([name, status, tools]) => [name, status, tools])).toEqual(before.map(([name, status, tools]) => [name, status, tools]));
    expect(before.map((s) => s[3])).toEqual(["node", "node"]);
    expect(after.map((s) => s[3])).toEqual(["mcp-wire", "mcp-wire"]);
    expect(after.map((s) => (s[2] as string[]).length)).toEqual([15, 9]);
  }, 240_000);
});

describe("a VS Code config with a URL server", () => {
  it("reaches it with the headers the config gives (an environment value in them), a server needing ${input:…} skipped", async () => {
    const seen: (string | undefined)[] = [];
    // a Streamable HTTP server (SDK 1.x, stateless) that answers only requests carrying the bearer token
    const http = createServer(async (req, res) => {
      seen.push(req.headers.authorization);
      if (req.headers.authorization !== `Bearer ${SECRET_HEADER}`) {
        res.writeHead(401).end();
        return;
      }
      const mcp = new McpServer({ name: "http-fixture", version: "1.0.0" });
      mcp.registerTool("lookup", { inputSchema: { q: z.string() } }, async ({ q }) => ({ content: [{ type: "text", text: q }] }));
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      await mcp.connect(transport);
      await transport.handleRequest(req, res);
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    try {
      const cwd = await folder();
      await promisify(mkdir)(join(cwd, ".vscode"));
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
      const config = `{
  // the token comes from the environment
  "inputs": [{ "type": "promptString", "id": "api-key", "description": "API key", "password": true }],
  "servers": {
    "remote": { "type": "http", "url": "${url}", "headers": { "Authorization": "Bearer \${env:REMOTE_TOKEN}" } },
    "asks": { "type": "stdio", "command": "node", "args": ["${MEMORY}"], "env": { "KEY": "\${input:api-key}" } },
  },
}`;
      await promisify(writeFile)(join(cwd, ".vscode", "mcp.json"), config);
      const out = await run(cwd, "--config", ".vscode/mcp.json", "--format", "json");
      const report = JSON.parse(out.stdout) as { servers: { name: string; status: string; reason?: string; offered: string[] }[]; facts: { tools: number } };
      expect(validate(report), ajv.errorsText(validate.errors)).toBe(true);
      expect(report.servers.map((s) => [s.name, s.status, s.reason ?? s.offered])).toEqual([
        ["remote", "checked", ["lookup"]],
        ["asks", "skipped", "unresolved ${input:api-key}"],
      ]);
      expect(seen.length).toBeGreaterThan(1);
      expect(seen.every((header) => header === `Bearer ${SECRET_HEADER}`)).toBe(true);
      expect(out.stdout + out.stderr).not.toContain(SECRET_HEADER);
    } finally {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    }
  }, 240_000);
});

describe("usage", () => {
  it("--config with a command, with two hosts or with --format html is a usage error; an unknown product exits 2", async () => {
    const cwd = await folder();
    expect((await run(cwd, "--config", "x.json", "--", "node")).stderr).toBe("mcp-wire: give one of a command after --, --url, --replay or --config, not more\n");
    expect((await run(cwd, "--config", "x.json", "--host", "cursor", "--host", "vscode")).stderr).toBe("mcp-wire: --config takes at most one --host: the config's product (e.g. --host cursor@1.4.0)\n");
    expect((await run(cwd, "--config", "x.json", "--format", "html")).stderr).toBe("mcp-wire: --format html shows one server: --config takes human, json or markdown\n");
    // a file not there is said first; one of a name no product uses needs --host
    expect(await run(cwd, "--config", "servers.json")).toMatchObject({ code: 2, stdout: "", stderr: "mcp-wire: servers.json: no such file\n" });
    writeFileSync(join(cwd, "servers.json"), '{"mcpServers": {}}');
    const unknown = await run(cwd, "--config", "servers.json");
    expect(unknown).toMatchObject({ code: 2, stdout: "" });
    expect(unknown.stderr).toContain("cannot tell the product from the file name");
  });
});

describe("a server whose only finding is under --fail-on", () => {
  it("is marked ! with the misread named, and the verdict says why it passes; at --fail-on misread both fail", async () => {
    const cwd = await folder();
    // Codex takes the minimum of search's limit out (a misread); echo it reads as written
    const server = join(import.meta.dirname, "fixtures/doctor/misread-server.mjs");
    await promisify(writeFile)(join(cwd, "config.toml"), `[mcp_servers.tiny]\ncommand = "node"\nargs = [${JSON.stringify(server)}]\n`);
    const human = await run(cwd, "--config", "config.toml", "--host", "codex");
    expect(human.code).toBe(0);
    expect(human.stdout.slice(0, human.stdout.indexOf("\n\n"))).toBe(
      [
        "codex 0.169.0: 1 server in config.toml (1 checked)",
        '  ! "tiny" (stdio): 2 tools, codex misreads 1',
        "codex: 2 tools offered across the servers",
        "  ✓ no cap, name length or name collision across the servers",
        "verdict: ✓ pass at --fail-on tool",
      ].join("\n"),
    );
    expect(human.stdout).toContain("\n2 tools × 1 host: 1 pass, 1 fail (codex 1); every host keeps every tool (the fails are misreads)\n");
    const markdown = await run(cwd, "--config", "config.toml", "--host", "codex", "--format", "markdown");
    expect(markdown.stdout.split("\n").slice(0, 5)).toEqual(["### mcp-wire doctor: codex setup ✓ pass at --fail-on tool", "", "codex 0.169.0: 1 server in config.toml (1 checked)", "", "- ! `tiny` (stdio): 2 tools, codex misreads 1"]);
    const strict = await run(cwd, "--config", "config.toml", "--host", "codex", "--fail-on", "misread");
    expect(strict.code).toBe(1);
    expect(strict.stdout.split("\n").filter((line) => line.startsWith("  ✗ ") || line.startsWith("verdict:"))).toEqual(['  ✗ "tiny" (stdio): 2 tools, codex misreads 1', "verdict: ✗ fail"]);
  });

  it("a server line names what fails its report beside the host: tools/list problems (a name listed twice)", async () => {
    const cwd = await folder();
    // the SDK's McpServer refuses a name twice: a server of answers as JSON text lists two tools "same"
    const server = join(import.meta.dirname, "fixtures/doctor/answers-server.mjs");
    const same = { name: "same", inputSchema: { type: "object", properties: { text: { type: "string" } } } };
    const env = `env = { LIST_RESULT = '${JSON.stringify({ tools: [same, same] })}' }`;
    await promisify(writeFile)(join(cwd, "config.toml"), `[mcp_servers.dup]\ncommand = "node"\nargs = [${JSON.stringify(server)}]\n${env}\n`);
    const human = await run(cwd, "--config", "config.toml", "--host", "codex");
    expect(human.code).toBe(1);
    expect(human.stdout.split("\n").slice(0, 2)).toEqual(["codex 0.169.0: 1 server in config.toml (1 checked)", '  ✗ "dup" (stdio): 2 tools, 1 tools/list problem (duplicate-tool-name)']);
  });

  it("a cap that only warns is a ! line, and the verdict says it passes at --fail-on, as for every ! line", async () => {
    const cwd = await folder();
    await promisify(mkdir)(join(cwd, ".cursor"));
    const server = join(import.meta.dirname, "fixtures/doctor/many-tools-server.mjs");
    await promisify(writeFile)(join(cwd, ".cursor", "mcp.json"), JSON.stringify({ mcpServers: { many: { command: "node", args: [server] } } }));
    const human = await run(cwd, "--config", ".cursor/mcp.json", "--host", "cursor@2.0.0");
    expect(human.code).toBe(0);
    expect(human.stdout.slice(0, human.stdout.indexOf("\n\n"))).toBe(
      [
        "cursor 2.0.0: 1 server in .cursor/mcp.json (1 checked)",
        '  ✓ "many" (stdio): 81 tools',
        "cursor: 81 tools offered across the servers",
        "  ! over the cap of 80 tools (tool-count-80, Snowflake-Labs/mcp#77): a warning, nothing lost",
        "    Cursor warns past 80 tools across its servers; the tools are still offered",
        "verdict: ✓ pass at --fail-on tool",
      ].join("\n"),
    );
  });
});
