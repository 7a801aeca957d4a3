/**
 * What a host does to list a server's tools, the bare side of P8: `Client` of @modelcontextprotocol/sdk 1.32.2 —
 * connect (initialize), `listTools()` for every page (the SDK parses each page and compiles every outputSchema with
 * its Ajv), close.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";

/** Connect (initialize), `listTools()` for every page, close; rejects with the client's error. */
export async function listAll(transport: Transport): Promise<void> {
  const client = new Client({ name: "bench", version: "0" });
  await client.connect(transport);
  let cursor: string | undefined;
  do cursor = (await client.listTools(cursor === undefined ? {} : { cursor })).nextCursor;
  while (cursor !== undefined);
  await client.close();
}
