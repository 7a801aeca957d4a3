/**
 * `mcp-wire wrap` / `unwrap` on the entries a new user writes: proxy lines written by hand, read-only files, every
 * scope of `~/.claude.json`, composed hosts, deep nesting, a BOM, entries without `args`.
 */
import { describe, expect, it } from "vitest";
import { chmod, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { realpathSync } from "node:fs";
import { delimiter, join } from "node:path";
import { runCli } from "../src/index.js";
import { BIN, mcpWireOnPath } from "./helpers.js";
import { runsProxy } from "../src/wrap/form.js";

/** Runs the CLI in `cwd`; stdout, stderr and the exit code. */
async function cli(cwd: string, ...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { cwd, env: { COLUMNS: "200", HOME: cwd, PATH: mcpWireOnPath() }, stdout: { write: (t: string | Uint8Array) => void (stdout += String(t)) }, stderr: { write: (t: string | Uint8Array) => void (stderr += String(t)) } });
  return { code, stdout, stderr };
}

const folder = () => mkdtemp(join(tmpdir(), "mcp-wire-wrapcase-"));

describe("an entry that runs mcp-wire proxy already", () => {
  it("is recognised whatever the launcher, path or option order", () => {
    expect(runsProxy("mcp-wire", ["proxy", "--host", "claude-code", "--rename", "--", "node", "s.js"])).toBe(true);
    expect(runsProxy("/usr/local/bin/mcp-wire", ["proxy", "--", "node"])).toBe(true);
    expect(runsProxy("npx", ["-y", "@mcp-wire/cli", "proxy", "--host", "cursor", "--", "node"])).toBe(true);
    expect(runsProxy("npx", ["@mcp-wire/cli@1.2.0", "--yes", "proxy", "--url", "http://x"])).toBe(true);
    expect(runsProxy("pnpm", ["dlx", "@mcp-wire/cli", "proxy", "--", "node"])).toBe(true);
    expect(runsProxy("C:\\tools\\mcp-wire.cmd", ["proxy"])).toBe(true);
    expect(runsProxy("npx", ["-y", "@mcp-wire/cli", "doctor"])).toBe(false);
    expect(runsProxy("npx", ["-y", "some-server", "proxy"])).toBe(false);
    expect(runsProxy("node", ["/home/me/mcp-wire/packages/cli/bin/mcp-wire.js", "proxy", "--", "x"])).toBe(true);
    expect(runsProxy("/usr/bin/node", ["mcp-wire.js", "proxy", "--host", "cursor", "--", "x"])).toBe(true);
    expect(runsProxy("node", ["/home/me/mcp-wire/packages/cli/bin/mcp-wire.js", "doctor"])).toBe(false);
    expect(runsProxy("node", ["server.js", "proxy"])).toBe(false);
    expect(runsProxy("pnpm", ["@mcp-wire/cli", "proxy"])).toBe(false);
  });

  it("wrap leaves it as it is; unwrap leaves a hand-written one and says so", async () => {
    const cwd = await folder();
    const text = `${JSON.stringify(
      {
        mcpServers: {
          a: { command: "mcp-wire", args: ["proxy", "--host", "claude-code", "--rename", "--", "node", "a.js"] },
          b: { command: "/usr/local/bin/mcp-wire", args: ["proxy", "--host", "claude-code", "--", "node", "b.js"] },
          c: { command: "npx", args: ["-y", "@mcp-wire/cli", "proxy", "--host", "claude-code", "--", "node", "c.js"] },
        },
      },
      null,
      2,
    )}\n`;
    await writeFile(join(cwd, ".mcp.json"), text);
    const wrap = await cli(cwd, "wrap", ".mcp.json");
    expect([wrap.code, wrap.stderr]).toEqual([0, ""]);
    expect(wrap.stdout).toBe(
      'wrapped 0 of 3 servers of .mcp.json (claude-code)\n  "a" left as it is: already runs through mcp-wire proxy\n  "b" left as it is: already runs through mcp-wire proxy\n  "c" left as it is: already runs through mcp-wire proxy\n',
    );
    const unwrap = await cli(cwd, "unwrap", ".mcp.json");
    expect(unwrap.stdout).toBe(
      'unwrapped 0 of 3 servers of .mcp.json (claude-code)\n' +
        ["a", "b", "c"].map((n) => `  "${n}" left as it is: runs mcp-wire proxy as written by hand, not by wrap (its original command is not known)\n`).join(""),
    );
    expect(await readFile(join(cwd, ".mcp.json"), "utf8")).toBe(text);
  });

  it("an entry wrap wrote names the host it serves; wrapped for another host, how to serve that one instead, which works", async () => {
    const cwd = await folder();
    const original = '{"mcpServers":{"a":{"command":"node","args":["a.js"]}}}\n';
    await writeFile(join(cwd, "servers.json"), original);
    expect((await cli(cwd, "wrap", "servers.json", "--host", "cursor")).code).toBe(0);
    const wrapped = await readFile(join(cwd, "servers.json"), "utf8");
    const same = await cli(cwd, "wrap", "servers.json", "--host", "cursor");
    expect([same.code, same.stdout, same.stderr]).toEqual([0, 'wrapped 0 of 1 server of servers.json (cursor)\n  "a" left as it is: already runs through mcp-wire proxy --host cursor\n', ""]);
    const other = await cli(cwd, "wrap", "servers.json", "--host", "claude-desktop");
    expect([other.code, other.stdout, other.stderr]).toEqual([
      0,
      'wrapped 0 of 1 server of servers.json (claude-desktop)\n  "a" left as it is: already runs through mcp-wire proxy --host cursor (to serve claude-desktop instead: mcp-wire unwrap servers.json, then wrap it with --host claude-desktop)\n',
      "",
    ]);
    expect(await readFile(join(cwd, "servers.json"), "utf8")).toBe(wrapped);
    // the advice, followed
    expect((await cli(cwd, "unwrap", "servers.json")).code).toBe(0);
    expect(await readFile(join(cwd, "servers.json"), "utf8")).toBe(original);
    expect((await cli(cwd, "wrap", "servers.json", "--host", "claude-desktop")).code).toBe(0);
    expect(await readFile(join(cwd, "servers.json"), "utf8")).toContain('"proxy", "--host", "claude-desktop", "--", "node"');
  });

  it("an entry wrapped with --host auto serves every client its own form: no advice to wrap it for another host", async () => {
    const cwd = await folder();
    // the proxy line wrap writes, with --host auto (wrap's own --host auto tells the product from the file name)
    await writeFile(join(cwd, "servers.json"), '{"mcpServers":{"a":{"command":"mcp-wire","args":["proxy", "--host", "auto", "--", "node", "a.js"]}}}\n');
    const again = await cli(cwd, "wrap", "servers.json", "--host", "cursor");
    expect([again.code, again.stdout, again.stderr]).toEqual([0, 'wrapped 0 of 1 server of servers.json (cursor)\n  "a" left as it is: already runs through mcp-wire proxy --host auto\n', ""]);
  });
});

