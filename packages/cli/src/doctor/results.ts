/**
 * `--call` results checked as the real MCP clients check them. For each client in {@link RESULT_CLIENTS} (a table),
 * and for each product host whose record (`PRODUCTS` of `@mcp-wire/hosts`) says it embeds one of these clients for
 * output schemas at the product version in use, a tool's declared `outputSchema` is compiled with that client's own
 * validator (`AjvJsonSchemaValidator` of `@modelcontextprotocol/sdk` 1.32.2 and of `@modelcontextprotocol/client`
 * 2.4.0, default options), and a result is judged by that client's own rules:
 *
 * - SDK 1.x `Client.callTool`: with an outputSchema, a result whose `structuredContent` is falsy and that is not
 *   `isError` is refused (`-32600 … has an output schema but did not return structured content`); a truthy
 *   `structuredContent` is validated, also on an `isError` result (`-32602 Structured content does not match
 *   the tool's output schema: <Ajv errorsText>`);
 * - SDK 2.x `Client.callTool`: the same, except that only an absent (`undefined`) `structuredContent` is missing,
 *   and an `isError` result is never validated.
 * - SDK 2.0 betas (`2020-12-only`; `npm:@modelcontextprotocol/client@2.0.0-beta.5`, as Claude Desktop builds of 2026
 *   embed it): the 2.x rules; the validator loads 2020-12 only — an unlabelled or 2020-12-labelled schema goes to
 *   the same Ajv2020 engine (same options, ajv-formats) as 2.4.0's, any other string `$schema` is refused with the
 *   beta's own message.
 *
 * An outputSchema the client's validator cannot compile: SDK 1.x `listTools()` throws the validator's error (the
 * host loses the whole list); SDK 2.x `callTool()` refuses the call (`Tool '<name>' has an invalid outputSchema: …`).
 *
 * Before any of this, both clients parse the result as a `CallToolResult` (the SDK's zod schema; SDK 1.x's is used
 * for both): a result that is not one (`content` not an array, `structuredContent` not an object) is refused.
 * An `isError` result that passes is the tool's own verdict, returned to the caller by both clients.
 *
 * Source: MCP specification 2025-11-25, Server Features, Tools, "Output Schema" (servers MUST provide structured
 * results that conform to the schema; clients SHOULD validate them); `Client.callTool` of both SDKs.
 */
