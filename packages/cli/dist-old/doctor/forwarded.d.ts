/**
 * The tools list as a host forwards it: a JSON number too large for a double (`1e400`) is read by `JSON.parse` as
 * `±Infinity`, which no JSON reader of mcp-wire takes (`invalid-value`, "is not a JSON number": the whole list would be
 * unreadable), and which `JSON.stringify` writes as `null` when a host passes the schema on (to its model API, or
 * re-serialized by a proxy). The SDK 1.x client keeps such a tool (checked with `@modelcontextprotocol/sdk` 1.32.2:
 * `ListToolsResultSchema` passes `maximum: Infinity`, its schemas' members are passthrough), so each host is judged on
 * the list with every non-finite number replaced by `null`, the value the forwarded JSON carries. Pure: no I/O.
 */
/** One replaced number: its JSON Pointer into the list (`/0/inputSchema/properties/n/maximum`) and the value read. */
export interface NonFinite {
    readonly path: string;
    readonly value: number;
}
/**
 * `tools` with every `±Infinity`/`NaN` number replaced by `null` (copied only along the paths to them; `tools` itself
 * when it holds none), and where they were. Iterative (a 10,000-level schema does not overflow the stack); reads own
 * enumerable data members of plain objects and arrays only (the values `JSON.parse` makes); never mutates `tools`.
 */
export declare function forwardedForm(tools: readonly unknown[]): {
    readonly tools: readonly unknown[];
    readonly replaced: readonly NonFinite[];
};
//# sourceMappingURL=forwarded.d.ts.map