/** Runs the built CLI as a user who is not root (as `nobody` when the test runs as root), in `cwd`. */
async function cliAsUser(cwd: string, ...argv: string[]) {
  const { spawnSync } = await import("node:child_process");
  const bin = join(import.meta.dirname, "../bin/mcp-wire.js");
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const out = spawnSync(process.execPath, [bin, ...argv], { cwd, env: { COLUMNS: "200", HOME: cwd, NO_COLOR: "1", PATH: mcpWireOnPath() }, encoding: "utf8", ...asNobody });
  return { code: out.status, stdout: out.stdout, stderr: out.stderr };
}

describe("a read-only config", () => {
  it("is a plain error naming the file and the reason; no backup is left; a stale backup does not block", async () => {
    const cwd = await folder();
    await chmod(cwd, 0o777);
    const text = '{ "mcpServers": { "fs": { "command": "node", "args": ["fs.js"] } } }\n';
    await writeFile(join(cwd, "ro.json"), text);
    await chmod(join(cwd, "ro.json"), 0o444);
    const first = await cliAsUser(cwd, "wrap", "ro.json", "--host", "cursor");
    expect([first.code, first.stdout, first.stderr]).toEqual([2, "", "mcp-wire: ro.json: cannot be written: permission denied (EACCES); nothing changed\n"]);
    expect(await readdir(cwd)).toEqual(["ro.json"]);
    // a read-only backup an earlier version left behind does not block the next run
    await chmod(join(cwd, "ro.json"), 0o666);
    await writeFile(join(cwd, "ro.json.mcp-wire-wrap.bak"), "stale");
    await chmod(join(cwd, "ro.json.mcp-wire-wrap.bak"), 0o444);
    const second = await cliAsUser(cwd, "wrap", "ro.json", "--host", "cursor");
    expect([second.code, second.stderr]).toEqual([0, ""]);
    expect(await readFile(join(cwd, "ro.json.mcp-wire-wrap.bak"), "utf8")).toBe(text);
    expect(await readFile(join(cwd, "ro.json"), "utf8")).toBe('{ "mcpServers": { "fs": { "command": "mcp-wire", "args": ["proxy", "--host", "cursor", "--", "node", "fs.js"] } } }\n');
  });
});

