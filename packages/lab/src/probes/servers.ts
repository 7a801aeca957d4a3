/**
 * The captured real servers as probe lists: `fixtures/servers/<file>.tools.json` (a real `tools/list` result), each
 * tool keyed by its name, with the marker prefixed to its description and the control tool added first.
 */
import { readFileSync } from "node:fs";
import type { Json } from "../types.js";
import type { ListSpec } from "./build.js";

/** The captured servers the lab runs: list id → file under fixtures/servers. */
export const CAPTURED: { readonly [id: string]: string } = {
  "server-everything": "server-everything.tools.json",
  "server-everything-allcaps": "server-everything.allcaps.tools.json",
  "playwright-mcp": "playwright-mcp.tools.json",
  "playwright-mcp-allcaps": "playwright-mcp.allcaps.tools.json",
  "server-github": "server-github.tools.json",
  "server-filesystem": "server-filesystem.tools.json",
};

const SERVERS_DIR = new URL("../../../../fixtures/servers/", import.meta.url);

type CapturedTool = { readonly [key: string]: Json } & { readonly name: string; readonly description?: string };

/** Reads one captured server as a corpus row. Throws when the file is missing or a tool name repeats. */
export function capturedList(id: string, file: string): ListSpec {
  const captured = JSON.parse(readFileSync(new URL(file, SERVERS_DIR), "utf8")) as { package: string; version: string; tools: readonly CapturedTool[] };
  return {
    id,
    about: `the captured tools/list of ${captured.package}@${captured.version} (fixtures/servers/${file}), each description prefixed with its marker, the control tool added first`,
    probes: captured.tools.map(({ name, description, ...rest }) => ({
      key: name,
      name,
      ...(description === undefined ? {} : { description }),
      fields: rest,
    })),
  };
}
