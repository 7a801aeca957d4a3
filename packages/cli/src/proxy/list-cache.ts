/**
 * The `tools/list` answers the proxy has projected, kept by the bytes the server wrote (`ProxyCore`): a server that
 * answers with the same list again (after `notifications/tools/list_changed`, a host that lists on every turn) gets
 * the same projected bytes out without its list being read, judged or written again. Bounded in bytes, not in
 * entries: what is kept (each answer's `tools` text, and the names and reasons it tells) is at most
 * {@link LIST_CACHE_BYTES} in all, the least recently used dropped first; one answer larger than that is not kept.
 */

/** A tool named on stderr for a list: what happened to it, its name, the host, the finding (`ProxyCore.tellTool`). */
export type Told = readonly [what: string, name: string, host: string, reason: string];

/** What a projected `tools/list` answer gives the host and tells: enough to serve the same list again. */
export interface Listed {
  /** The JSON text of the projected `tools` array, as the proxy writes it (UTF-8). */
  readonly tools: Buffer;
  /** The tools named on stderr (withheld, still lost, dropped by the host), in the order told. */
  readonly told: readonly Told[];
  /** The tools whose output schema was wrapped (SEP-2106), by the names the server calls them. */
  readonly wrapped: readonly string[];
}

/**
 * Most bytes kept: 64 MiB, three times a 100,000-tool list's text (21 MB, docs/performance.md P7); strings counted at
 * one byte a character.
 */
export const LIST_CACHE_BYTES = 64 * 1024 * 1024;

/** The bytes {@link ListCache} counts for an answer: its `tools` text, and each name and reason it tells or wraps. */
export function listedBytes(listed: Listed): number {
  let bytes = listed.tools.length;
  for (const told of listed.told) for (const part of told) bytes += part.length;
  for (const name of listed.wrapped) bytes += name.length;
  return bytes;
}

/** Projected answers by key (the form and a digest of the server's `tools` bytes), least recently used first. */
export class ListCache {
  private readonly kept = new Map<string, { readonly listed: Listed; readonly bytes: number }>();
  private held = 0;

  /** @param maxBytes - the most bytes kept ({@link listedBytes} summed); default {@link LIST_CACHE_BYTES} */
  constructor(readonly maxBytes: number = LIST_CACHE_BYTES) {}

  /** The bytes kept now ({@link listedBytes} summed). */
  get bytes(): number {
    return this.held;
  }

  /** The answer kept under `key` (now the most recently used), or `undefined`. */
  get(key: string): Listed | undefined {
    const found = this.kept.get(key);
    if (found === undefined) return undefined;
    this.kept.delete(key);
    this.kept.set(key, found);
    return found.listed;
  }

  /** Keeps `listed` under `key`, dropping the least recently used until it fits; one larger than the bound is not kept. */
  set(key: string, listed: Listed): void {
    const bytes = listedBytes(listed);
    if (bytes > this.maxBytes) return;
    const before = this.kept.get(key);
    if (before !== undefined) {
      this.kept.delete(key);
      this.held -= before.bytes;
    }
    for (const [oldest, { bytes: size }] of this.kept) {
      if (this.held + bytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.held -= size;
    }
    this.kept.set(key, { listed, bytes });
    this.held += bytes;
  }
}
