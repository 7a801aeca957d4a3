/**
 * The `--url` option of `doctor` and `proxy`: a Streamable HTTP endpoint (MCP 2025-06-18 on, "Transports").
 */
import { CliError } from "./errors.js";
/**
 * `text` when it is an absolute `http:` or `https:` URL.
 * @throws CliError code `usage` for anything else (`--url "x" is not a URL`, `--url must be http: or https:`)
 */
export function httpUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new CliError("usage", `--url ${JSON.stringify(text)} is not a URL`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
        throw new CliError("usage", `--url must be http: or https: (got ${url.protocol})`);
    return text;
}
//# sourceMappingURL=url-option.js.map