describe("~/.claude.json", () => {
  it("wraps every user-scope entry and the current project's, a shadowed one too, and counts them", async () => {
    const home = await folder();
    const project = join(home, "project");
    const { mkdir } = await import("node:fs/promises");
    await mkdir(project);
    const entry = (name: string) => ({ command: "node", args: [`${name}.js`] });
    const doc = {
      mcpServers: { userscope: entry("userscope"), shared: entry("user-shared") },
      projects: { [project]: { mcpServers: { localscope: entry("localscope"), shared: entry("local-shared") } }, "/elsewhere": { mcpServers: { other: entry("other") } } },
    };
    await writeFile(join(home, ".claude.json"), JSON.stringify(doc, null, 2));
    const out = await cli(project, "wrap", join(home, ".claude.json"));
    expect([out.code, out.stderr]).toEqual([0, ""]);
    expect(out.stdout).toContain(`wrapped 4 of 4 servers of ${join(home, ".claude.json")} (claude-code)`);
    const after = JSON.parse(await readFile(join(home, ".claude.json"), "utf8")) as typeof doc;
    const wrapped = (e: { command: string; args: string[] } | undefined) => [e?.command, ...(e?.args ?? [])].join(" ");
    expect(wrapped(after.mcpServers.shared)).toBe("mcp-wire proxy --host claude-code -- node user-shared.js");
    expect(wrapped(after.mcpServers.userscope)).toBe("mcp-wire proxy --host claude-code -- node userscope.js");
    expect(wrapped(after.projects[project]!.mcpServers.shared)).toBe("mcp-wire proxy --host claude-code -- node local-shared.js");
    expect(wrapped(after.projects[project]!.mcpServers.localscope)).toBe("mcp-wire proxy --host claude-code -- node localscope.js");
    expect(wrapped(after.projects["/elsewhere"]!.mcpServers.other)).toBe("node other.js");
  });
});

describe("a composed host (<product>+<model-api>)", () => {
  const MEMORY = join(import.meta.dirname, "../node_modules/@modelcontextprotocol/server-memory/dist/index.js");
  it("doctor --config judges the product's setup with the model API composed", async () => {
    const cwd = await folder();
    const { mkdir } = await import("node:fs/promises");
    await mkdir(join(cwd, ".cursor"));
    await writeFile(join(cwd, ".cursor", "mcp.json"), JSON.stringify({ mcpServers: { mem: { command: process.execPath, args: [MEMORY] } } }));
    const out = await cli(cwd, "doctor", "--config", ".cursor/mcp.json", "--host", "cursor+gemini", "--format", "json");
    expect(out.stderr).toBe("");
    const report = JSON.parse(out.stdout) as { product: string; servers: { status: string; report?: { hosts: string[] } }[] };
    expect([report.product, report.servers.map((s) => [s.status, s.report?.hosts])]).toEqual(["cursor", [["checked", ["cursor+gemini"]]]]);
  }, 60_000);

  it("wrap writes the composed host; unwrap gives the original back", async () => {
    const cwd = await folder();
    const { mkdir } = await import("node:fs/promises");
    await mkdir(join(cwd, ".cursor"));
    const text = '{ "mcpServers": { "fs": { "command": "node", "args": ["fs.js"] } } }\n';
    await writeFile(join(cwd, ".cursor", "mcp.json"), text);
    expect((await cli(cwd, "wrap", ".cursor/mcp.json", "--host", "cursor+gemini")).code).toBe(0);
    expect(await readFile(join(cwd, ".cursor", "mcp.json"), "utf8")).toBe('{ "mcpServers": { "fs": { "command": "mcp-wire", "args": ["proxy", "--host", "cursor+gemini", "--", "node", "fs.js"] } } }\n');
    expect((await cli(cwd, "unwrap", ".cursor/mcp.json")).code).toBe(0);
    expect(await readFile(join(cwd, ".cursor", "mcp.json"), "utf8")).toBe(text);
  });
});

