/**
 * Why a request to an HTTP server failed, in words: Node's `fetch` (undici) rejects with `TypeError: fetch failed`
 * whatever went wrong and keeps the reason in `cause` (`connect ECONNREFUSED 127.0.0.1:8080`, `other side closed`, a
 * response that is not HTTP). `doctor --url`, `doctor --config` and `proxy --url` send through {@link explainedFetch},
 * so their messages carry the reason (`cannot connect to http://127.0.0.1:8080/mcp: fetch failed: connect
 * ECONNREFUSED 127.0.0.1:8080`).
 */
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { clip } from "@mcp-wire/core/text";
import { escapeControls } from "./terminal-text.js";

/** The most characters of a cause's text a message repeats (before its control characters are escaped). */
export const MAX_CAUSE_CHARS = 200;

/** `error.message` when it is a string, else `""`; never throws. */
function messageText(error: unknown): string {
  try {
    const message: unknown = error instanceof Error ? error.message : undefined;
    return typeof message === "string" ? message : "";
  } catch {
    return "";
  }
}

/**
 * The reason behind a failed `fetch`, read from the rejection's `cause`: its message, with its `code` after it in
 * parentheses when the message does not hold it already (`other side closed (UND_ERR_SOCKET)`,
 * `Response does not match the HTTP/1.1 protocol (Expected HTTP/) (HPE_INVALID_CONSTANT)`; `connect ECONNREFUSED
 * 127.0.0.1:9` as it is); an `AggregateError` without a message (both addresses of `localhost` refused) as its errors'
 * messages joined by `; `; the code alone when there is no message. Cut to {@link MAX_CAUSE_CHARS} characters
 * (`clip`: ending `...`), then control characters escaped (`escapeControls`), as every error text of the CLI.
 * @param error - what `fetch` rejected with (anything)
 * @returns the text, or `undefined` when there is no `cause` that is an `Error` or it says nothing; never throws
 */
export function fetchCause(error: unknown): string | undefined {
  try {
    const cause: unknown = error instanceof Error ? error.cause : undefined;
    if (!(cause instanceof Error)) return undefined;
    const code: unknown = (cause as { code?: unknown }).code;
    const own = messageText(cause);
    const message = own === "" && cause instanceof AggregateError && Array.isArray(cause.errors) ? cause.errors.map(messageText).filter((m) => m !== "").join("; ") : own;
    const text = typeof code !== "string" || code === "" || message.includes(code) ? message : message === "" ? code : `${message} (${code})`;
    return text === "" ? undefined : escapeControls(clip(text, MAX_CAUSE_CHARS));
  } catch {
    return undefined; // a hostile cause: the message stays as it was
  }
}

/**
 * `fetch` (or `inner`) whose rejections say why: a rejection with a {@link fetchCause} becomes a `TypeError` whose
 * message is the original's followed by `: <cause>` (`fetch failed: connect ECONNREFUSED 127.0.0.1:9`), the original
 * `cause` kept; any other rejection (an abort, a `TypeError` of a bad URL without a cause) passes unchanged.
 * @param inner - the `fetch` to call (default: the global `fetch`, read at each call)
 * @returns a `FetchLike` for the SDK's HTTP transports; it throws what `inner` throws, explained as above
 */
export function explainedFetch(inner?: FetchLike): FetchLike {
  return async (input, init) => {
    try {
      return await (inner === undefined ? fetch(input, init) : inner(input, init));
    } catch (error) {
      const cause = fetchCause(error);
      if (cause === undefined) throw error;
      throw new TypeError(`${messageText(error)}: ${cause}`, { cause: (error as Error).cause });
    }
  };
}
