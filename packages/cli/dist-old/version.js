/**
 * The version of `@mcp-wire/cli`, read once from its own package.json (`../package.json` from both `src/` and
 * `dist/`), so `mcp-wire --version` never drifts from what npm installed.
 */
import { readFileSync } from "node:fs";
/**
 * The `version` field of the CLI's package.json, e.g. `"0.0.0"`.
 * @throws Error (from `readFileSync` / `JSON.parse`) only when the installed package is broken: package.json
 *   missing or not JSON; TypeError when it has no string `version`
 */
export function cliVersion() {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    const version = typeof manifest === "object" && manifest !== null ? manifest.version : undefined;
    if (typeof version !== "string")
        throw new TypeError("@mcp-wire/cli package.json has no version");
    return version;
}
//# sourceMappingURL=version.js.map