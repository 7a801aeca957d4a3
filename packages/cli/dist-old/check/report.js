/** The `reportVersion` of reports of this version of the CLI. */
export const CHECK_REPORT_VERSION = 1;
//# sourceMappingURL=report.js.map