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
import { credentialParts, masked, secretValues } from "../src/config/secrets.js";

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
      const echoed = `cannot connect to ${url}: Streamable HTTP error: Error POSTing to endpoint: {"error":"unauthorized","echo":"***"}`;
      if (format === "json") expect((JSON.parse(out.stdout) as { servers: { error?: unknown }[] }).servers[0]?.error).toEqual({ code: "connect-failed", message: echoed });
      else expect(out.stdout).toContain(format === "markdown" ? echoed.replaceAll("*", "\\*") : echoed);
    } finally {
      http.close();
    }
  }, 60_000);
});
