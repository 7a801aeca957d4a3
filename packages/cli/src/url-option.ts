/**
 * The `--url` option of `doctor` and `proxy`: a Streamable HTTP endpoint (MCP 2025-06-18 on, "Transports").
 */
import { CliError } from "./errors.js";

/**
 * `text` when it is an absolute `http:` or `https:` URL without a user name or password (WHATWG Fetch refuses a request
 * to a URL that includes credentials, so the SDK's transport could never send one).
 * @throws CliError code `usage` for anything else (`--url "x" is not a URL`, `--url must be http: or https:`,
 *   `--url must not include credentials (http://***@host/path): …`: the credentials are not echoed)
 */
export function httpUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError("usage", `--url ${JSON.stringify(text)} is not a URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new CliError("usage", `--url must be http: or https: (got ${url.protocol})`);
  if (url.username !== "" || url.password !== "") {
    throw new CliError("usage", `--url must not include credentials (${url.protocol}//***@${url.host}${url.pathname}): fetch refuses them; send an Authorization header from a --config entry's "headers"`);
  }
  return text;
}
