/**
 * The options that take a number of seconds (`doctor --timeout`, `check --load-timeout`): one parser, so each refuses
 * the same values with the same words.
 */
import { InvalidArgumentError } from "commander";

/** The longest timeout in milliseconds: Node's timer maximum (2^31 − 1 ms, about 24.8 days); longer fires at once. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** A decimal number: digits with an optional fraction and exponent (`30`, `2.5`, `.5`, `1e3`); no sign, space, hex, octal or binary prefix. */
const DECIMAL = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Parses an option's number of seconds (commander's `argParser`).
 * @param value - the option's text, e.g. `"30"` or `"2.5"`
 * @returns the seconds, from 0.001 to {@link MAX_TIMEOUT_MS} / 1000 (each caller rounds them to whole milliseconds)
 * @throws InvalidArgumentError (commander: a usage error, exit 2) when `value` is not a decimal number (`0x10`,
 *   ` 3`, `Infinity`: `must be a decimal number of seconds (such as 30, 2.5 or 1e3)`), is not positive (`-5`, `0`: `must be a
 *   positive number of seconds`), is under 1 ms as given (`0.0005`, `0.0001`: `must be at least 0.001 seconds`; not
 *   rounded up first) or over Node's timer maximum
 *   (`must be at most 2147483.647 seconds (the Node timer maximum)`)
 */
export function secondsOption(value: string): number {
  if (value.startsWith("-") && DECIMAL.test(value.slice(1))) throw new InvalidArgumentError("must be a positive number of seconds");
  if (!DECIMAL.test(value)) throw new InvalidArgumentError("must be a decimal number of seconds (such as 30, 2.5 or 1e3)");
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new InvalidArgumentError("must be a positive number of seconds");
  // the bounds hold for the value as given, not as rounded to whole milliseconds: 0.0005 is under 1 ms like 0.0001
  if (seconds < 0.001) throw new InvalidArgumentError("must be at least 0.001 seconds");
  if (seconds * 1000 > MAX_TIMEOUT_MS) throw new InvalidArgumentError(`must be at most ${MAX_TIMEOUT_MS / 1000} seconds (the Node timer maximum)`);
  return seconds;
}
