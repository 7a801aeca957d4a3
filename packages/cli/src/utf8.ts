/**
 * Well-formed UTF-8 (RFC 8259 section 8.1: JSON text exchanged between systems is UTF-8): where the first ill-formed
 * sequence of a file's bytes is, for the readers that refuse such a file rather than decode it with U+FFFD.
 */
import { isUtf8 } from "node:buffer";

/**
 * The byte offset of the first ill-formed UTF-8 sequence of `bytes` (its first byte: a byte that starts no sequence,
 * a sequence cut short, an overlong form, a surrogate, a code point past U+10FFFF), or `undefined` when every byte is
 * well-formed UTF-8 (Unicode 15, Table 3-7, which Node's decoder follows: where it would write U+FFFD).
 */
export function invalidUtf8At(bytes: Uint8Array): number | undefined {
  if (isUtf8(bytes)) return undefined;
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i++;
      continue;
    }
    // the sequence's length past its lead byte, and the range of its second byte (Table 3-7)
    const [more, low, high] = lead >= 0xc2 && lead <= 0xdf ? [1, 0x80, 0xbf] : lead === 0xe0 ? [2, 0xa0, 0xbf] : lead === 0xed ? [2, 0x80, 0x9f] : lead >= 0xe1 && lead <= 0xef ? [2, 0x80, 0xbf] : lead === 0xf0 ? [3, 0x90, 0xbf] : lead === 0xf4 ? [3, 0x80, 0x8f] : lead >= 0xf1 && lead <= 0xf3 ? [3, 0x80, 0xbf] : [0, 0, 0];
    if (more === 0) return i;
    for (let k = 1; k <= more; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += more + 1;
  }
  return undefined;
}
