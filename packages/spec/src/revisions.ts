/**
 * MCP protocol revisions whose elicitation wire types mcp-wire knows.
 *
 * Source: the revision dates of the Model Context Protocol specification
 * (modelcontextprotocol.io/specification/<revision>).
 */
export const REVISIONS = ["2025-06-18", "2025-11-25", "2026-07-28"] as const;

/** One MCP protocol revision, e.g. `"2025-11-25"`. */
export type Revision = (typeof REVISIONS)[number];

/** The revision used when a caller names none: the latest stable revision, `"2025-11-25"`. */
export const DEFAULT_REVISION: Revision = "2025-11-25";

/**
 * Type guard for {@link Revision}.
 * @param value - anything
 * @returns `true` when `value` is one of {@link REVISIONS}
 */
export function isRevision(value: unknown): value is Revision {
  return typeof value === "string" && (REVISIONS as readonly string[]).includes(value);
}
