/**
 * Why `report` is not a doctor report of `reportVersion: 2` as docs/doctor-report.schema.json describes it, or
 * `undefined`.
 * @param report - a parsed JSON value with a `reportVersion` member
 * @param hosts - the hosts diff reads: for each, `/summary/hosts/<host>/toolsKept` must not exceed the tools listed
 * @returns the first problem, e.g. `/tools/0/hosts must be an array (got null)`,
 *   `/tools/0/hosts/0/blast must be one of "none", "misread", … (got "banana")`,
 *   `/summary/tools must be 0, the number of tools in /tools (got 9)`
 * @throws Error when the schema file is not beside the package (a broken install)
 */
export declare function reportProblem(report: unknown, hosts: readonly string[]): string | undefined;
//# sourceMappingURL=report-shape.d.ts.map