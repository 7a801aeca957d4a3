/**
 * The server as a Streamable HTTP endpoint (MCP 2025-11-25, Transports: Streamable HTTP), reached with the official
 * SDK's `StreamableHTTPClientTransport`: each line from the host is POSTed as the message (or batch) it is, the
 * session id and `MCP-Protocol-Version` header handled by the SDK, and what the server sends (responses, its own
 * requests and notifications, on POST or GET streams) delivered as lines. A 2026-07-28 request (no session, a `_meta`
 * envelope) is POSTed with the standard headers its body implies ({@link envelopeHeaders}: `MCP-Protocol-Version`,
 * `Mcp-Method`, `Mcp-Name`), which the 2.x server requires. A request that fails says why (`explainedFetch`: `could
 * not send to the server: fetch failed: connect ECONNREFUSED 127.0.0.1:9`).
 */
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { thrownMessage } from "@mcp-wire/core";
import { withHttpStatus } from "../errors.js";
import type { EndpointEvents, ServerEndpoint } from "./endpoint.js";
import { envelopeHeaders } from "./http-headers.js";
import { explainedFetch } from "../fetch-failure.js";

/** `fetch`, with the standard headers of a 2026-07-28 request POST added from its body (the rest as given). */
function fetchWithEnvelopeHeaders(url: string | URL, init?: RequestInit): Promise<Response> {
  if (init?.method !== "POST" || typeof init.body !== "string") return fetch(url, init);
  const derived = envelopeHeaders(init.body);
  if (Object.keys(derived).length === 0) return fetch(url, init);
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(derived)) headers.set(name, value);
  return fetch(url, { ...init, headers });
}

/**
 * Connects to `url` (nothing is sent until the host's first message).
 * @param undeliverable - called with a line the server could not be sent, and why (its requests are then answered
 *   with an error by the caller)
 */
export async function startHttp(url: string, events: EndpointEvents, undeliverable: (line: Buffer, why: string) => void): Promise<ServerEndpoint> {
  const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: explainedFetch(fetchWithEnvelopeHeaders) });
  const held: Buffer[] = [];
  let paused = false;
  transport.onmessage = (message) => {
    const line = Buffer.from(JSON.stringify(message));
    if (paused) held.push(line);
    else events.onLine(line);
  };
  // the SDK's send calls onerror with the error it then throws: a failed send is said once, by the send's own catch
  // ("could not send to the server"), so onerror's report waits until that catch has run (after the microtasks)
  const sendFailures = new WeakSet<object>();
  transport.onerror = (error) => {
    setImmediate(() => {
      if (typeof error === "object" && error !== null && sendFailures.has(error)) return;
      events.report(`server ${url}: ${withHttpStatus(error, thrownMessage(error))}`);
    });
  };
  let closed = false;
  transport.onclose = () => {
    if (closed) return;
    closed = true;
    events.onExit(0);
  };
  await transport.start();
  return {
    send(lines) {
      for (const line of lines) {
        let message: JSONRPCMessage | JSONRPCMessage[];
        try {
          message = JSON.parse(line.toString("utf8")) as JSONRPCMessage | JSONRPCMessage[];
        } catch {
          undeliverable(line, "not JSON");
          continue;
        }
        transport.send(message).catch((error: unknown) => {
          if (typeof error === "object" && error !== null) sendFailures.add(error);
          undeliverable(line, withHttpStatus(error, thrownMessage(error)));
        });
      }
      return true;
    },
    onDrain: (listener) => listener(),
    pause: () => void (paused = true),
    resume: () => {
      paused = false;
      while (held.length > 0 && !paused) events.onLine(held.shift() as Buffer);
    },
    async end() {
      try {
        await transport.terminateSession();
      } catch {
        /* a server without sessions, or gone */
      }
      await transport.close();
    },
    setRevision: (revision) => transport.setProtocolVersion(revision),
  };
}
