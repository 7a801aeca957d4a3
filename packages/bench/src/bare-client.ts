/**
 * The bare side of P8's one-process-per-run rows, as its own process: `listAll` (list-all.ts) over the transport the
 * command line names. Exit 0 when listed, 1 otherwise.
 * Run: `node packages/bench/dist/bare-client.js --replay <capture.tools.json>` (the capture played in memory by
 * `RecordedTransport`, as `mcp-wire doctor --replay` plays it), or
 * `node packages/bench/dist/bare-client.js -- <command> [args…]` (the server started over stdio).
 */
import { readFileSync } from "node:fs";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { RecordedTransport, recordingFrom } from "@mcp-wire/cli";
import { listAll } from "./list-all.js";

function transportOf(argv: readonly string[]): Transport {
  const [mode, first, ...rest] = argv;
  if (mode === "--replay" && first !== undefined) return new RecordedTransport(recordingFrom(JSON.parse(readFileSync(first, "utf8"))));
  if (mode === "--" && first !== undefined) return new StdioClientTransport({ command: first, args: rest, stderr: "ignore" });
  throw new Error("usage: bare-client.js --replay <capture.tools.json> | -- <command> [args…]");
}

listAll(transportOf(process.argv.slice(2))).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bare-client: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
