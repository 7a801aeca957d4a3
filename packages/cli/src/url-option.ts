/**
 * The server options of `doctor` and `proxy`: `--url`, a Streamable HTTP endpoint (MCP 2025-06-18 on, "Transports"),
 * and the stdio command line after `--`.
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

/**
 * The stdio server of `-- <command> [args…]` (`doctor`, `proxy`): the program and its arguments.
 * @param command - the words after `--`, at least one (`["node", "server.js"]`)
 * @returns `{ command: "node", args: ["server.js"] }`
 * @throws CliError code `usage` when the program is the empty string (`-- ""`): `the server command after -- is
 *   empty: give the program to start (e.g. -- node server.js)`
 */
export function stdioCommand(command: readonly [string, ...string[]]): { command: string; args: string[] } {
  const [program, ...args] = command;
  if (program === "") throw new CliError("usage", "the server command after -- is empty: give the program to start (e.g. -- node server.js)");
  return { command: program, args };
}
