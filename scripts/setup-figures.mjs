#!/usr/bin/env node
/**
 * The README's set-up figures, measured: runs the README's set-up commands in this checkout (`install`, `start`,
 * `test`; or only those named: `node scripts/setup-figures.mjs test`) and prints, per command, its wall time, the CPU
 * seconds of its processes (user + system of the reaped children, from /proc/self/stat), the load average (1 min)
 * before and after, and for `test` its closing `N passed, N failed, N skipped` line. Linux only (/proc).
 * Run it on a fresh clone to re-check the README: `git clone <repo> fresh && cd fresh && node scripts/setup-figures.mjs`.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";

const PNPM = ["-y", "pnpm@10.34.8"];
const COMMANDS = { install: ["install", "--frozen-lockfile"], start: ["start"], test: ["test"] };
const TICKS = 100; // USER_HZ: clock ticks per second of /proc/<pid>/stat on Linux

/** Seconds of CPU the reaped children of this process used (cutime + cstime). */
function childCpu() {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

const names = process.argv.slice(2).length === 0 ? Object.keys(COMMANDS) : process.argv.slice(2);
for (const name of names) {
  const args = COMMANDS[name];
  if (args === undefined) {
    console.error(`setup-figures: unknown command ${name} (one of ${Object.keys(COMMANDS).join(", ")})`);
    process.exit(2);
  }
  const [loadBefore] = loadavg();
  const cpuBefore = childCpu();
  const started = performance.now();
  const run = spawnSync("npx", [...PNPM, ...args], { encoding: "utf8", maxBuffer: 1 << 30, stdio: ["ignore", "pipe", "pipe"] });
  const wall = (performance.now() - started) / 1000;
  const cpu = childCpu() - cpuBefore;
  const [loadAfter] = loadavg();
  const summary = name === "test" ? ((run.stdout ?? "").trim().split("\n").reverse().find((line) => /^\d+ passed, \d+ failed/.test(line)) ?? "no summary line") : "";
  console.log(`${name}: exit ${run.status}, ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU, load ${loadBefore?.toFixed(1)} → ${loadAfter?.toFixed(1)}${summary === "" ? "" : `; ${summary}`}`);
  if (run.status !== 0) process.exitCode = 1;
}
