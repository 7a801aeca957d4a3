/**
 * `mcp-wire wrap` / `unwrap` on each product's config in its documented shape (fixtures/configs): every wrapped entry
 * parses to `mcp-wire proxy --host <product> -- <original>` (URL entries: `--url`), wrapping twice changes nothing,
 * unwrapping gives back the original file byte for byte, a backup is written, `--dry-run` writes nothing, and env and
 * header values never reach the output.
 */
import { describe, expect, it } from "vitest";
import { cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../src/index.js";
import { mcpWireOnPath } from "./helpers.js";
import { readSetup } from "../src/config/read.js";
import type { ConfigProduct } from "../src/config/types.js";

const CONFIGS = join(import.meta.dirname, "../../../fixtures/configs");

/** A copy of fixtures/configs to rewrite. */
async function copy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "mcp-wire-wrap-"));
  await cp(CONFIGS, dir, { recursive: true });
  return dir;
}

/** Runs the CLI in `cwd`; stdout, stderr and the exit code. */
async function cli(cwd: string, ...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { cwd, env: { COLUMNS: "200", HOME: "/home/user", PATH: mcpWireOnPath() }, stdout: { write: (t: string | Uint8Array) => void (stdout += String(t)) }, stderr: { write: (t: string | Uint8Array) => void (stderr += String(t)) } });
  return { code, stdout, stderr };
}

/** Each format: the file, its product, what is wrapped, and what is left as it is (with why). */
const CASES: readonly { product: ConfigProduct; dir: string; file: string; wrapped: readonly string[]; left: Readonly<Record<string, string>> }[] = [
  { product: "claude-desktop", dir: "claude-desktop", file: "claude_desktop_config.json", wrapped: ["filesystem", "memory", "sqlite"], left: {} },
  { product: "claude-code", dir: "claude-code", file: ".mcp.json", wrapped: ["shared-tools", "docs", "switched-off"], left: { "api-server": "it sends headers, which mcp-wire proxy --url does not" } },
  { product: "cursor", dir: "cursor", file: ".cursor/mcp.json", wrapped: ["github", "project-files", "remote"], left: { "remote-with-key": "it sends headers, which mcp-wire proxy --url does not" } },
  { product: "vscode", dir: "vscode", file: ".vscode/mcp.json", wrapped: ["Perplexity", "fetch", "github", "memory"], left: {} },
  { product: "windsurf", dir: "windsurf", file: "mcp_config.json", wrapped: ["github", "docs", "git"], left: { figma: "it sends headers, which mcp-wire proxy --url does not" } },
  {
    product: "zed",
    dir: "zed",
    file: "settings.json",
    wrapped: ["your-mcp-server", "remote", "paused"],
    left: { "older-form": "its command is not a string (the object form is left as it is)", "mcp-server-github": "source: extension (started by its Zed extension)" },
  },
  { product: "codex", dir: "codex", file: "config.toml", wrapped: ["docs", "context7", "time server", "local"], left: { figma: "it sends headers, which mcp-wire proxy --url does not" } },
];

