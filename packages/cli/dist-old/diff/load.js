/**
 * The inputs of `mcp-wire diff`: each file is a doctor `--json` report (`reportVersion: 2`, read as is) or a capture
 * (`doctor --save`, or a `fixtures/servers` tools capture: replayed and judged now by `doctor()`, for the selected
 * hosts). A file with a `reportVersion` member is read as a report; anything else as a capture.
 *
 * Product versions: both sides must be judged at the same version of each selected product host, or the diff would
 * report what a version change did as what the server change did. A report was judged at its `hostVersions`; a
 * capture is judged at the `--host <product>@<version>` given, else at the version the other side (a report) was
 * judged at. Sides judged at different versions are refused (`version-mismatch`).
 */
import { captureTransport, readJsonInput } from "../doctor/capture.js";
import { doctor } from "../doctor/run.js";
import { DiffError } from "./errors.js";
import { sideOf } from "./side.js";
const CODES = { unreadable: "input-unreadable", "too-large": "input-too-large", "not-json": "invalid-json" };
/** Reads one input file (at most 100 MiB, as doctor's `--replay`). */
async function readInput(file, argument, cwd) {
    return { file, argument, json: await readJsonInput(file, cwd, `<${argument}> ${file}`, (problem, message) => new DiffError(CODES[problem], message)) };
}
const isReport = (json) => typeof json === "object" && json !== null && Object.hasOwn(json, "reportVersion");
const shownVersion = (version) => (version === undefined ? "unversioned" : `at ${version}`);
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
export async function loadSides(files, hosts, versions, cwd) {
    const inputs = [await readInput(files[0], "before", cwd), await readInput(files[1], "after", cwd)];
    const reports = inputs.map((input) => (isReport(input.json) ? sideOf(input.json, input.file, hosts, "report") : undefined));
    const judgedAt = {};
    for (const host of hosts) {
        const given = versions[host];
        const sides = inputs.map((input, i) => ({ label: `<${input.argument}> ${input.file}`, report: reports[i] }));
        for (const { label, report } of sides) {
            if (report === undefined)
                continue;
            const at = report.hostVersions[host];
            if (given !== undefined && at !== given)
                throw new DiffError("version-mismatch", `${host}: ${label} was judged ${shownVersion(at)}, not at ${given} as --host gives; diff reports judged at one version, or their captures`);
        }
        const [first, second] = sides.map((side) => (side.report === undefined ? undefined : side.report.hostVersions[host]));
        if (reports[0] !== undefined && reports[1] !== undefined && first !== second) {
            throw new DiffError("version-mismatch", `${host}: ${sides[0]?.label} was judged ${shownVersion(first)}, ${sides[1]?.label} ${shownVersion(second)}; diff reports judged at one version, or their captures`);
        }
        const at = given ?? first ?? second;
        if (at !== undefined)
            judgedAt[host] = at;
    }
    const judge = async (input, report) => {
        if (report !== undefined)
            return report;
        const transport = captureTransport(input.json, `<${input.argument}> ${input.file}`);
        const judged = await doctor({ kind: "transport", transport, label: input.file, replay: true }, { hosts, versions: judgedAt });
        return sideOf(judged, input.file, hosts, "capture");
    };
    return [await judge(inputs[0], reports[0]), await judge(inputs[1], reports[1])];
}
//# sourceMappingURL=load.js.map