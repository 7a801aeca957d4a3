/**
 * One protocol adapter behind a real HTTP server on 127.0.0.1, for the adapters' write tests: each `answer` posts a
 * body to `path` and the adapter writes the action given; a request with no action pending goes to the adapter's
 * `other` handler (404 when it has none or declines).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Json, ModelAction, ProtocolAdapter } from "../src/types.js";

/** A started {@link adapterServer}. */
export interface AdapterServer {
  /** `http://127.0.0.1:<port>`. */
  readonly base: string;
  /** Posts `body` (as JSON) to the adapter's path; the adapter answers with `action`. Returns the content type and the raw text. */
  answer(action: ModelAction, body: Json): Promise<{ readonly type: string | null; readonly text: string }>;
  close(): Promise<void>;
}

/**
 * Starts `adapter` on a free port of 127.0.0.1.
 * @param path - the request path `answer` posts to (e.g. `/v1/chat/completions`)
 */
export async function adapterServer(adapter: ProtocolAdapter, path: string): Promise<AdapterServer> {
  let next: { readonly action: ModelAction; readonly body: Json } | undefined;
  const server = createServer((req, res) => {
    const at = (req.url ?? "/").split("?")[0] ?? "/";
    if (next === undefined) {
      if (adapter.other?.(req, at, undefined, res) !== true) res.writeHead(404).end();
      return;
    }
    adapter.write(next.action, { body: next.body, path: at, query: new URLSearchParams() }, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    async answer(action, body) {
      next = { action, body };
      try {
        const response = await fetch(`${base}${path}`, { method: "POST", body: JSON.stringify(body) });
        return { type: response.headers.get("content-type"), text: await response.text() };
      } finally {
        next = undefined;
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