import { AjvJsonSchemaValidator as SdkV1Validator } from "@modelcontextprotocol/sdk/validation/ajv";
import { CallToolResultSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator as SdkV2Validator } from "@modelcontextprotocol/client/validators/ajv";
import { ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/client";
import { makeIssue, pointer, type SchemaIssue } from "@mcp-wire/core";
import { evaluateProduct, judgedVersion, productOf, PRODUCTS, selectFacts, type EvidenceLevel, type Revision } from "@mcp-wire/hosts";
import type { DoctorHost as HostId } from "./verdicts.js";

/** Codes of result issues. */
export const RESULT_ISSUE_CODES = ["result-invalid", "structured-content-missing", "structured-content-invalid", "output-schema-unusable", "validator-timeout"] as const;

/**
 * One code of {@link RESULT_ISSUE_CODES}: `result-invalid` (the result is not a `CallToolResult`: the client's
 * parsing refuses it before any schema check; one issue per zod issue, `path` into the result),
 * `structured-content-missing` (the tool declares an outputSchema, the
 * result has no `structuredContent`), `structured-content-invalid` (it does not match; one issue per validator
 * error, `path` into the result), `output-schema-unusable` (the client's validator cannot compile the schema;
 * that client already fails at `tools/list`), `validator-timeout` (the client's validator did not finish within
 * doctor's `--timeout`: a host running it hangs on this result; `params.schemaPath` names a pattern of the
 * outputSchema that nests unbounded quantifiers, when one does; see result-budget.ts).
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
  getValidator(schema: never): (input: unknown) => { valid: boolean; errorMessage?: string | undefined };
}

/** An Ajv error as the validators see it (`instancePath` is a JSON Pointer into the validated value). */
interface AjvError {
  readonly instancePath: string;
}

/** An Ajv engine inside a validator (the fields the SDKs keep it in). */
interface Engine {
  errorsText(errors?: readonly AjvError[] | null): string;
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
export const RESULT_CLIENTS: readonly ResultClient[] = [
  {
    host: "mcp-sdk-v1-client",
    validator: () => new SdkV1Validator() as unknown as Validator,
    engines: ["_ajv"],
    missing: (result) => !result["structuredContent"] && !result["isError"],
    validates: (result) => Boolean(result["structuredContent"]),
    thrown: (kind, message) => new McpError(kind === "invalid-request" ? ErrorCode.InvalidRequest : ErrorCode.InvalidParams, message).message,
    // `listTools()` compiles every outputSchema and throws the validator's own error: the whole list is lost.
    unusable: (_tool, compileError) => compileError,
    // `Protocol.request` rejects with the ZodError of `CallToolResultSchema` itself.
    invalidResult: (zodMessage) => zodMessage,
  },
  {
    host: "mcp-sdk-v2-client",
    validator: () => new SdkV2Validator() as unknown as Validator,
    engines: ["_ajv", "_ajvDraft7", "_ajv2019"],
    missing: (result) => result["structuredContent"] === undefined && !result["isError"],
    validates: (result) => result["structuredContent"] !== undefined && !result["isError"],
    thrown: (kind, message) => new ProtocolError(kind === "invalid-request" ? ProtocolErrorCode.InvalidRequest : ProtocolErrorCode.InvalidParams, message).message,
    // `callTool()` refuses before sending the request.
    unusable: (tool, compileError) => new ProtocolError(ProtocolErrorCode.InvalidParams, `Tool '${tool}' has an invalid outputSchema: ${compileError.slice(0, 200)}`).message,
    // The era codec's `SdkError(InvalidResult)`, over the same spec shape.
    invalidResult: (zodMessage) => `Invalid result for tools/call: ${zodMessage}`,
  },
  {
    host: "2020-12-only",
    validator: betaValidator,
    engines: ["_ajv"],
    missing: (result) => result["structuredContent"] === undefined && !result["isError"],
    validates: (result) => result["structuredContent"] !== undefined && !result["isError"],
    thrown: (kind, message) => new ProtocolError(kind === "invalid-request" ? ProtocolErrorCode.InvalidRequest : ProtocolErrorCode.InvalidParams, message).message,
    unusable: (tool, compileError) => new ProtocolError(ProtocolErrorCode.InvalidParams, `Tool '${tool}' has an invalid outputSchema: ${compileError.slice(0, 200)}`).message,
    invalidResult: (zodMessage) => `Invalid result for tools/call: ${zodMessage}`,
  },
];

/** The `$schema` URIs the 2.0 betas' default validator loads (its `DRAFT_2020_12_URIS`; a trailing `#` is ignored). */
const BETA_DIALECTS = new Set(["https://json-schema.org/draft/2020-12/schema", "http://json-schema.org/draft/2020-12/schema"]);

/**
 * The 2.0 beta's default `AjvJsonSchemaValidator`: its `$schema` check, then 2.4.0's validator (which reads an
 * unlabelled or 2020-12 schema with the Ajv2020 engine both packages build alike). `_ajv` is that engine.
 */
function betaValidator(): Validator {
  const inner = new SdkV2Validator() as unknown as Validator & Record<string, unknown>;
  return {
    getValidator(schema: never) {
      const declared = typeof schema === "object" && schema !== null ? (schema as Record<string, unknown>)["$schema"] : undefined;
      if (typeof declared === "string" && !BETA_DIALECTS.has(declared.replace(/#$/, ""))) {
        throw new Error(`JSON Schema declares an unsupported dialect ("$schema": "${declared.slice(0, 200)}"). The default validator supports JSON Schema 2020-12 only; pass a pre-configured Ajv instance to AjvJsonSchemaValidator(ajv) to validate other dialects.`);
      }
      return inner.getValidator(schema);
    },
    get _ajv() {
      return inner["_ajv"];
    },
  } as Validator;
}

type Compiled = { readonly ok: true; readonly check: (input: unknown) => { valid: boolean; message: string; errors: readonly AjvError[] } } | { readonly ok: false; readonly compileError: string };

/**
 * The client whose result rules `host` follows: its own row for an archetype host; for a product host, the row of
 * the archetype its record embeds for `outputSchema` at `version` (`judgedVersion`: absent, the current release) and
 * at `revision` (the MCP revision the host is judged at: a use scoped to other revisions by `Evidence.revisions` is
 * left out; absent: every use), counting a contested use only at `evidence` `contested`, under the product's id, with
 * `unchecked` when a rule of the record pre-empts that archetype on output schemas; `undefined` when the host checks
 * no result (or no public source says how). Claude Code 2.1.328, for instance, checks none at 2025-11-25 and checks
 * as the 2.x client at 2026-07-28 (lab:claude-code@2.1.328#output-unlabelled).
 */
export function resultClientOf(host: HostId, version?: string, evidence: EvidenceLevel = "reported", revision?: Revision): ResultClient | undefined {
  const product = productOf(host);
  if (product === undefined) return RESULT_CLIENTS.find((client) => client.host === host);
  const selection = { at: judgedVersion(PRODUCTS[product], version), evidence, ...(revision === undefined ? {} : { revision }) };
  const uses = selectFacts(PRODUCTS[product].archetypes, selection).counted.filter((use) => use.role === "outputSchema");
  const client = uses.map((use) => RESULT_CLIENTS.find((row) => row.host === use.archetype)).find((row) => row !== undefined);
  if (client === undefined) return undefined;
  const archetype = client.host;
  const codes = new Set(selectFacts(PRODUCTS[product].rules, selection).counted.filter((rule) => rule.scope === "outputSchema" && rule.preempts?.some((id) => id === archetype) === true).map((rule) => rule.code));
  if (codes.size === 0) return { ...client, host };
  const unchecked = (outputSchema: unknown): boolean =>
    evaluateProduct([{ name: "tool", inputSchema: { type: "object" }, outputSchema }], product, { ...(version === undefined ? {} : { version }), evidence, ...(revision === undefined ? {} : { revision }) })
      .schemas.some((entry) => entry.role === "outputSchema" && entry.issues.some((issue) => codes.has(issue.code)));
  return { ...client, host, unchecked };
}

/** Per client, the outputSchemas of one run compiled once (as a `Client` caches them at `tools/list`). */
export class ResultChecker {
  private readonly validators = new Map<HostId, { readonly validator: Validator; readonly cache: Map<string, Compiled> }>();
  private readonly clients: readonly ResultClient[];

  /**
   * @param hosts - the selected hosts; those with a result client ({@link resultClientOf}) are checked, in this order
   * @param versions - the product version to judge each host at (`--host <product>@<version>`); absent: its current release
   * @param evidence - which product facts count (`--evidence`); default `reported`
   * @param revisions - the MCP revision each host is judged at (doctor's `hostRevisions`); absent for a host: facts
   *   of every revision hold
   */
  constructor(hosts: readonly HostId[], versions: Readonly<Partial<Record<HostId, string>>> = {}, evidence: EvidenceLevel = "reported", revisions: Readonly<Partial<Record<HostId, Revision>>> = {}) {
    this.clients = hosts.map((host) => resultClientOf(host, versions[host], evidence, revisions[host])).filter((client): client is ResultClient => client !== undefined);
  }

  /**
   * Judges one result for each selected client.
   * @param tool - the tool's name (compiled schemas are kept per name)
   * @param outputSchema - the tool's `outputSchema` as listed (`undefined` when it declares none)
   * @param result - the raw `tools/call` result
   * @returns one {@link ResultVerdict} per selected host with a result client, in `hosts` order; `[]` when there
   *   is none. Never throws.
   */
  check(tool: string, outputSchema: unknown, result: Readonly<Record<string, unknown>>): ResultVerdict[] {
    return this.clients.map((client) => this.verdict(client, tool, outputSchema, result));
  }

  /** The selected hosts that have a result client, in `hosts` order: the hosts {@link ResultChecker.check} judges. */
  get hosts(): readonly HostId[] {
    return this.clients.map((client) => client.host);
  }

  /**
   * The archetype host (a row of {@link RESULT_CLIENTS}) whose validator judges the `index`-th of {@link ResultChecker.hosts}.
   * @throws RangeError when there is no such host
   */
  archetypeOf(index: number): HostId {
    const client = this.clients[index];
    const row = client === undefined ? undefined : RESULT_CLIENTS.find((r) => r.validator === client.validator);
    if (row === undefined) throw new RangeError(`ResultChecker.archetypeOf: no result host at ${index} (of ${this.clients.length})`);
    return row.host;
  }

  /**
   * Judges one result for the `index`-th of {@link ResultChecker.hosts}, as {@link ResultChecker.check} does.
   * @param unfinished - when given, the verdict to give (under this host) instead of running the client's
   *   validator, once the result gets that far (its validator is known not to finish on it; see result-budget.ts)
   * @returns the host's {@link ResultVerdict}; never throws for an `index` in range
   * @throws RangeError when `index` is out of range
   */
  checkHost(index: number, tool: string, outputSchema: unknown, result: Readonly<Record<string, unknown>>, unfinished?: ResultVerdict): ResultVerdict {
    const client = this.clients[index];
    if (client === undefined) throw new RangeError(`ResultChecker.checkHost: no result host at ${index} (of ${this.clients.length})`);
    return this.verdict(client, tool, outputSchema, result, unfinished);
  }

  private verdict(client: ResultClient, tool: string, outputSchema: unknown, result: Readonly<Record<string, unknown>>, unfinished?: ResultVerdict): ResultVerdict {
    const pass: ResultVerdict = { host: client.host, status: "pass", issues: [], error: null };
    const parsed = CallToolResultSchema.safeParse(result);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => makeIssue(pointer("", ...i.path.map((t) => (typeof t === "symbol" ? String(t) : t))), "result-invalid", i.message));
      return { host: client.host, status: "fail", issues, error: client.invalidResult(parsed.error.message) };
    }
    if (!outputSchema) return pass; // both clients: no validator without an outputSchema
    if (client.unchecked?.(outputSchema) === true) return pass; // the product keeps this schema from its client
    if (unfinished !== undefined) return { ...unfinished, host: client.host };
    const compiled = this.compiled(client, tool, outputSchema);
    if (!compiled.ok) {
      const message = client.unusable(tool, compiled.compileError);
      return { host: client.host, status: "fail", issues: [makeIssue("", "output-schema-unusable", message)], error: message };
    }
    if (client.missing(result)) {
      const message = client.thrown("invalid-request", `Tool ${tool} has an output schema but did not return structured content`);
      return { host: client.host, status: "fail", issues: [makeIssue("/structuredContent", "structured-content-missing", message, { jsonRpcCode: -32600 })], error: message };
    }
    if (!client.validates(result)) return pass;
    let outcome: ReturnType<Extract<Compiled, { ok: true }>["check"]>;
    try {
      outcome = compiled.check(result["structuredContent"]);
    } catch (error) {
      const message = client.thrown("invalid-params", `Failed to validate structured content: ${error instanceof Error ? error.message : String(error)}`);
      return { host: client.host, status: "fail", issues: [makeIssue("/structuredContent", "structured-content-invalid", message)], error: message };
    }
    if (outcome.valid) return pass;
    const message = client.thrown("invalid-params", `Structured content does not match the tool's output schema: ${outcome.message}`);
    const issues = outcome.errors.length === 0
      ? [makeIssue("/structuredContent", "structured-content-invalid", outcome.message)]
      : outcome.errors.map((e) => makeIssue(`/structuredContent${e.instancePath}`, "structured-content-invalid", this.errorText(client, e), { jsonRpcCode: -32602 }));
    return { host: client.host, status: "fail", issues, error: message };
  }

  private entry(client: ResultClient) {
    let entry = this.validators.get(client.host);
    if (!entry) {
      entry = { validator: client.validator(), cache: new Map() };
      this.validators.set(client.host, entry);
    }
    return entry;
  }

  /** The engines the client's validator has made so far, their `errorsText` recording the errors it is given. */
  private engines(client: ResultClient): Engine[] {
    const validator = this.entry(client).validator as unknown as Record<string, unknown>;
    return client.engines.map((field) => validator[field]).filter((e): e is Engine => typeof (e as Engine | undefined)?.errorsText === "function");
  }

  /** One error as the client's engine writes it (`data/points/0 must be number`). */
  private errorText(client: ResultClient, error: AjvError): string {
    const [engine] = this.engines(client);
    return engine ? engine.errorsText([error]) : `data${error.instancePath} is invalid`;
  }

  private compiled(client: ResultClient, tool: string, schema: unknown): Compiled {
    const { validator, cache } = this.entry(client);
    const known = cache.get(tool);
    if (known) return known;
    let compiled: Compiled;
    try {
      const validate = validator.getValidator(schema as never);
      compiled = { ok: true, check: (input) => this.run(client, validate, input) };
    } catch (error) {
      compiled = { ok: false, compileError: error instanceof Error ? error.message : String(error) };
    }
    cache.set(tool, compiled);
    return compiled;
  }

  /** Runs the client's own validate function; the errors behind its message are read from its engine. */
  private run(client: ResultClient, validate: ReturnType<Validator["getValidator"]>, input: unknown) {
    let errors: readonly AjvError[] = [];
    const restore: (() => void)[] = [];
    for (const engine of this.engines(client)) {
      const original = engine.errorsText;
      const own = Object.prototype.hasOwnProperty.call(engine, "errorsText");
      engine.errorsText = (list) => {
        errors = list ?? [];
        return original.call(engine, list);
      };
      restore.push(() => {
        if (own) engine.errorsText = original;
        else delete (engine as Partial<Engine>).errorsText;
      });
    }
    try {
      const outcome = validate(input);
      return { valid: outcome.valid, message: outcome.errorMessage ?? "", errors };
    } finally {
      for (const undo of restore) undo();
    }
  }
}
