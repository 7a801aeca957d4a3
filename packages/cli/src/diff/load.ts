/**
 * The inputs of `mcp-wire diff`: each file is a doctor `--json` report (`reportVersion: 2`, read as is) or a capture
 * (`doctor --save`, or a `fixtures/servers` tools capture: replayed and judged now by `doctor()`, for the selected
 * hosts). A file with a `reportVersion` member is read as a report; anything else as a capture.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { replayCapture } from "../doctor/capture.js";
import { doctor } from "../doctor/run.js";
import type { DoctorHost } from "../doctor/verdicts.js";
import { DiffError } from "./errors.js";
import { sideOf, type Side } from "./side.js";

/**
 * Reads one input.
 * @param file - the path, relative to `cwd` or absolute
 * @param hosts - the hosts to read (a report must have verdicts for each) or to judge (a capture)
 * @returns the {@link Side}
 * @throws DiffError `input-unreadable`, `invalid-json`, `not-a-report` or `host-not-in-report`;
 *   DoctorError `replay-failed` when the file is not a capture either, or `list-failed` when its tools/list
 *   result is not a tool list
 */
export async function loadSide(file: string, hosts: readonly DoctorHost[], cwd: string): Promise<Side> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, file), "utf8");
  } catch (error) {
    throw new DiffError("input-unreadable", `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new DiffError("invalid-json", `${file} is not JSON`);
  }
  if (typeof json === "object" && json !== null && Object.hasOwn(json, "reportVersion")) return sideOf(json, file, hosts, "report");
  const transport = await replayCapture(file, cwd);
  const report = await doctor({ kind: "transport", transport, label: `replay of ${file}` }, { hosts });
  return sideOf(report, file, hosts, "capture");
}
