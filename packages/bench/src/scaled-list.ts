/**
 * Tool lists of any length shaped like the captured servers of fixtures/servers: the n-th tool is the (n mod k)-th of
 * the k captured tools of at most {@link SHAPE_VALUES} JSON values (in file order), renamed `<name>_<n>` and with one
 * more string property `<name>_<n>` in its inputSchema, so every tool and every schema in the list is distinct and no
 * cache of doctor (or of a validator) stands in for the work of judging it. For the P10 rows (docs/performance.md).
 */
import { readdirSync, readFileSync } from "node:fs";

const SERVERS = new URL("../../../fixtures/servers/", import.meta.url);

/**
 * The most JSON values (objects, arrays and primitives, the tool itself included) of a captured tool a scaled list
 * takes as a shape: 227 of the 707 captured tools, about 17 values and 530 bytes a tool once renamed and given their
 * property, so 100,000 tools (53 MB, 1.73 million values) stay under the 2,000,000 values `@mcp-wire/hosts` reads of
 * one list (`MAX_SNAPSHOT_VALUES` of `@mcp-wire/core`; a larger list is not judged at all: `not-a-tool-list`).
 */
export const SHAPE_VALUES = 20;

/** How many JSON values `value` holds, itself included (iterative). */
function valueCount(value: unknown): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    count++;
    if (typeof next === "object" && next !== null) stack.push(...Object.values(next));
  }
  return count;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every tool of every `*.tools.json` capture of at most {@link SHAPE_VALUES} JSON values, in file order then list order. */
export function capturedTools(): readonly Record<string, unknown>[] {
  const files = readdirSync(SERVERS).filter((f) => f.endsWith(".tools.json")).sort();
  const tools = files.flatMap((file) => (JSON.parse(readFileSync(new URL(file, SERVERS), "utf8")) as { tools: Record<string, unknown>[] }).tools);
  return tools.filter((tool) => valueCount(tool) <= SHAPE_VALUES);
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
