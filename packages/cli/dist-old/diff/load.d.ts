import type { DoctorHost } from "../doctor/verdicts.js";
import { type Side } from "./side.js";
/** Which argument of `diff` a file is; messages name it (`<before> old.json is not JSON`). */
export type DiffArgument = "before" | "after";
/**
 * Reads both inputs and judges the captures, each product host at one version on both sides.
 * @param files - the `<before>` and `<after>` paths, relative to `cwd` or absolute
 * @param hosts - the hosts to read (a report must have verdicts for each) or to judge (a capture)
 * @param versions - `--host <product>@<version>` values: a capture is judged at them, a report must have been
 * @returns the before and after {@link Side}s
 * @throws DiffError `input-unreadable`, `input-too-large`, `invalid-json`, `not-a-report`, `host-not-in-report` or
 *   `version-mismatch` (a host judged at different versions on the two sides, or a report judged at another version
 *   than `--host` gives); DoctorError `replay-failed` when a file is not a capture either, or `list-failed` when its
 *   tools/list result is not a tool list
 */
export declare function loadSides(files: readonly [string, string], hosts: readonly DoctorHost[], versions: Readonly<Partial<Record<DoctorHost, string>>>, cwd: string): Promise<[Side, Side]>;
//# sourceMappingURL=load.d.ts.map