/**
 * The `version` field of the CLI's package.json, e.g. `"0.0.0"`.
 * @throws Error (from `readFileSync` / `JSON.parse`) only when the installed package is broken: package.json
 *   missing or not JSON; TypeError when it has no string `version`
 */
export declare function cliVersion(): string;
//# sourceMappingURL=version.d.ts.map