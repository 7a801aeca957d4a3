import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { doctor } from "./dist/index.js";
const N = 9;
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function time(target, revisions) {
  const xs = [];
  for (let i = 0; i < N; i++) { const t = performance.now(); await doctor(target, { hosts: ["claude-code"], ...(revisions ? { revisions } : {}) }); xs.push(performance.now() - t); }
  return median(xs);
}
async function http(args) {
  const p = spawn("node", args, { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((r) => createInterface({ input: p.stdout }).once("line", (l) => r(l.replace(/^listening /, ""))));
  return { p, url };
}
const rows = [];
for (const [name, args] of [["1.32.2 (2025 only)", ["test/fixtures/revisions/v1-server.mjs"]], ["2.4.0 (both eras)", ["test/fixtures/revisions/v2-server.mjs"]]]) {
  const stdio = { kind: "stdio", command: "node", args };
  rows.push([`${name} stdio`, await time(stdio, ["2025-11-25"]), await time(stdio)]);
  const { p, url } = await http([...args, "http"]);
  const t = { kind: "http", url };
  rows.push([`${name} http`, await time(t, ["2025-11-25"]), await time(t)]);
  p.kill();
}
for (const [n, a, b] of rows) console.log(`${n.padEnd(28)} no lane ${a.toFixed(0).padStart(5)} ms  default ${b.toFixed(0).padStart(5)} ms  extra ${(b - a).toFixed(0).padStart(5)} ms`);