describe("an entry whose command is empty", () => {
  it("wrap leaves it as it is, naming the server and its command's JSON Pointer, and writes no proxy line for it", async () => {
    const cwd = await folder();
    const text = '{"mcpServers":{"a":{"command":""},"b":{"command":"node","args":["b.js"]}}}\n';
    await writeFile(join(cwd, ".mcp.json"), text);
    const wrap = await cli(cwd, "wrap", ".mcp.json");
    expect([wrap.code, wrap.stderr, wrap.stdout.split("\n").slice(-3)]).toEqual([0, "", [
      `wrapped 1 of 2 servers of .mcp.json (claude-code); backup: ${join(cwd, ".mcp.json.mcp-wire-wrap.bak")}`,
      '  "a" left as it is: its command at /mcpServers/a/command is empty: mcp-wire proxy would have no program to start (give the entry its command, then wrap again)',
      "",
    ]]);
    expect(await readFile(join(cwd, ".mcp.json"), "utf8")).toBe('{"mcpServers":{"a":{"command":""},"b":{"command":"mcp-wire","args":["proxy", "--host", "claude-code", "--", "node", "b.js"]}}}\n');
  });

  it("in Codex config.toml too: the pointer is the table's", async () => {
    const cwd = await folder();
    const { mkdir } = await import("node:fs/promises");
    await mkdir(join(cwd, ".codex"));
    const text = '[mcp_servers.a]\ncommand = ""\n';
    await writeFile(join(cwd, ".codex", "config.toml"), text);
    const wrap = await cli(cwd, "wrap", ".codex/config.toml", "--host", "codex");
    expect(wrap).toEqual({ code: 0, stderr: "", stdout: 'wrapped 0 of 1 server of .codex/config.toml (codex)\n  "a" left as it is: its command at /mcp_servers/a/command is empty: mcp-wire proxy would have no program to start (give the entry its command, then wrap again)\n' });
    expect(await readFile(join(cwd, ".codex", "config.toml"), "utf8")).toBe(text);
  });

  it("a command of white space only is left alone as blank, the file unchanged", async () => {
    const cwd = await folder();
    const text = '{"mcpServers":{"a":{"command":"  "}}}\n';
    await writeFile(join(cwd, ".mcp.json"), text);
    const wrap = await cli(cwd, "wrap", ".mcp.json");
    expect(wrap).toEqual({ code: 0, stderr: "", stdout: 'wrapped 0 of 1 server of .mcp.json (claude-code)\n  "a" left as it is: its command at /mcpServers/a/command is blank: mcp-wire proxy would have no program to start (give the entry its command, then wrap again)\n' });
    expect(await readFile(join(cwd, ".mcp.json"), "utf8")).toBe(text);
  });
});

