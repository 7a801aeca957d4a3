/**
 * Describing what hostile code threw, without being thrown at again: the thrown value may be a
 * Proxy whose traps throw, or an Error whose `message` is not a string or is a throwing getter.
 */

/**
 * The first 80 characters of an Error's message, or `"error"` for anything else.
 * Never throws, whatever `cause` is.
 */
export function thrownMessage(cause: unknown): string {
  try {
    if (cause instanceof Error) {
      const message: unknown = cause.message;
      if (typeof message === "string") return message.slice(0, 80);
    }
  } catch {
    // a hostile thrown value: fall through
  }
  return "error";
}
