import { type SchemaIssue } from "@mcp-wire/core";
import { type EvidenceLevel } from "@mcp-wire/hosts";
import { type DoctorHost as HostId } from "./verdicts.js";
/** Codes of result issues. */
export declare const RESULT_ISSUE_CODES: readonly ["result-invalid", "structured-content-missing", "structured-content-invalid", "output-schema-unusable"];
/**
 * One code of {@link RESULT_ISSUE_CODES}: `result-invalid` (the result is not a `CallToolResult`: the client's
 * parsing refuses it before any schema check; one issue per zod issue, `path` into the result),
 * `structured-content-missing` (the tool declares an outputSchema, the
 * result has no `structuredContent`), `structured-content-invalid` (it does not match; one issue per validator
 * error, `path` into the result), `output-schema-unusable` (the client's validator cannot compile the schema;
 * that client already fails at `tools/list`).
 */
export type ResultIssueCode = (typeof RESULT_ISSUE_CODES)[number];
/** What one client does with one `tools/call` result. */
export interface ResultVerdict {
    readonly host: HostId;
    /** `fail`: the client throws instead of returning the result. */
    readonly status: "pass" | "fail";
    /**
     * Why (`[]` on pass): `path` is a JSON Pointer into the result, `message` the validator's own text, `params.jsonRpcCode`
     * the JSON-RPC error code the client throws (`-32600` missing, `-32602` invalid).
     */
    readonly issues: readonly SchemaIssue<ResultIssueCode>[];
    /** The message of the error the client throws (`null` on pass), e.g. `MCP error -32600: Tool t has an output schema…`. */
    readonly error: string | null;
}
/** The shape of both SDKs' validators: `getValidator(schema)` → `(input) => { valid, errorMessage }`. */
interface Validator {
    getValidator(schema: never): (input: unknown) => {
        valid: boolean;
        errorMessage?: string | undefined;
    };
}
/** One client whose result rules doctor repeats. */
export interface ResultClient {
    readonly host: HostId;
    /** A fresh validator, as one `Client` holds one. */
    readonly validator: () => Validator;
    /** The fields of the validator that hold its Ajv engines (to read the errors behind its message). */
    readonly engines: readonly string[];
    /** Whether a result counts as having no `structuredContent`. */
    readonly missing: (result: Readonly<Record<string, unknown>>) => boolean;
    /** Whether the client validates this result's `structuredContent`. */
    readonly validates: (result: Readonly<Record<string, unknown>>) => boolean;
    /** The message of the error the client throws: `kind` is the JSON-RPC error it uses. */
    readonly thrown: (kind: "invalid-request" | "invalid-params", message: string) => string;
    /** The message of the error the client throws when its validator cannot compile the tool's outputSchema. */
    readonly unusable: (tool: string, compileError: string) => string;
    /** The message of the error the client throws when the result is not a `CallToolResult` (`zodMessage`: the parse error's). */
    readonly invalidResult: (zodMessage: string) => string;
    /**
     * A product's own: whether the product keeps this output schema from the embedded client (a rule of its record that
     * pre-empts the client on output schemas trips on it, e.g. Kilo re-listing without output schemas, Gemini CLI's
     * lenient validator): then no result of the tool is checked, only its `CallToolResult` shape. Absent: never.
     */
    readonly unchecked?: (outputSchema: unknown) => boolean;
}
/** The clients, in `HOSTS` order. */
export declare const RESULT_CLIENTS: readonly ResultClient[];
/**
 * The client whose result rules `host` follows: its own row for an archetype host; for a product host, the row of
 * the archetype its record embeds for `outputSchema` at `version` (`judgedVersion`: absent, the current release),
 * counting a contested use only at `evidence` `contested`, under the product's id, with `unchecked` when a rule of the
 * record pre-empts that archetype on output schemas; `undefined` when the host checks no result (or no public source
 * says how).
 */
export declare function resultClientOf(host: HostId, version?: string, evidence?: EvidenceLevel): ResultClient | undefined;
/** Per client, the outputSchemas of one run compiled once (as a `Client` caches them at `tools/list`). */
export declare class ResultChecker {
    private readonly validators;
    private readonly clients;
    /**
     * @param hosts - the selected hosts; those with a result client ({@link resultClientOf}) are checked, in this order
     * @param versions - the product version to judge each host at (`--host <product>@<version>`); absent: its current release
     * @param evidence - which product facts count (`--evidence`); default `reported`
     */
    constructor(hosts: readonly HostId[], versions?: Readonly<Partial<Record<HostId, string>>>, evidence?: EvidenceLevel);
    /**
     * Judges one result for each selected client.
     * @param tool - the tool's name (compiled schemas are kept per name)
     * @param outputSchema - the tool's `outputSchema` as listed (`undefined` when it declares none)
     * @param result - the raw `tools/call` result
     * @returns one {@link ResultVerdict} per selected host with a result client, in `hosts` order; `[]` when there
     *   is none. Never throws.
     */
    check(tool: string, outputSchema: unknown, result: Readonly<Record<string, unknown>>): ResultVerdict[];
    private verdict;
    private entry;
    /** The engines the client's validator has made so far, their `errorsText` recording the errors it is given. */
    private engines;
    /** One error as the client's engine writes it (`data/points/0 must be number`). */
    private errorText;
    private compiled;
    /** Runs the client's own validate function; the errors behind its message are read from its engine. */
    private run;
}
export {};
//# sourceMappingURL=results.d.ts.map