describe("--host <product>+<model-api> with a part that is none", () => {
  const known = "known: claude-desktop, claude-code, cursor, vscode, windsurf, zed, codex";
  it.each([
    ["cursor+gemni", 'mcp-wire: .cursor/mcp.json: --host cursor+gemni: unknown model API "gemni" after + (known: anthropic, gemini, openai-strict)\n'],
    ["cursor+", 'mcp-wire: .cursor/mcp.json: --host cursor+: unknown model API "" after + (known: anthropic, gemini, openai-strict)\n'],
    ["cursr+gemini", `mcp-wire: .cursor/mcp.json: --host cursr+gemini: "cursr" before + is not a product (${known})\n`],
    ["gemini+gemni", `mcp-wire: .cursor/mcp.json: --host gemini+gemni: "gemini" before + has no config file reader (${known})\n`],
    ["cursr", `mcp-wire: .cursor/mcp.json: --host cursr is not a product (${known})\n`],
  ])("wrap --host %s names the part at fault and the valid ones, doctor --host's words for the model API; nothing written", async (host, stderr) => {
    const cwd = await folder();
    const { mkdir } = await import("node:fs/promises");
    await mkdir(join(cwd, ".cursor"));
    const text = '{ "mcpServers": { "fs": { "command": "node", "args": ["fs.js"] } } }\n';
    await writeFile(join(cwd, ".cursor", "mcp.json"), text);
    expect(await cli(cwd, "wrap", ".cursor/mcp.json", "--host", host)).toEqual({ code: 2, stdout: "", stderr });
    expect(await readFile(join(cwd, ".cursor", "mcp.json"), "utf8")).toBe(text);
  });

  it("the model API's message is the one doctor --host gives (one parser)", async () => {
    const doctor = await cli(await folder(), "doctor", "--host", "cursor+gemni", "--", "node", "s.js");
    expect(doctor).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: option '--host <host>' argument 'cursor+gemni' is invalid. unknown model API "gemni" after + (known: anthropic, gemini, openai-strict)\n` });
  });
});

describe("a config nested 8,000 levels deep", () => {
  it("is a config-invalid error naming the JSON Pointer, for wrap and doctor --config", async () => {
    const { rewriteConfig } = await import("../src/wrap/wrap.js");
    const cwd = await folder();
    await writeFile(join(cwd, ".mcp.json"), `{"mcpServers":{"a":{"command":"node"}},"x":${"[".repeat(8000)}${"]".repeat(8000)}}`);
    const at = `/x${"/0".repeat(255)}`;
    await expect(rewriteConfig("wrap", ".mcp.json", { dryRun: true, cwd, env: {} })).rejects.toMatchObject({ code: "config-invalid", path: at, message: `.mcp.json at ${at}: nested deeper than 256 levels` });
    const doctor = await cli(cwd, "doctor", "--config", ".mcp.json");
    expect([doctor.code, doctor.stdout, doctor.stderr.replace(/\s+/g, "").startsWith("mcp-wire:.mcp.jsonat/x/0/0"), doctor.stderr.includes("nested deeper than 256 levels")]).toEqual([2, "", true, true]);
  });
});

describe("the bytes of a file", () => {
  it("a UTF-8 BOM is accepted and kept byte for byte through wrap and unwrap", async () => {
    const cwd = await folder();
    const text = '\uFEFF{ "mcpServers": { "fs": { "command": "node", "args": ["fs.js"] } } }\n';
    await writeFile(join(cwd, ".mcp.json"), text);
    expect((await cli(cwd, "wrap", ".mcp.json")).code).toBe(0);
    expect(await readFile(join(cwd, ".mcp.json"), "utf8")).toBe('\uFEFF{ "mcpServers": { "fs": { "command": "mcp-wire", "args": ["proxy", "--host", "claude-code", "--", "node", "fs.js"] } } }\n');
    expect((await cli(cwd, "unwrap", ".mcp.json")).code).toBe(0);
    expect(await readFile(join(cwd, ".mcp.json"))).toEqual(Buffer.from(text, "utf8"));
  });

  it("the diff shows tabs as they are and no CR of a CRLF line ending", async () => {
    const cwd = await folder();
    await writeFile(join(cwd, ".mcp.json"), '{\r\n\t"mcpServers": {\r\n\t\t"fs": { "command": "node", "args": [] }\r\n\t}\r\n}\r\n');
    const out = await cli(cwd, "wrap", ".mcp.json", "--dry-run");
    expect(out.stdout).toBe(
      '--- .mcp.json\n+++ .mcp.json\n@@ -3,1 +3,1 @@\n-\t\t"fs": { "command": "node", "args": [] }\n+\t\t"fs": { "command": "mcp-wire", "args": ["proxy", "--host", "claude-code", "--", "node"] }\nwould have wrapped 1 of 1 server of .mcp.json (claude-code)\n',
    );
  });
});

describe("the setup report's collision line", () => {
  it("counts names and servers in the right number", async () => {
    const { setupHumanReport } = await import("../src/config/report-setup.js");
    const report = (collisions: { qualified: string; tools: { server: string; tool: string }[] }[]) =>
      setupHumanReport({ setupReportVersion: 1, product: "claude-code", hostVersion: "2.0.0", evidence: "reported", files: [".mcp.json"], status: "fail", servers: [], facts: { tools: 4, caps: [], longNames: [], collisions } }, undefined, 200)
        .split("\n")
        .filter((line) => line.startsWith("  ✗ "));
    expect(report([{ qualified: "mcp__c1__a_b", tools: [{ server: "c1", tool: "a.b" }, { server: "c1", tool: "a_b" }] }])).toEqual(['  ✗ 1 tool name of server "c1" is given to more than one of its tools: "mcp__c1__a_b"']);
    expect(report([{ qualified: "mcp__a_b__x", tools: [{ server: "a.b", tool: "x" }, { server: "a_b", tool: "x" }] }])).toEqual(['  ✗ 1 tool name of servers "a.b", "a_b" becomes the same: "mcp__a_b__x"']);
  });
});

describe("unwrap of a file whose name tells no product", () => {
  it("needs no --host: each wrapped entry names its host", async () => {
    const cwd = await folder();
    const text = '{"mcpServers": {"a": {"command": "node", "args": ["a.js"]}, "b": {"command": "node", "args": ["b.js"]}}}\n';
    await writeFile(join(cwd, "x.json"), text);
    expect((await cli(cwd, "wrap", "x.json", "--host", "cursor")).code).toBe(0);
    const unwrap = await cli(cwd, "unwrap", "x.json");
    expect([unwrap.code, unwrap.stderr]).toEqual([0, ""]);
    expect(unwrap.stdout).toContain("unwrapped 2 of 2 servers of x.json (cursor)");
    expect(await readFile(join(cwd, "x.json"), "utf8")).toBe(text);
  });
});

describe("env values that are not strings", () => {
  it("follow each product: Codex and Claude Code take strings only (the error names the pointer), VS Code also numbers", async () => {
    const { readSetup } = await import("../src/config/read.js");
    const cwd = await folder();
    await writeFile(join(cwd, "config.toml"), '[mcp_servers.x]\ncommand = "node"\nenv = { K = 1 }\n');
    await writeFile(join(cwd, ".mcp.json"), '{"mcpServers": {"x": {"command": "node", "args": [1]}}}');
    await writeFile(join(cwd, "mcp.json"), '{"servers": {"x": {"command": "node", "env": {"K": 1, "N": null}}}}');
    const context = { cwd, home: cwd, env: {} };
    await expect(readSetup("codex", ["config.toml"], context)).rejects.toMatchObject({ code: "config-shape", message: "config.toml at /mcp_servers/x/env/K: must be a string (got number)" });
    await expect(readSetup("claude-code", [".mcp.json"], context)).rejects.toMatchObject({ code: "config-shape", message: ".mcp.json at /mcpServers/x/args/0: must be a string (got number)" });
    expect((await readSetup("vscode", ["mcp.json"], context)).servers[0]?.env).toEqual({ K: "1" });
  });
});

describe("a URL member written without the usual space (minified, or a space before the colon)", () => {
  it.each([
    ['{"mcpServers":{"u":{"type":"http","url":"http://127.0.0.1:9/mcp"}}}', '{"mcpServers":{"u":{"type":"stdio","command":"mcp-wire", "args":["proxy", "--host", "claude-code", "--url", "http://127.0.0.1:9/mcp"]}}}'],
    [
      '{\n  "mcpServers" : {\n    "u" : { "type" : "http", "url" : "http://127.0.0.1:9/mcp" }\n  }\n}\n',
      '{\n  "mcpServers" : {\n    "u" : { "type" : "stdio", "command" : "mcp-wire", "args" : ["proxy", "--host", "claude-code", "--url", "http://127.0.0.1:9/mcp"] }\n  }\n}\n',
    ],
  ])("is wrapped keeping its separator, and unwrap gives the bytes back: %j", async (text, wrapped) => {
    const cwd = await folder();
    await writeFile(join(cwd, ".mcp.json"), text);
    const wrap = await cli(cwd, "wrap", ".mcp.json");
    expect([wrap.code, await readFile(join(cwd, ".mcp.json"), "utf8")]).toEqual([0, wrapped]);
    const unwrap = await cli(cwd, "unwrap", ".mcp.json");
    expect([unwrap.code, await readFile(join(cwd, ".mcp.json"), "utf8")]).toEqual([0, text]);
  });
});

describe("how a wrapped entry starts mcp-wire, and arrays written one element a line", () => {
  /** A JSON config with an `args` array one element a line, one begun on the `[` line, an empty one, none, and a URL. */
  const JSON_TEXT = [
    "{",
    '  "mcpServers": {',
    '    "a": {',
    '      "command": "node",',
    '      "args": [',
    '        "server.js",',
    '        "--x"',
    "      ]",
    "    },",
    '    "b": { "command": "python", "args": [ "s.py",',
    '      "t.py"] },',
    '    "c": { "command": "python" },',
    '    "d": { "command": "npx", "args": [] },',
    '    "e": {',
    '      "url": "http://127.0.0.1:3000/mcp"',
    "    }",
    "  }",
    "}",
    "",
  ].join("\n");
  const TOML_TEXT = ['[mcp_servers.a]', 'command = "node"', "args = [", '  "server.js",', '  "--x",', "]", "", "[mcp_servers.b]", 'command = "python"', "args = [ # the script", '  "s.py",', "]", ""].join("\n");

  /** Runs the CLI in `cwd` with `PATH`. */
  async function run(cwd: string, path: string, ...argv: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await runCli(argv, { cwd, env: { COLUMNS: "1000", HOME: cwd, PATH: path }, stdout: { write: (t: string | Uint8Array) => void (stdout += String(t)) }, stderr: { write: (t: string | Uint8Array) => void (stderr += String(t)) } });
    return { code, stdout, stderr };
  }

  it("mcp-wire on the PATH: \"mcp-wire\", the arguments on the array's first line, no line ending in a space; unwrap gives the bytes back", async () => {
    const cwd = await folder();
    await writeFile(join(cwd, "mcp.json"), JSON_TEXT);
    const out = await run(cwd, mcpWireOnPath(), "wrap", "mcp.json", "--host", "cursor");
    expect([out.code, out.stderr]).toEqual([0, ""]);
    const wrapped = await readFile(join(cwd, "mcp.json"), "utf8");
    expect(wrapped.split("\n").slice(3, 13)).toEqual([
      '      "command": "mcp-wire",',
      '      "args": [',
      '        "proxy", "--host", "cursor", "--", "node",',
      '        "server.js",',
      '        "--x"',
      "      ]",
      "    },",
      '    "b": { "command": "mcp-wire", "args": ["proxy", "--host", "cursor", "--", "python",  "s.py",',
      '      "t.py"] },',
      '    "c": { "command": "mcp-wire", "args": ["proxy", "--host=cursor", "--", "python"] },',
    ]);
    expect(wrapped.split("\n").filter((line) => / $/.test(line))).toEqual([]);
    expect((await run(cwd, mcpWireOnPath(), "unwrap", "mcp.json")).code).toBe(0);
    expect(await readFile(join(cwd, "mcp.json"), "utf8")).toBe(JSON_TEXT);
  });

  it("mcp-wire not on the PATH: node and the bin script's absolute paths, said on stderr; unwrap gives the bytes back", async () => {
    const cwd = await folder();
    const bin = realpathSync(BIN);
    await writeFile(join(cwd, "mcp.json"), JSON_TEXT);
    const out = await run(cwd, cwd, "wrap", "mcp.json", "--host", "cursor");
    expect([out.code, out.stderr]).toEqual([0, `mcp-wire: note: mcp-wire is not on the PATH: the wrapped entries run ${process.execPath} ${bin} proxy …\n`]);
    const wrapped = await readFile(join(cwd, "mcp.json"), "utf8");
    const node = JSON.stringify(process.execPath);
    const script = JSON.stringify(bin);
    expect(wrapped.split("\n").slice(3, 17)).toEqual([
      `      "command": ${node},`,
      '      "args": [',
      `        ${script}, "proxy", "--host", "cursor", "--", "node",`,
      '        "server.js",',
      '        "--x"',
      "      ]",
      "    },",
      `    "b": { "command": ${node}, "args": [${script}, "proxy", "--host", "cursor", "--", "python",  "s.py",`,
      '      "t.py"] },',
      `    "c": { "command": ${node}, "args": [${script}, "proxy", "--host=cursor", "--", "python"] },`,
      `    "d": { "command": ${node}, "args": [${script}, "proxy", "--host", "cursor", "--", "npx"] },`,
      "    \"e\": {",
      `      "command": ${node}, "args": [${script}, "proxy", "--host", "cursor", "--url", "http://127.0.0.1:3000/mcp"]`,
      "    }",
    ]);
    // wrapped already, whichever PATH wrap runs with next
    const again = await run(cwd, mcpWireOnPath(), "wrap", "mcp.json", "--host", "cursor");
    expect([again.code, again.stderr, again.stdout.split("\n")[0]]).toEqual([0, "", "wrapped 0 of 5 servers of mcp.json (cursor)"]);
    expect(await readFile(join(cwd, "mcp.json"), "utf8")).toBe(wrapped);
    const back = await run(cwd, mcpWireOnPath(), "unwrap", "mcp.json");
    expect([back.code, back.stderr, back.stdout.split("\n").at(-2)]).toEqual([0, "", "unwrapped 5 of 5 servers of mcp.json (cursor); backup: " + join(cwd, "mcp.json.mcp-wire-unwrap.bak")]);
    expect(await readFile(join(cwd, "mcp.json"), "utf8")).toBe(JSON_TEXT);
  });

  it("another mcp-wire first on the PATH: the node form, naming the one found", async () => {
    const cwd = await folder();
    const other = join(cwd, "bin");
    const { mkdir } = await import("node:fs/promises");
    await mkdir(other);
    await writeFile(join(other, "mcp-wire"), "#!/bin/sh\necho old\n", { mode: 0o755 });
    await writeFile(join(cwd, "mcp.json"), '{"mcpServers": {"x": {"command": "node", "args": ["s.js"]}}}\n');
    const out = await run(cwd, `${other}${delimiter}${mcpWireOnPath()}`, "wrap", "mcp.json", "--host", "cursor", "--dry-run");
    expect([out.code, out.stderr]).toEqual([0, `mcp-wire: note: mcp-wire on the PATH (${join(other, "mcp-wire")}) is not this one: the wrapped entries run ${process.execPath} ${realpathSync(BIN)} proxy …\n`]);
  });

  it("Codex config.toml: both forms, arrays one element a line, back byte for byte", async () => {
    for (const path of [mcpWireOnPath(), "/nonexistent"]) {
      const cwd = await folder();
      await writeFile(join(cwd, "config.toml"), TOML_TEXT);
      expect((await run(cwd, path, "wrap", "config.toml", "--host", "codex")).code).toBe(0);
      const wrapped = await readFile(join(cwd, "config.toml"), "utf8");
      const [command, head] = path === "/nonexistent" ? [JSON.stringify(process.execPath), `${JSON.stringify(realpathSync(BIN))}, `] : ['"mcp-wire"', ""];
      expect(wrapped).toBe(
        ["[mcp_servers.a]", `command = ${command}`, "args = [", `  ${head}"proxy", "--host", "codex", "--", "node",`, '  "server.js",', '  "--x",', "]", "", "[mcp_servers.b]", `command = ${command}`, `args = [${head}"proxy", "--host", "codex", "--", "python",  # the script`, '  "s.py",', "]", ""].join("\n"),
      );
      expect((await run(cwd, path, "unwrap", "config.toml", "--host", "codex")).code).toBe(0);
      expect(await readFile(join(cwd, "config.toml"), "utf8")).toBe(TOML_TEXT);
    }
  });
});
