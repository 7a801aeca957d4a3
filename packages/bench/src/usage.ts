/**
 * Preloaded into a measured process (`node --import <this file> …`): when the process exits, writes its peak resident
 * set size in bytes and the CPU time it used in microseconds (user + system; `process.resourceUsage()`, whose
 * `maxRSS` is in KiB) as `<bytes> <µs>` to file descriptor 3, which the parent opened as a pipe (scale.ts). CPU time,
 * unlike wall time, does not grow when other processes share the cores. Nothing is written when fd 3 is not open.
 */
import { writeSync } from "node:fs";

process.on("exit", () => {
  const usage = process.resourceUsage();
  try {
    writeSync(3, `${usage.maxRSS * 1024} ${usage.userCPUTime + usage.systemCPUTime}\n`);
  } catch {
    // not run by scale.ts: no fd 3
  }
});
