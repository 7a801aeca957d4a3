/**
 * Terminal colours (SGR escape codes), and when to use them: only when stdout is a TTY, `NO_COLOR`
 * is unset or empty, and the output is not `--json`.
 *
 * Source: ECMA-48 SGR codes; no-color.org (`NO_COLOR` set to a non-empty value disables colour).
 */

/** The styles the human report uses; each returns `text` wrapped in escape codes, or unchanged. */
export interface Style {
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly green: (text: string) => string;
  readonly red: (text: string) => string;
  readonly yellow: (text: string) => string;
  readonly cyan: (text: string) => string;
}

const sgr = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

/** Styles with escape codes. */
export const COLOUR: Style = { bold: sgr(1, 22), dim: sgr(2, 22), green: sgr(32, 39), red: sgr(31, 39), yellow: sgr(33, 39), cyan: sgr(36, 39) };
/** Styles that leave text unchanged. */
export const PLAIN: Style = { bold: plain, dim: plain, green: plain, red: plain, yellow: plain, cyan: plain };

/**
 * Whether to colour: `isTTY` is `true` and `NO_COLOR` is unset or empty.
 * @param isTTY - `stdout.isTTY`
 * @param env - the environment
 */
export function useColour(isTTY: boolean | undefined, env: Readonly<Record<string, string | undefined>>): boolean {
  return isTTY === true && !env["NO_COLOR"];
}
