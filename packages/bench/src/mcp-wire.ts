/**
 * The `mcp-wire` command the rows run: the bin the package installs (packages/cli/bin/mcp-wire.js), which runs the
 * bundle (packages/cli/scripts/bundle.mjs), so start-up and module loading count as they do for a user. `pnpm bench`
 * builds the bundle first.
 */
import { fileURLToPath } from "node:url";

/** The path of packages/cli/bin/mcp-wire.js, run as `node <MCP_WIRE> <args>`. */
export const MCP_WIRE = fileURLToPath(new URL("../../cli/bin/mcp-wire.js", import.meta.url));
