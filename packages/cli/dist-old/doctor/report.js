/** The `reportVersion` of doctor reports of this version of the CLI. */
export const DOCTOR_REPORT_VERSION = 2;
/** The codes of {@link ListDiagnostic}. */
export const LIST_DIAGNOSTIC_CODES = ["repeated-cursor", "page-limit", "duplicate-tool-name"];
/** How many skipped stdout lines a report keeps (the count is always exact). */
export const MAX_SKIPPED_SHOWN = 3;
/** How many tools/list pages doctor follows before it stops with `page-limit`. */
export const MAX_TOOLS_LIST_PAGES = 1000;
/** The SDK clients whose tools/list parse doctor judges per revision (their `wire` readings in `ARCHETYPE_PROFILES`). */
export const REVISION_CLIENTS = ["mcp-sdk-v1-client", "mcp-sdk-v2-client"];
//# sourceMappingURL=report.js.map