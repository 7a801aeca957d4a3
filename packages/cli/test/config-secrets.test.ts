/**
 * Secrets of a config never reach any output of `doctor --config`: a header value, its credential after the auth
 * scheme (`Bearer x`, `Basic x`, `token x`), a Basic credential's decoded password, and env values, wherever the
 * server's own text is printed (human, markdown, json); values under 4 characters are not masked (secrets.ts).
 */
import { describe, expect, it } from "vitest";
import { mkdtemp, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../src/index.js";
import { credentialParts, masked, maskedData, secretValues } from "../src/config/secrets.js";

async function cli(cwd: string, ...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { cwd, env: { PATH: process.env["PATH"] ?? "", COLUMNS: "200", NO_COLOR: "1", HOME: cwd }, stdout: { write: (t: string | Uint8Array) => void (stdout += String(t)) }, stderr: { write: (t: string | Uint8Array) => void (stderr += String(t)) } });
  return { code, stdout, stderr };
}

describe("credentialParts", () => {
  it("gives the text after the auth scheme, and a Basic credential decoded", () => {
    expect(credentialParts("Bearer HDRSECRET-999")).toEqual(["HDRSECRET-999"]);
    expect(credentialParts("token ghp_abc123")).toEqual(["ghp_abc123"]);
    expect(credentialParts(`Basic ${Buffer.from("alice:pw-SECRET").toString("base64")}`)).toEqual([Buffer.from("alice:pw-SECRET").toString("base64"), "alice:pw-SECRET", "pw-SECRET"]);
    expect(credentialParts("plainvalue")).toEqual([]);
  });
  it("masks values of 4 characters or more, longest first; shorter ones stay", () => {
    const secrets = secretValues(["abc", "Bearer HDRSECRET-999", ...credentialParts("Bearer HDRSECRET-999")]);
    expect(secrets).toEqual(["Bearer HDRSECRET-999", "HDRSECRET-999"]);
    expect(masked('{"echo":"HDRSECRET-999","abc":1}', secrets)).toBe('{"echo":"***","abc":1}');
  });
});

describe("doctor --config with a server that echoes the token", () => {
  it.each(["human", "markdown", "json"])("never prints the token part of a header (%s)", async (format) => {
    const http = createServer((req, res) => {
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: "unauthorized", echo: token }));
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    try {
      const cwd = await mkdtemp(join(tmpdir(), "mcp-wire-secret-"));
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
      await writeFile(join(cwd, ".mcp.json"), JSON.stringify({ mcpServers: { r: { type: "http", url, headers: { Authorization: "Bearer HDRSECRET-999" } } } }));
      const out = await cli(cwd, "doctor", "--config", ".mcp.json", "--format", format);
      expect(out.code).toBe(1);
      expect(out.stdout + out.stderr).not.toContain("HDRSECRET");
      const echoed = `cannot connect to ${url}: HTTP 401: Streamable HTTP error: Error POSTing to endpoint: {"error":"unauthorized","echo":"***"}`;
      if (format === "json") expect((JSON.parse(out.stdout) as { servers: { error?: unknown }[] }).servers[0]?.error).toEqual({ code: "connect-failed", message: echoed });
      else expect(out.stdout).toContain(format === "markdown" ? echoed.replaceAll("*", "\\*") : echoed);
    } finally {
      http.close();
    }
  }, 60_000);
});

/** A stdio MCP server (newline-delimited JSON-RPC, MCP 2025-06-18 basic/transports) listing `tools`, written to `dir`. */
async function toolServer(dir: string, tools: readonly object[]): Promise<string> {
  const file = join(dir, "tools-server.mjs");
  const source = `import { createInterface } from "node:readline";
const tools = ${JSON.stringify(tools)};
createInterface({ input: process.stdin }).on("line", (line) => {
  const message = JSON.parse(line);
  if (message.id === undefined) return;
  const reply = message.method === "initialize"
    ? { result: { protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "envs", version: "1.0.0" } } }
    : message.method === "tools/list" ? { result: { tools } } : { error: { code: -32601, message: "Method not found" } };
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, ...reply }) + "\\n");
});
`;
  await writeFile(file, source);
  return file;
}

/** `doctor --config .mcp.json` (Claude Code) of one stdio server "envs" with `env: {API_KEY: "k3y-value-9"}` listing `tools`. */
async function envsSetup(tools: readonly object[], format: string) {
  const cwd = await mkdtemp(join(tmpdir(), "mcp-wire-secret-"));
  const server = await toolServer(cwd, tools);
  await writeFile(join(cwd, ".mcp.json"), JSON.stringify({ mcpServers: { envs: { command: process.execPath, args: [server], env: { API_KEY: "k3y-value-9" } } } }));
  return cli(cwd, "doctor", "--config", ".mcp.json", "--format", format);
}

const tool = (name: string, properties: Record<string, object> = {}) => ({ name, inputSchema: { type: "object", properties, required: Object.keys(properties) } });

