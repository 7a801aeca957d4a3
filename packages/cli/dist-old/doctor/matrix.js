/**
 * The table of doctor's human report — one row per tool schema, a column for the MCP rules and one per host —
 * laid out to fit the terminal width. In order, the first layout that fits:
 * 1. full: host ids as headers, each cell `✓` or `✗ <first code> +N`;
 * 2. compact: short host headers ({@link HOST_LABELS}, named in the legend line under the table), cells `✓` / `✗`
 *    (the codes are in the failures section), `in` / `out` for the schema;
 * 3. compact with tool names cut (ending in `…`) to what the width leaves them (at least 12 columns);
 * 4. split: the host columns in as many tables as needed, each repeating the tool, schema and mcp columns.
 */
import { PLAIN } from "../style.js";
import { escapeControls as esc } from "../terminal-text.js";
import { clipVisible, DEFAULT_WIDTH, visibleWidth } from "../layout.js";
import { judgedRevision } from "./verdicts.js";
import { FAIL, MAX_COLUMN_WIDTH, pad, PASS } from "./columns.js";
/**
 * Short column headers of the hosts; a host without one here is shown by its id. A legend under a table with
 * short headers names each host.
 */
export const HOST_LABELS = {
    "mcp-sdk-v1-client": "sdk1",
    "mcp-sdk-v2-client": "sdk2",
    "2020-12-only": "2020",
    "anthropic-api": "anth",
    "draft-07-ajv-default": "ajv7",
    "openapi-3.0-subset": "oas3",
    "openai-strict": "oais",
    "claude-code": "cc",
    "claude-desktop": "cd",
    cursor: "cur",
    vscode: "vsc",
    windsurf: "wind",
    codex: "cdx",
    gemini: "gem",
    "qwen-code": "qwen",
    "copilot-cli": "cop",
    continue: "cont",
    chatgpt: "gpt",
};
/** The narrowest a cut tool-name column gets. */
const MIN_TOOL_WIDTH = 12;
const GAP = 2;
/**
 * The issues a cell shows of one verdict: all of them when it fails, none when it passes (a passing verdict may hold
 * findings of blast `none`, such as `unreadable-tool` for a host that keeps the tool: they are no failure).
 */
export const failing = (verdict) => (verdict?.status === "fail" ? verdict.issues : []);
/** A full table cell: `✓`, or `✗ <first code>` with `+N` when N more distinct codes follow. */
export function cell(issues) {
    if (issues.length === 0)
        return PASS;
    const codes = [...new Set(issues.map((i) => i.code))];
    return `${FAIL} ${esc(codes[0] ?? "")}${codes.length > 1 ? ` +${codes.length - 1}` : ""}`;
}
const mark = (issues) => (issues.length === 0 ? PASS : FAIL);
const labelOf = (host) => HOST_LABELS[host] ?? host;
function painted(style) {
    return (padded, raw) => {
        const paint = raw.startsWith(PASS) ? style.green : raw.startsWith(FAIL) ? style.red : (t) => t;
        return paint(raw) + padded.slice(raw.length);
    };
}
function render(header, rows, style) {
    const [head = "", ...body] = pad([header, ...rows], "", [], painted(style));
    return [style.bold(head), ...body];
}
const widest = (cells) => Math.max(0, ...cells.map(visibleWidth));
/**
 * The table lines, at most `width` columns wide (see the module comment for the layouts tried).
 * @param report - the {@link DoctorReport}
 * @param style - colours (`PLAIN` by default)
 * @param width - the terminal width (default 100)
 * @returns the lines: a table, or several separated by an empty line, then an empty line and the legend: what the
 *   `mcp` column holds the schemas to (`mcp=the MCP Tool type at <revision>`, the negotiated one), then the short
 *   host headers when they are used (`; hosts: cc=claude-code, …`); `[]` when there is no row (no tool schema)
 */
export function tableLines(report, style = PLAIN, width = DEFAULT_WIDTH) {
    // A tool-wide verdict (its name, …) is shown in the tool's first row.
    const schemas = report.tools.flatMap((tool) => tool.schemas.map((schema, j) => ({
        name: esc(tool.name),
        schema,
        issues: report.hosts.map((_, k) => [...(j === 0 ? failing(tool.hosts?.[k]) : []), ...failing(schema.hosts[k])]),
    })));
    if (schemas.length === 0)
        return [];
    const full = render(["tool", "schema", "mcp", ...report.hosts], schemas.map(({ name, schema, issues }) => [name, schema.io, cell(schema.mcp), ...issues.map((found) => cell(found))]), style);
    const mcpLegend = `mcp=the MCP Tool type at ${judgedRevision(report.server.protocolVersion)}`;
    if (full.every((line) => visibleWidth(line) <= width))
        return [...full, "", style.dim(mcpLegend)];
    const labels = report.hosts.map(labelOf);
    const names = schemas.map((s) => s.name);
    const fixed = (columns) => 3 + GAP + 3 + columns.reduce((sum, label) => sum + GAP + Math.max(visibleWidth(label), 1), 0);
    let toolWidth = Math.min(Math.max(widest(names), 4), MAX_COLUMN_WIDTH);
    let chunks = [report.hosts.map((_, i) => i)];
    if (toolWidth + GAP + fixed(labels) > width) {
        toolWidth = Math.min(Math.max(MIN_TOOL_WIDTH, width - GAP - fixed(labels)), MAX_COLUMN_WIDTH);
        if (toolWidth + GAP + fixed(labels) > width) {
            toolWidth = Math.min(Math.max(widest(names), 4), MAX_COLUMN_WIDTH, Math.max(MIN_TOOL_WIDTH, Math.floor(width / 3)));
            chunks = [];
            let chunk = [];
            for (const [i, label] of labels.entries()) {
                if (chunk.length > 0 && toolWidth + GAP + fixed([...chunk.map((j) => labels[j] ?? ""), label]) > width) {
                    chunks.push(chunk);
                    chunk = [];
                }
                chunk.push(i);
            }
            if (chunk.length > 0)
                chunks.push(chunk);
        }
    }
    const lines = [];
    for (const chunk of chunks) {
        if (lines.length > 0)
            lines.push("");
        const header = ["tool", "io", "mcp", ...chunk.map((i) => labels[i] ?? "")];
        const rows = schemas.map(({ name, schema, issues }) => [
            clipVisible(name, toolWidth),
            schema.io === "input" ? "in" : "out",
            mark(schema.mcp),
            ...chunk.map((i) => mark(issues[i] ?? [])),
        ]);
        lines.push(...render(header, rows, style));
    }
    const legend = report.hosts.filter((host) => labelOf(host) !== host).map((host) => `${labelOf(host)}=${host}`);
    lines.push("", style.dim(legend.length > 0 ? `${mcpLegend}; hosts: ${legend.join(", ")}` : mcpLegend));
    return lines;
}
