/**
 * `text` when it is an absolute `http:` or `https:` URL.
 * @throws CliError code `usage` for anything else (`--url "x" is not a URL`, `--url must be http: or https:`)
 */
export declare function httpUrl(text: string): string;
//# sourceMappingURL=url-option.d.ts.map