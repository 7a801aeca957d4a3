/**
 * Tool lists of any length shaped like the captured servers of fixtures/servers: the n-th tool is the
 * (n mod k)-th of the k captured tools at most {@link SHAPE_BYTES} long (in file order), renamed `<name>_<n>` and with one more
 * string property `<name>_<n>` in its inputSchema, so every tool and every schema in the list is distinct and no
 * cache of doctor (or of a validator) stands in for the work of judging it. For the P10 rows (docs/performance.md).
 */
import { readdirSync, readFileSync } from "node:fs";

const SERVERS = new URL("../../../fixtures/servers/", import.meta.url);

/**
 * The longest captured tool (compact JSON bytes) a scaled list takes as a shape: 607 of the 707 captured tools, about
 * 840 bytes a tool once renamed, so 100,000 tools (85 MB) stay under doctor's 100 MiB input cap.
 */
export const SHAPE_BYTES = 2048;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every tool of every `*.tools.json` capture at most {@link SHAPE_BYTES} long, in file order then list order. */
export function capturedTools(): readonly Record<string, unknown>[] {
  const files = readdirSync(SERVERS).filter((f) => f.endsWith(".tools.json")).sort();
  const tools = files.flatMap((file) => (JSON.parse(readFileSync(new URL(file, SERVERS), "utf8")) as { tools: Record<string, unknown>[] }).tools);
  return tools.filter((tool) => JSON.stringify(tool).length <= SHAPE_BYTES);
}

/**
 * A tools capture (`{ protocolVersion, serverInfo, tools }`, as fixtures/servers hold and `doctor --replay` reads)
 * of `count` distinct tools.
 * @param count - how many tools (a non-negative integer)
 * @param shapes - the tools to take shapes from, default {@link capturedTools}
 */
export function scaledList(count: number, shapes: readonly Record<string, unknown>[] = capturedTools()): { protocolVersion: string; serverInfo: unknown; tools: unknown[] } {
  const tools: unknown[] = [];
  for (let n = 0; n < count; n++) {
    const shape = shapes[n % shapes.length] as Record<string, unknown>;
    const name = `${typeof shape["name"] === "string" ? shape["name"] : "tool"}_${n}`;
    const input = isRecord(shape["inputSchema"]) ? shape["inputSchema"] : { type: "object" };
    const properties = isRecord(input["properties"]) ? input["properties"] : {};
    tools.push({ ...shape, name, inputSchema: { ...input, properties: { ...properties, [name]: { type: "string" } } } });
  }
  return { protocolVersion: "2025-06-18", serverInfo: { name: "scaled", version: "1.0.0" }, tools };
}
