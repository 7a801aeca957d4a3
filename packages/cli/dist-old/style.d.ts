/**
 * Terminal colours (SGR escape codes), and when to use them: only when stdout is a TTY, `NO_COLOR`
 * is unset or empty, `TERM` is not `dumb`, and the output is not `--json`.
 *
 * Source: ECMA-48 SGR codes; no-color.org (`NO_COLOR` set to a non-empty value disables colour);
 * terminfo `dumb` (a terminal without cursor or colour control).
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
/** Styles with escape codes. */
export declare const COLOUR: Style;
/** Styles that leave text unchanged. */
export declare const PLAIN: Style;
/**
 * Whether the terminal understands escape codes at all: `isTTY` is `true` and `TERM` is not `dumb`.
 * @param isTTY - the stream's `isTTY`
 * @param env - the environment
 */
export declare function isSmartTerminal(isTTY: boolean | undefined, env: Readonly<Record<string, string | undefined>>): boolean;
/**
 * Whether to colour: `isTTY` is `true`, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
 * @param isTTY - `stdout.isTTY`
 * @param env - the environment
 * @returns `true` to use {@link COLOUR}, `false` for {@link PLAIN}
 */
export declare function useColour(isTTY: boolean | undefined, env: Readonly<Record<string, string | undefined>>): boolean;
//# sourceMappingURL=style.d.ts.map