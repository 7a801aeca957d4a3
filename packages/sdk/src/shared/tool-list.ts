/**
 * `convertToolSchemas`: a `tools/list` result with every tool's `inputSchema` / `outputSchema` in the
 * dialect asked for (MCP `ListToolsResult`, `Tool.inputSchema` / `Tool.outputSchema`).
 */
import { DialectError, rebaseIssue, toToolSchema, type ConvertibleDialect, type SchemaIssue } from "@mcp-wire/dialect";

/** Options of `publishToolSchemas` and `convertToolSchemas`. */
export interface PublishOptions {
  /**
   * The dialect tools/list carries: `"2020-12"` (the MCP default; labelled), `"draft-07"` (labelled), or
   * `"portable"` (no label; the form both draft-07 and 2020-12 validators read alike, see
   * `toPortableSchema` of `@mcp-wire/dialect`).
   */
  readonly dialect: ConvertibleDialect | "portable";
}

type Io = "input" | "output";
const FIELDS: readonly (readonly [string, Io])[] = [
  ["inputSchema", "input"],
  ["outputSchema", "output"],
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function convertTool(tool: unknown, index: number, dialect: PublishOptions["dialect"], issues: SchemaIssue[]): unknown {
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
export function convertToolSchemas<Result>(result: Result, options: PublishOptions): Result {
  if (!isRecord(result) || !Array.isArray(result["tools"])) return result;
  const issues: SchemaIssue[] = [];
  const tools = result["tools"].map((tool, index) => convertTool(tool, index, options.dialect, issues));
  if (issues.length > 0) throw new DialectError(issues, `tools/list cannot be published in ${options.dialect}`);
  return { ...result, tools } as Result;
}
