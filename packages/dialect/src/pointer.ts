/**
 * JSON Pointer helpers: the one implementation lives in `@mcp-wire/core`; `appendPointer` is this package's name for
 * core's `pointer`.
 */
export { escapeToken, fragmentTokens, parsePointer, pointer as appendPointer, unescapeToken } from "@mcp-wire/core";
