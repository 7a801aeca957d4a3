import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
const env = { ...process.env, HOSTILE: process.argv[2], HOSTILE_COUNT: process.argv[3] ?? "100000" };
const child = spawn(process.execPath, ["dist/bin.js", "proxy", "--host", "cursor", "--quarantine", "--", "node", "test/fixtures/proxy/hostile-server.mjs"], { env, stdio: ["pipe", "pipe", "inherit"] });
let got = 0; let buf = 0; const t = Date.now();
const n = Number(process.argv[4] ?? 1);
child.stdout.on("data", (c) => { for (const b of c) if (b === 10) { got++; if (got > n) { console.log("peak", readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmHWM:\s+(\d+)/)[1] / 1024 | 0, "ms", Date.now() - t); child.stdin.end(); } } });
child.stdin.write('{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}\n');
for (let i = 1; i <= n; i++) child.stdin.write(`{"jsonrpc":"2.0","id":${i},"method":"tools/list"}\n`);