describe.each(CASES)("$product ($file)", ({ product, dir, file, wrapped, left }) => {
  it("wrap, wrap again, unwrap: the original bytes", async () => {
    const root = await copy();
    const cwd = join(root, dir);
    const original = await readFile(join(cwd, file), "utf8");
    const before = await readSetup(product, [file], { cwd, home: "/home/user", env: {} });

    const first = await cli(cwd, "wrap", file);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`wrapped ${wrapped.length} of ${before.servers.length} servers of ${file} (${product}); backup: ${join(cwd, file)}.mcp-wire-wrap.bak`);
    for (const [name, why] of Object.entries(left)) expect(first.stdout).toContain(`"${name}" left as it is: ${why}`);
    expect(await readFile(join(cwd, `${file}.mcp-wire-wrap.bak`), "utf8")).toBe(original);

    const text = await readFile(join(cwd, file), "utf8");
    const after = await readSetup(product, [file], { cwd, home: "/home/user", env: {} });
    for (const server of before.servers) {
      const now = after.servers.find((s) => s.name === server.name);
      if (!wrapped.includes(server.name)) {
        expect(now).toEqual(server);
        continue;
      }
      expect(now?.transport).toBe("stdio");
      expect(now?.command).toBe("mcp-wire");
      expect(now?.args).toEqual(
        server.transport === "stdio"
          ? ["proxy", ...(server.args.length === 0 && !text.includes(`"proxy", "--host", "${product}", "--", "${server.command ?? ""}"`) ? [`--host=${product}`] : ["--host", product]), "--", server.command, ...server.args]
          : ["proxy", "--host", product, "--url", server.url],
      );
      expect(now?.env).toEqual(server.env);
    }

    const again = await cli(cwd, "wrap", file);
    expect(again.stdout).toContain(`wrapped 0 of ${before.servers.length} servers`);
    expect(await readFile(join(cwd, file), "utf8")).toBe(text);

    const back = await cli(cwd, "unwrap", file);
    expect(back.code).toBe(0);
    expect(back.stdout).toContain(`unwrapped ${wrapped.length} of ${before.servers.length} servers`);
    expect(await readFile(join(cwd, file), "utf8")).toBe(original);
  });

  it("wrap --rename writes --rename --server-name <config key> into each entry; unwrap gives the original bytes", async () => {
    const root = await copy();
    const cwd = join(root, dir);
    const original = await readFile(join(cwd, file), "utf8");
    const before = await readSetup(product, [file], { cwd, home: "/home/user", env: {} });
    const first = await cli(cwd, "wrap", "--rename", file);
    expect(first.stderr).toBe("");
    expect(first.stdout).toContain(`wrapped ${wrapped.length} of ${before.servers.length} servers of ${file} (${product})`);
    const after = await readSetup(product, [file], { cwd, home: "/home/user", env: {} });
    for (const name of wrapped) {
      const server = before.servers.find((s) => s.name === name);
      const args = after.servers.find((s) => s.name === name)?.args ?? [];
      const rename = ["--rename", "--server-name", name];
      expect(args.slice(args.indexOf(server?.transport === "stdio" ? "--" : "--url") - 3)).toEqual(
        server?.transport === "stdio" ? [...rename, "--", server.command, ...server.args] : [...rename, "--url", server?.url],
      );
    }
    const again = await cli(cwd, "wrap", "--rename", file);
    expect(again.stdout).toContain(`wrapped 0 of ${before.servers.length} servers`);
    const back = await cli(cwd, "unwrap", file);
    expect(back.stdout).toContain(`unwrapped ${wrapped.length} of ${before.servers.length} servers`);
    expect(await readFile(join(cwd, file), "utf8")).toBe(original);
  });
});

