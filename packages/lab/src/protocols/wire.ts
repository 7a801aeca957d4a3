/** Small helpers every protocol adapter shares: reading loose JSON, writing a JSON or SSE answer. */
import type { ServerResponse } from "node:http";
import type { Json } from "../types.js";

/** `value` as an object (an empty one when it is not an object). */
export const asObject = (value: Json | undefined): { readonly [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as { readonly [key: string]: Json }) : {};

/** `value` as an array (an empty one when it is not an array). */
export const asArray = (value: Json | undefined): readonly Json[] => (Array.isArray(value) ? value : []);

/** Writes `body` as a JSON answer with `status`. */
export function sendJson(res: ServerResponse, status: number, body: Json): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/**
 * Writes a whole server-sent-events stream and ends it: one `event:` (when the name is not empty) and one `data:`
 * line per event (HTML Living Standard, "Server-sent events"). `done` appends OpenAI's `data: [DONE]` terminator.
 */
export function sendSse(res: ServerResponse, events: readonly (readonly [string, Json])[], done = false): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  for (const [name, data] of events) res.write(`${name === "" ? "" : `event: ${name}\n`}data: ${JSON.stringify(data)}\n\n`);
  if (done) res.write("data: [DONE]\n\n");
  res.end();
}