describe("masked", () => {
  const secrets = secretValues(["SECRET-XYZ-123"]);
  it("masks a cut of a secret of 4 characters or more where a text was cut short: at its end, a line end, an elision, a rename's hash suffix", () => {
    expect(masked("bad token SECRET-", secrets)).toBe("bad token ***");
    expect(masked("bad token SECRET-\nXYZ-123 again", secrets)).toBe("bad token ***\n*** again");
    expect(masked("SECRET-XY… …XYZ-123", secrets)).toBe("***… …***");
    expect(masked("xxxxSECRET-X_3b49b504", secrets)).toBe("xxxx***_3b49b504");
    expect(masked("SECRET-XYZ\nXYZ-123SECRET-\r\nsecret-XYZ", secrets)).toBe("***\n***\r\nsecret-XYZ");
  });
  it("leaves a cut inside running text, and a cut under 4 characters", () => {
    expect(masked("the SECRET-ary SEC", secrets)).toBe("the SECRET-ary SEC");
    expect(masked("xxxxSEC_3b49b504", secrets)).toBe("xxxxSEC_3b49b504");
  });
  it("masks the standard and URL-safe base64 of a secret, padded or not", () => {
    const secret = "tok?>~ok-1";
    expect([Buffer.from(secret).toString("base64"), Buffer.from(secret).toString("base64url")]).toEqual(["dG9rPz5+b2stMQ==", "dG9rPz5-b2stMQ"]);
    expect(masked("a dG9rPz5+b2stMQ== b dG9rPz5-b2stMQ c dG9rPz5+b2stMQ d", [secret])).toBe("a *** b *** c *** d");
  });
  it("masks member names, keeping names that mask alike apart in member order", () => {
    const data = maskedData({ "p_k3y-value-9": 1, "p_***": 2, "p_k3y-value-9x": 3, list: ["p_k3y-value-9"] }, ["k3y-value-9"]);
    expect(Object.entries(data)).toEqual([["p_***", 1], ["p_***#2", 2], ["p_***x", 3], ["list", ["p_***"]]]);
  });
});

describe("doctor --config judges the real names and masks what it prints", () => {
  const secretTools = [tool(`${"x".repeat(44)}k3y-value-9`), tool(`${"x".repeat(70)}k3y-value-9`)];
  it("counts the qualified length of a name with a secret in it (json)", async () => {
    const out = await envsSetup(secretTools, "json");
    expect(out.code).toBe(1);
    expect(out.stdout).not.toContain("k3y");
    const facts = (JSON.parse(out.stdout) as { facts: { longNames: { qualified: string; length: number }[] } }).facts;
    expect(facts.longNames.map((n) => [n.qualified, n.length])).toEqual([
      [`mcp__envs__${"x".repeat(44)}***`, 66],
      [`mcp__envs__${"x".repeat(70)}***`, 92],
    ]);
  }, 60_000);
  it("reports the lengths of the real names (human)", async () => {
    const out = await envsSetup(secretTools, "human");
    expect(out.stdout).not.toContain("k3y");
    expect(out.stdout).not.toContain("no cap, name length or name collision");
    expect(out.stdout).toContain(`  ✗ "mcp__envs__${"x".repeat(44)}***" is 66 characters, over 64 (qualified-name-length, mims-harvard/ToolUniverse#65)`);
    expect(out.stdout).toContain(`  ✗ "mcp__envs__${"x".repeat(70)}***" is 92 characters, over 64 (qualified-name-length, mims-harvard/ToolUniverse#65)`);
  }, 60_000);
  it("masks the secret cut short in a rename", async () => {
    const out = await envsSetup([tool(`${"x".repeat(40)}k3y-value-9-tail-`)], "human");
    expect(out.stdout).not.toContain("k3y");
    expect(out.stdout).toContain(`listed as "${"x".repeat(40)}***_31e1b463", calls sent on under its own name`);
  }, 60_000);
  it("masks a secret in a property name (json)", async () => {
    const out = await envsSetup([tool("keys", { "p_k3y-value-9": { type: "string" }, "p_***": { type: "string" } })], "json");
    expect(out.stdout).not.toContain("k3y");
    const schema = (JSON.parse(out.stdout) as { servers: { report: { tools: { schemas: { schema: unknown; portable?: { schema: unknown } }[] }[] } }[] }).servers[0]?.report.tools[0]?.schemas[0];
    const masks = { type: "object", properties: { "p_***": { type: "string" }, "p_***#2": { type: "string" } }, required: ["p_***", "p_***"] };
    expect(schema?.schema).toEqual(masks);
    expect(Object.keys((schema?.portable?.schema as { properties: object }).properties)).toEqual(["p_***", "p_***#2"]);
  }, 60_000);
  it("masks a token split across lines in a 401 body", async () => {
    const http = createServer((_req, res) => void res.writeHead(401, { "content-type": "text/plain" }).end("bad token SECRET-\nXYZ-123"));
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    try {
      const cwd = await mkdtemp(join(tmpdir(), "mcp-wire-secret-"));
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
      await writeFile(join(cwd, ".mcp.json"), JSON.stringify({ mcpServers: { r: { type: "http", url, headers: { Authorization: "Bearer SECRET-XYZ-123" } } } }));
      const out = await cli(cwd, "doctor", "--config", ".mcp.json", "--format", "json");
      expect(out.stdout).not.toContain("SECRET");
      expect((JSON.parse(out.stdout) as { servers: { error?: unknown }[] }).servers[0]?.error).toEqual({ code: "connect-failed", message: `cannot connect to ${url}: HTTP 401: Streamable HTTP error: Error POSTing to endpoint: bad token ***` });
    } finally {
      http.close();
    }
  }, 60_000);
});
