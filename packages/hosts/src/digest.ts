/**
 * Content keys: a digest of a JSON text stands for the text in a cache, so a cache of many schemas or lists holds no
 * copy of their text.
 */
import { hash } from "node:crypto";

/**
 * The SHA-256 of `text` (its UTF-8 bytes), in base64: 44 characters whatever the text's length.
 * @param text - any string (a schema's or a list's JSON text)
 * @returns the digest; never throws
 */
export function textDigest(text: string): string {
  // the one-shot `hash` (Node 20.12+): the same digest as `createHash("sha256").update(text).digest("base64")`
  // without a Hash object per call (a run makes thousands, most of short texts)
  return hash("sha256", text, "base64");
}
