/** CPU time of this process and its waited-for children (the products and their MCP servers), for the lab's timing line. */
import { readFileSync } from "node:fs";

/** Linux's USER_HZ: `/proc/<pid>/stat` counts in these ticks per second (`man 5 proc`). */
const TICKS_PER_SECOND = 100;

/**
 * Seconds of CPU used so far by this process plus its reaped children (`utime + stime + cutime + cstime` of
 * `/proc/self/stat`, fields 14–17). Where there is no /proc, this process's own `process.cpuUsage()` only.
 */
export function cpuSeconds(): number {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // fields[0] is field 3 (state): utime..cstime are fields 14..17
    return fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / TICKS_PER_SECOND;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  }
}
