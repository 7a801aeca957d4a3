/**
 * `--host <product>@<version>` with a release newer than every version the product's records cover: judged as the
 * latest recorded one (its current release), with a warning (doctor, doctor --config, diff, proxy).
 */
import { isHostTarget, newerThanRecorded, productOf, PRODUCTS } from "@mcp-wire/hosts";

/**
 * `versions` (host → a `--host` version text, as `hostOption` of doctor/args.ts or proxy/args.ts records it) with each
 * release newer than its product's latest recorded version (`newerThanRecorded` of `@mcp-wire/hosts`) replaced by that
 * version, so the run is judged and reported at it; for each one replaced, `warn` receives
 * `warning: claude-code@99.0.0 is judged as 2.1.328, the latest recorded version`.
 * @param versions - host id (a product or `<product>+<model-api>`) → version text; other hosts are kept as given
 * @param warn - receives one message per replaced version, in `versions`' order
 * @returns a new object with the same keys; never throws
 */
export function asRecordedVersions<H extends string>(versions: Readonly<Partial<Record<H, string>>>, warn: (message: string) => void): Partial<Record<H, string>> {
  const result: Partial<Record<H, string>> = {};
  for (const [host, version] of Object.entries(versions) as [H, string | undefined][]) {
    if (version === undefined) continue;
    const product = isHostTarget(host) ? productOf(host) : undefined;
    const latest = product === undefined ? undefined : newerThanRecorded(PRODUCTS[product], version);
    if (latest !== undefined) warn(`warning: ${host}@${version} is judged as ${latest}, the latest recorded version`);
    result[host] = latest ?? version;
  }
  return result;
}
