/**
 * The product version text a user or a client gives (`1.0`, `v0.1.12`, `latest`, `*`), normalized. No host table and
 * no semver here: the CLI reads `--host <product>@<version>` with it before anything else is loaded
 * (`@mcp-wire/hosts/version-text`).
 */
/** The product version `latest`: the product's current release ({@link Product.current}), whatever its number. */
export const LATEST = "latest";

/** The product version `*`: every recorded version, so every fact applies whatever its range. */
export const EVERY_VERSION = "*";

/**
 * The version forms {@link productVersion} reads, in words, for a message that refuses a text
 * (`"beta" is not a version: <this> (e.g. claude-code@1.0.30)`).
 */
export const VERSION_FORMS = "N, N.N or N.N.N (1.2.3, v1.2, 1.2.3-rc.1), latest or *";

/**
 * `N`, `N.N` or `N.N.N` (semver 2.0.0 §2: no leading zeros), an optional leading `v`, and on the full form only an
 * optional prerelease (§9) and build (§10).
 */
const VERSION = /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*)(?:\.(0|[1-9]\d*)(-(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*)?(\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?)?)?$/u;

/** The longest version text read (npm semver's `MAX_LENGTH`: its functions throw on a longer one). */
const MAX_VERSION_LENGTH = 256;

/**
 * A product version as a user or a client gives it, normalized to a full semver version, {@link LATEST} or
 * {@link EVERY_VERSION}: exactly `latest` or `*`; `N`, `N.N`, `N.N.N` with an optional leading `v` (`1.0` → `1.0.0`,
 * `v0.1.12` → `0.1.12`); on the full form an optional prerelease and build (`1.100.0-insider` → `1.100.0-insider`,
 * the build dropped as semver ignores it in ranges: a client's `clientInfo.version` may carry one; the CLI refuses a `+`
 * in a `--host` version before it gets here, as there it is a misplaced model API). Each number is a decimal without leading zeros within
 * `Number.MAX_SAFE_INTEGER` (npm semver's bound). Anything else (`beta`, ``, `01.0.0`, `0x10`, `1e3`, `1.2.3.4`,
 * `1.0-rc`, `99999999999999999999`, a text over 256 characters) is `undefined`.
 * @see semver 2.0.0 §2, §9, §10 (https://semver.org/spec/v2.0.0.html)
 */
export function productVersion(text: string): string | undefined {
  if (text === LATEST || text === EVERY_VERSION) return text;
  if (text.length > MAX_VERSION_LENGTH) return undefined;
  const match = VERSION.exec(text);
  if (match === null) return undefined;
  const numbers = [match[1], match[2] ?? "0", match[3] ?? "0"].map(Number);
  if (!numbers.every((n) => Number.isSafeInteger(n))) return undefined;
  return `${numbers.join(".")}${match[4] ?? ""}`;
}
