/**
 * Terminal colours (SGR escape codes), and when to use them: only when stdout is a TTY, `NO_COLOR`
 * is unset or empty, `TERM` is not `dumb`, and the output is not `--json`.
 *
 * Source: ECMA-48 SGR codes; no-color.org (`NO_COLOR` set to a non-empty value disables colour);
 * terminfo `dumb` (a terminal without cursor or colour control).
 */
const sgr = (open, close) => (text) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text) => text;
/** Styles with escape codes. */
export const COLOUR = { bold: sgr(1, 22), dim: sgr(2, 22), green: sgr(32, 39), red: sgr(31, 39), yellow: sgr(33, 39), cyan: sgr(36, 39) };
/** Styles that leave text unchanged. */
export const PLAIN = { bold: plain, dim: plain, green: plain, red: plain, yellow: plain, cyan: plain };
/**
 * Whether the terminal understands escape codes at all: `isTTY` is `true` and `TERM` is not `dumb`.
 * @param isTTY - the stream's `isTTY`
 * @param env - the environment
 */
export function isSmartTerminal(isTTY, env) {
    return isTTY === true && env["TERM"] !== "dumb";
}
/**
 * Whether to colour: `isTTY` is `true`, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
 * @param isTTY - `stdout.isTTY`
 * @param env - the environment
 * @returns `true` to use {@link COLOUR}, `false` for {@link PLAIN}
 */
export function useColour(isTTY, env) {
    return isSmartTerminal(isTTY, env) && !env["NO_COLOR"];
}
//# sourceMappingURL=style.js.map