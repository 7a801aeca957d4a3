/** `ListCache` of the proxy: `tools/list` answers kept by key, bounded in bytes (not in entries). */
import { describe, expect, it } from "vitest";
import { LIST_CACHE_BYTES, ListCache, listedBytes, type Listed } from "../src/proxy/list-cache.js";

const listed = (bytes: number, told: Listed["told"] = [], wrapped: Listed["wrapped"] = []): Listed => ({ tools: Buffer.alloc(bytes, 0x20), told, wrapped });

describe("ListCache", () => {
  it("counts an answer's tools text and every name and reason it tells or wraps", () => {
    expect(listedBytes(listed(10, [["withheld", "tool", "cursor", "why"]], ["w1"]))).toBe(10 + 8 + 4 + 6 + 3 + 2);
  });

  it("keeps answers while their bytes fit, however many; past the bound the least recently used goes first", () => {
    const cache = new ListCache(100);
    for (let i = 0; i < 50; i++) cache.set(`small ${i}`, listed(1));
    expect(cache.bytes).toBe(50);
    expect(cache.get("small 0")?.tools.length).toBe(1); // now the most recently used
    cache.set("big", listed(60)); // 50 + 60 > 100: the 10 least recently used (small 1 … small 10) go
    expect(cache.bytes).toBe(100);
    expect(["small 0", "small 1", "small 10", "small 11", "big"].map((key) => cache.get(key) !== undefined)).toEqual([true, false, false, true, true]);
    cache.set("big", listed(30)); // the same key again replaces its answer
    expect(cache.bytes).toBe(70);
  });

  it("does not keep an answer larger than the bound, and drops nothing for it; the default bound is 64 MiB", () => {
    const cache = new ListCache(100);
    cache.set("a", listed(40));
    cache.set("too big", listed(101));
    expect([cache.get("a") !== undefined, cache.get("too big"), cache.bytes]).toEqual([true, undefined, 40]);
    expect([new ListCache().maxBytes, LIST_CACHE_BYTES]).toEqual([64 * 1024 * 1024, 64 * 1024 * 1024]);
  });
});
