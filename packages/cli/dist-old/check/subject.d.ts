/**
 * What the loaders hand to the checker: one schema to judge, and where it came from.
 */
/**
 * How a schema reached `mcp-wire check`:
 * - `requestedSchema`: the `.json` file is the requestedSchema itself;
 * - `elicitation-params`: the file is `elicitation/create` params, `{ message, requestedSchema }`;
 * - `json-rpc`: the file is a JSON-RPC request `{ jsonrpc, method: "elicitation/create", params }`;
 * - `capture`: the file is a recorded request, `{ package?, tool?, params: { requestedSchema } }`
 *   (the shape of the fixtures under `examples/`);
 * - `module-export`: an export of a `.ts`/`.js` module that is a Standard Schema.
 *
 * Source: MCP specification, `elicitation/create` (`ElicitRequest`, `ElicitRequestFormParams`).
 */
export type InputForm = "requestedSchema" | "elicitation-params" | "json-rpc" | "capture" | "module-export";
/** One schema to check. */
export interface Subject {
    /** The file, exactly as given on the command line. */
    readonly file: string;
    /**
     * What in the file: for JSON, the JSON Pointer of the requestedSchema within the file (`""` when
     * the file is the requestedSchema, `"/requestedSchema"`, `"/params/requestedSchema"`); for a
     * module, the export name (`"default"` for the default export).
     */
    readonly subject: string;
    /** How the schema reached the CLI; see {@link InputForm}. */
    readonly form: InputForm;
    /** The Standard Schema's `~standard.vendor` (`"zod"`, `"valibot"`, `"arktype"`, …); `null` for JSON. */
    readonly vendor: string | null;
    /** The schema: parsed JSON (any value) or the exported Standard Schema. */
    readonly schema: unknown;
}
//# sourceMappingURL=subject.d.ts.map