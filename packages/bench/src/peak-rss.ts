/**
 * Preloaded into a measured process (`node --import <this file> …`): when the process exits, writes its peak resident
 * set size in bytes (`process.resourceUsage().maxRSS`, which Node gives in KiB) to file descriptor 3, which the parent
 * opened as a pipe (scale.ts). Nothing is written when fd 3 is not open.
 */
import { writeSync } from "node:fs";

process.on("exit", () => {
  try {
    writeSync(3, `${process.resourceUsage().maxRSS * 1024}\n`);
  } catch {
    // not run by scale.ts: no fd 3
  }
});
