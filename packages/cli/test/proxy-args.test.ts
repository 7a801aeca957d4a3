/**
 * `mcp-wire proxy` usage errors: exit 2 and one line on stderr, nothing started.
 */
import { expect, it } from "vitest";
import { cli } from "./helpers.js";

it.each([
  [["proxy"], "mcp-wire: missing server (usage: mcp-wire proxy [options] -- <command> [args...], or --url <url>)\n"],
  [["proxy", "--url", "http://127.0.0.1:1/mcp", "--", "node"], "mcp-wire: give either --url or a command after --, not both\n"],
  [["proxy", "--url", "ftp://example.com"], "mcp-wire: --url must be http: or https: (got ftp:)\n"],
  [["proxy", "--url", "not a url"], 'mcp-wire: --url "not a url" is not a URL\n'],
  [["proxy", "--url", "https://:s3cret@127.0.0.1:8/m"], 'mcp-wire: --url must not include credentials (https://***@127.0.0.1:8/m): fetch refuses them; send an Authorization header from a --config entry\'s "headers"\n'],
  [["proxy", "--host", "claude", "--", "node"], expect.stringMatching(/^mcp-wire: option '--host <id>' argument 'claude' is invalid\. unknown host \(known: auto, claude-code, claude-desktop, cursor, vscode, windsurf, zed, codex, gemini, qwen-code, copilot-cli, continue, kilo, chatgpt, kimi, mcp-sdk-v1-client, .*, common, as-is\)\n$/)],
  [["proxy", "--host", "claude-code@", "--", "node"], "mcp-wire: option '--host <id>' argument 'claude-code@' is invalid. \"\" is not a version: N, N.N or N.N.N (1.2.3, v1.2, 1.2.3-rc.1), latest or * (e.g. claude-code@latest)\n"],
  [["proxy", "--host", "common@1", "--", "node"], "mcp-wire: option '--host <id>' argument 'common@1' is invalid. common is not a product host: only product hosts take @<version>\n"],
  [["proxy", "--host", "kilo@7.7.7+openai-strict", "--", "node"], "mcp-wire: option '--host <id>' argument 'kilo@7.7.7+openai-strict' is invalid. \"7.7.7+openai-strict\" is not a version: the model API goes before @ (kilo+openai-strict@7.7.7); --host takes <product>, <product>@<version>, <product>+<model-api> or <product>+<model-api>@<version>\n"],
  [["proxy", "--host", "claude-code@1.0.30+junk", "--", "node"], "mcp-wire: option '--host <id>' argument 'claude-code@1.0.30+junk' is invalid. \"1.0.30+junk\" is not a version: a version takes no +<text> (model APIs: anthropic, gemini, openai-strict); --host takes <product>, <product>@<version>, <product>+<model-api> or <product>+<model-api>@<version>\n"],
  [["proxy", "--host", "cursor", "--host", "zed", "--", "node"], "mcp-wire: option '--host <id>' argument 'zed' is invalid. the proxy serves one host form: --host given twice (cursor and zed)\n"],
  [["proxy", "--host", "auto", "--host", "cursor@1.4", "--", "node"], "mcp-wire: option '--host <id>' argument 'cursor@1.4' is invalid. the proxy serves one host form: --host given twice (auto and cursor@1.4.0)\n"],
  [["proxy", "--", ""], "mcp-wire: the server command after -- is empty: give the program to start (e.g. -- node server.js)\n"],
  [["proxy", "--host", "auto@1", "--", "node"], "mcp-wire: option '--host <id>' argument 'auto@1' is invalid. auto is not a product host: only product hosts take @<version>\n"],
])("%j", async (argv, stderr) => {
  const run = await cli(argv);
  expect(run).toEqual({ code: 2, stdout: "", stderr });
});

it("--host given twice as the same form is that form", async () => {
  const { parseArgs } = await import("../src/args.js");
  expect(parseArgs(["proxy", "--host", "cursor@1.4", "--host", "cursor@1.4.0", "--", "node"], () => {})).toMatchObject({ args: { host: "cursor", version: "1.4.0" } });
  // @latest is what no version means, as doctor reads it
  expect(parseArgs(["proxy", "--host", "cursor", "--host", "cursor@latest", "--", "node"], () => {})).toMatchObject({ args: { host: "cursor", version: "latest" } });
  expect(parseArgs(["proxy", "--host", "cursor@latest", "--host", "cursor", "--", "node"], () => {})).toMatchObject({ args: { host: "cursor" } });
});

it("--evidence contested is passed on (the form then answers contested facts); absent, none is given; other levels are usage errors", async () => {
  const { parseArgs } = await import("../src/args.js");
  const parse = (argv: string[]) => parseArgs(["proxy", ...argv, "--", "node", "s.js"], () => {});
  expect(parse(["--host", "claude-code@2.1.328", "--evidence", "contested"])).toMatchObject({ args: { host: "claude-code", version: "2.1.328", evidence: "contested" } });
  expect(parse(["--host", "claude-code"])).not.toHaveProperty("args.evidence");
  expect(await cli(["proxy", "--evidence", "all", "--", "node"])).toEqual({ code: 2, stdout: "", stderr: "mcp-wire: option '--evidence <level>' argument 'all' is invalid. Allowed choices are reported, contested.\n" });
});
