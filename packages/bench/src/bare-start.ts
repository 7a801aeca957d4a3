/**
 * The bare side of S1's doctor and proxy start-up rows, as its own process: what a host's SDK 1.x client does before
 * it speaks to a stdio server — load `Client` and `StdioClientTransport` of @modelcontextprotocol/sdk 1.32.2, make a
 * client, and start the transport (which spawns the server); no `initialize` is sent. Exits once the server has exited.
 * Run: `node packages/bench/dist/bare-start.js <command> [args…]`.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error("usage: bare-start.js <command> [args…]");
  process.exit(2);
}
new Client({ name: "bench", version: "0" });
const transport = new StdioClientTransport({ command, args, stderr: "ignore" });
transport.onclose = () => process.exit(0);
await transport.start();
