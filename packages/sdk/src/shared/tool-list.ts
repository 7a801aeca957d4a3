/**
 * `convertToolSchemas`: a `tools/list` result with every tool's `inputSchema` / `outputSchema` in the
 * dialect asked for (MCP `ListToolsResult`, `Tool.inputSchema` / `Tool.outputSchema`).
 */
import { DialectError, rebaseIssue, toToolSchema, type ConvertibleDialect, type SchemaIssue } from "@mcp-wire/dialect";
import type { EvidenceLevel, ModelApi } from "@mcp-wire/hosts";

/** Options of `convertToolSchemas`, and of `publishToolSchemas` publishing one form to every client. */
export interface DialectPublishOptions {
  /**
   * The dialect tools/list carries: `"2020-12"` (the MCP default; labelled), `"draft-07"` (labelled), or
   * `"portable"` (no label; the form both draft-07 and 2020-12 validators read alike, see
   * `toPortableSchema` of `@mcp-wire/dialect`).
   */
  readonly dialect: ConvertibleDialect | "portable";
  /** Not with `dialect`: one form for every client, or each client's own ({@link HostsPublishOptions}), not both. */
  readonly hosts?: never;
}

/** Options of `publishToolSchemas` serving each client the form its host keeps. */
export interface HostsPublishOptions {
  /**
   * `"auto"`: on each connection the host is recognised from the client's `initialize` (`clientInfo`), and
   * `tools/list` answers with that host's projection; an unknown client gets the common form (made for every recorded
   * host at once, with 2020-12 labels only; what a host still loses is logged with `quarantine`).
   */
  readonly hosts: "auto";
  /** Not with `hosts`: each client's own form, or one dialect for every client ({@link DialectPublishOptions}), not both. */
  readonly dialect?: never;
  /** `true`: withhold from a client the tools its host cannot be given (each withheld tool logged). Default `false`. */
  readonly quarantine?: boolean;
  /** Receives each log line (one withheld tool: its name, the host and the reason). Default: `console.error`. */
  readonly log?: (line: string) => void;
  /**
   * Which product facts the forms answer (`EvidenceLevel` of `@mcp-wire/hosts`): `"reported"` (default) leaves the
   * contested ones out, `"contested"` serves forms that avoid them too (as `mcp-wire proxy --evidence contested`).
   */
  readonly evidence?: EvidenceLevel;
  /**
   * The model API the host routes to, which the protocol does not carry (`ModelApi` of `@mcp-wire/hosts`: `"gemini"`,
   * `"openai-strict"`, `"anthropic"`): a recognised product is served as `<product>+<modelApi>` (what both the product
   * and the model API keep, as `mcp-wire proxy --host cursor+gemini`); a client not recognised still gets the common
   * form. Absent: the product alone.
   */
  readonly modelApi?: ModelApi;
}

/**
 * Options of `publishToolSchemas`: one dialect for every client, or each client's own host form — exactly one of
 * `dialect` and `hosts` (the type refuses both, as the runtime does with SdkAdapterError `invalid-option`).
 */
export type PublishOptions = DialectPublishOptions | HostsPublishOptions;

type Io = "input" | "output";
const FIELDS: readonly (readonly [string, Io])[] = [
  ["inputSchema", "input"],
  ["outputSchema", "output"],
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function convertTool(tool: unknown, index: number, dialect: DialectPublishOptions["dialect"], issues: SchemaIssue[]): unknown {
  if (!isRecord(tool)) return tool;
  let copy: Record<string, unknown> | undefined;
  for (const [field, io] of FIELDS) {
    const schema = Object.hasOwn(tool, field) ? tool[field] : undefined;
    if (!isRecord(schema)) continue;
    try {
      copy ??= { ...tool };
      copy[field] = toToolSchema(schema, { io, dialect });
    } catch (error) {
      if (!(error instanceof DialectError)) throw error;
      issues.push(...error.issues.map((item) => rebaseIssue(`/tools/${index}/${field}`, item)));
    }
  }
  return copy ?? tool;
}

/**
 * A copy of a `tools/list` result (`{ tools: Tool[], nextCursor?, _meta? }`) whose tools carry their
 * `inputSchema` (an object root, MCP rule) and `outputSchema` in `options.dialect`, each converted by
 * `toToolSchema` of `@mcp-wire/dialect` from the dialect its `$schema` declares (none: 2020-12). Other
 * fields and tools without schemas are kept as they are; `result` is never mutated.
 *
 * @throws DialectError listing every schema that cannot be expressed in the dialect, each issue's
 *   `path` a JSON Pointer into the result (e.g. `/tools/2/outputSchema/unevaluatedProperties`, code
 *   `unevaluated-not-expressible`), or `root-not-object` for an input schema without an object root
 */
export function convertToolSchemas<Result>(result: Result, options: DialectPublishOptions): Result {
  if (!isRecord(result) || !Array.isArray(result["tools"])) return result;
  const issues: SchemaIssue[] = [];
  const tools = result["tools"].map((tool, index) => convertTool(tool, index, options.dialect, issues));
  if (issues.length > 0) throw new DialectError(issues, `tools/list cannot be published in ${options.dialect}`);
  return { ...result, tools } as Result;
}
