/**
 * Content keys: a digest of a JSON text stands for the text in a cache, so a cache of many schemas or lists holds no
 * copy of their text.
 */
import { createHash } from "node:crypto";

/**
 * The SHA-256 of `text` (its UTF-8 bytes), in base64: 44 characters whatever the text's length.
 * @param text - any string (a schema's or a list's JSON text)
 * @returns the digest; never throws
 */
export function textDigest(text: string): string {
  return createHash("sha256").update(text).digest("base64");
}