describe("options and output", () => {
  it("--dry-run prints the diff and writes nothing; --server wraps only the named one", async () => {
    const root = await copy();
    const cwd = join(root, "claude-desktop");
    const original = await readFile(join(cwd, "claude_desktop_config.json"), "utf8");
    const dry = await cli(cwd, "wrap", "claude_desktop_config.json", "--server", "memory", "--dry-run");
    expect(dry.stdout).toBe(
      [
        "--- claude_desktop_config.json",
        "+++ claude_desktop_config.json",
        "@@ -13,2 +13,2 @@",
        '-      "command": "npx",',
        '-      "args": ["-y", "@modelcontextprotocol/server-memory"],',
        '+      "command": "mcp-wire",',
        '+      "args": ["proxy", "--host", "claude-desktop", "--", "npx", "-y", "@modelcontextprotocol/server-memory"],',
        "would have wrapped 1 of 1 server of claude_desktop_config.json (claude-desktop)",
        "",
      ].join("\n"),
    );
    expect(await readFile(join(cwd, "claude_desktop_config.json"), "utf8")).toBe(original);
    expect(existsSync(join(cwd, "claude_desktop_config.json.mcp-wire-wrap.bak"))).toBe(false);
    const unknown = await cli(cwd, "wrap", "claude_desktop_config.json", "--server", "nope");
    expect(unknown).toMatchObject({ code: 2, stdout: "", stderr: 'mcp-wire: claude_desktop_config.json: no server "nope" (servers: filesystem, memory, sqlite)\n' });
  });

  it("env and header values are never printed: the diff shows *** in their place", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcp-wire-wrap-"));
    await writeFile(join(dir, "mcp_config.json"), '{"mcpServers": {"db": {"command": "db-mcp", "env": {"DB_PASSWORD": "hunter2-secret"}, "args": ["--password", "hunter2-secret"]}}}\n');
    const out = await cli(dir, "wrap", "mcp_config.json");
    expect(out.code).toBe(0);
    expect(out.stdout).not.toContain("hunter2-secret");
    expect(out.stdout).toContain('"env": {"DB_PASSWORD": "***"}');
    expect(out.stdout).toContain('"args": ["proxy", "--host", "windsurf", "--", "db-mcp", "--password", "***"]');
  });

  it("a file with no server where the product reads them: a note naming the key; a file name's control characters are escaped in the diff header", async () => {
    const root = await copy();
    const cwd = join(root, "claude-desktop");
    expect(await cli(cwd, "wrap", "claude_desktop_config.json", "--host", "vscode", "--dry-run")).toEqual({
      code: 0,
      stdout: "would have wrapped 0 of 0 servers of claude_desktop_config.json (vscode)\n",
      stderr: 'mcp-wire: note: claude_desktop_config.json holds no server under "servers", where vscode reads its servers: nothing to wrap (is --host the product of this file?)\n',
    });
    const dir = join(root, "d\u001b[31m");
    await cp(cwd, dir, { recursive: true });
    const out = await cli(dir, "wrap", join(dir, "claude_desktop_config.json"), "--server", "memory", "--dry-run");
    const shown = `${join(root, "d")}\\u001b[31m/claude_desktop_config.json`;
    expect(out.stdout.split("\n").slice(0, 2)).toEqual([`--- ${shown}`, `+++ ${shown}`]);
    expect(out.stdout).not.toContain("\u001b");
  });

  it("a file of unknown name needs --host; an entry reformatted since wrap still unwraps", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcp-wire-wrap-"));
    await writeFile(join(dir, "servers.json"), '{"mcpServers": {"a": {"command": "node", "args": ["a.js"]}}}');
    expect((await cli(dir, "wrap", "servers.json")).stderr).toBe("mcp-wire: servers.json: cannot tell the product from the file name: give --host <product> (known: claude-desktop, claude-code, cursor, vscode, windsurf, zed, codex)\n");
    // a file that is not there: that first, not the name
    expect(await cli(dir, "wrap", "missing.json")).toMatchObject({ code: 2, stdout: "", stderr: "mcp-wire: missing.json: no such file\n" });
    expect((await cli(dir, "wrap", "servers.json", "--host", "cursor")).code).toBe(0);
    const wrapped = JSON.parse(await readFile(join(dir, "servers.json"), "utf8")) as unknown;
    await writeFile(join(dir, "servers.json"), `${JSON.stringify(wrapped, null, 2)}\n`);
    expect((await cli(dir, "unwrap", "servers.json", "--host", "cursor")).code).toBe(0);
    expect(JSON.parse(await readFile(join(dir, "servers.json"), "utf8"))).toEqual({ mcpServers: { a: { command: "node", args: ["a.js"] } } });
  });

  it("a config that is not well-formed UTF-8: wrap, unwrap and doctor --config refuse it (exit 2, the byte offset), writing nothing", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcp-wire-wrap-"));
    // 0xff 0xfe inside a string: decoded, each would become U+FFFD, and unwrap would not give the bytes back
    const json = Buffer.concat([Buffer.from('{"mcpServers": {"a": {"command": "node", "args": ["'), Buffer.from([0xff, 0xfe]), Buffer.from('"]}}}')]);
    const toml = Buffer.concat([Buffer.from('[mcp_servers.a]\ncommand = "node"\nargs = ["'), Buffer.from([0xe2, 0x82]), Buffer.from('"]\n')]);
    await writeFile(join(dir, "claude_desktop_config.json"), json);
    await writeFile(join(dir, "config.toml"), toml);
    const refused = { code: 2, stdout: "", stderr: "mcp-wire: claude_desktop_config.json: not valid JSON: invalid UTF-8 at byte 51\n" };
    expect(await cli(dir, "wrap", "claude_desktop_config.json")).toEqual(refused);
    expect(await cli(dir, "unwrap", "claude_desktop_config.json")).toEqual(refused);
    expect(await cli(dir, "wrap", "claude_desktop_config.json", "--dry-run")).toEqual(refused);
    expect(await cli(dir, "doctor", "--config", "claude_desktop_config.json")).toEqual(refused);
    // a lead byte without its last continuation byte: the offset of the lead byte
    expect(await cli(dir, "wrap", "config.toml", "--host", "codex")).toEqual({ code: 2, stdout: "", stderr: "mcp-wire: config.toml: not valid TOML: invalid UTF-8 at byte 42\n" });
    expect(await readdir(dir)).toEqual(["claude_desktop_config.json", "config.toml"]);
    expect(await readFile(join(dir, "claude_desktop_config.json"))).toEqual(json);
    expect(await readFile(join(dir, "config.toml"))).toEqual(toml);
  });
});
