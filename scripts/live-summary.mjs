#!/usr/bin/env node
/**
 * Per live server, per product host: how many tools it keeps, how many it loses, whether it loses the whole list or
 * every request, and why (the failing tools with their issue codes) — from `mcp-wire doctor --json` on the six
 * servers of packages/hosts/test/live.test.ts (five started live, mongodb-mcp-server replayed from fixtures/live).
 *
 *   npx tsc -b && node scripts/live-summary.mjs [--markdown] [doctor options, e.g. --host gemini@latest]
 *
 * Nothing but 127.0.0.1 is reached: the servers list their tools without a browser or a database.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./workspace.mjs";

const modules = (path) => join(ROOT, "packages", "hosts", "node_modules", path);
const bin = join(ROOT, "packages", "cli", "dist", "bin.js");
const root = mkdtempSync(join(tmpdir(), "mcp-wire-live-summary-"));

/** The servers, as the live test starts them. */
const SERVERS = [
  ["server-everything", ["--", "node", modules("@modelcontextprotocol/server-everything/dist/index.js"), "stdio"]],
  ["server-filesystem", ["--", "node", modules("@modelcontextprotocol/server-filesystem/dist/index.js"), root]],
  ["server-memory", ["--", "node", modules("@modelcontextprotocol/server-memory/dist/index.js")]],
  ["chrome-devtools-mcp", ["--", "node", modules("chrome-devtools-mcp/build/src/bin/chrome-devtools-mcp.js"), "--no-usage-statistics", "--no-performance-crux", "--browserUrl", "http://127.0.0.1:9"]],
  ["@playwright/mcp", ["--", "node", modules("@playwright/mcp/cli.js"), "--headless", "--isolated"]],
  ["mongodb-mcp-server", ["--replay", join(ROOT, "fixtures", "live", "mongodb-mcp-server.3.0.4.tools.json")]],
];

/** Per host: the failing tools and their codes, worst blast first. */
function reasons(report, k) {
  const out = [];
  for (const tool of report.tools) {
    const verdicts = [...tool.hosts.slice(k, k + 1).map((v) => ["tool", v]), ...tool.schemas.map((s) => [s.io, s.hosts[k]])];
    for (const [where, verdict] of verdicts) {
      if (verdict?.status !== "fail") continue;
      out.push(`${tool.name} ${where}: ${verdict.blast} (${[...new Set(verdict.issues.map((i) => i.code))].join(", ")})`);
    }
  }
  return out;
}

const markdown = process.argv.includes("--markdown");
const options = process.argv.slice(2).filter((arg) => arg !== "--markdown");
try {
  if (markdown) console.log("| server | host | kept | lost | list lost | requests fail | why |\n|---|---|---|---|---|---|---|");
  for (const [name, target] of SERVERS) {
    const stdout = execFileSync(process.execPath, [bin, "doctor", "--json", "--report-only", ...options, ...target], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(stdout);
    if (!markdown) console.log(`\n${name} ${report.server.version ?? ""} (${report.summary.tools} tools, protocol ${report.server.protocolVersion})`);
    report.hosts.forEach((host, k) => {
      const s = report.summary.hosts[host];
      const why = [...reasons(report, k), ...s.issues.map((i) => `server: ${i.blast} (${i.code})`)];
      if (markdown) {
        console.log(`| ${name} | ${host} | ${s.toolsKept} | ${s.toolsLost} | ${s.listLost ? "yes" : "no"} | ${s.requestsFail ? "yes" : "no"} | ${why.join("; ").replaceAll("|", "\\|") || "—"} |`);
      } else {
        console.log(`  ${host.padEnd(15)} kept ${String(s.toolsKept).padStart(2)}, lost ${s.toolsLost}${s.listLost ? ", LIST LOST" : ""}${s.requestsFail ? ", every request fails" : ""}`);
        for (const line of why) console.log(`    ${line}`);
      }
    });
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
