/**
 * Secret values of a config (its `env` and header values, and the environment variables its entries expand) kept out
 * of every output: each occurrence shown as `***`.
 */

/** The shortest value masked: shorter ones (`"1"`, `"true"`) are no secrets, and masking them would garble the output. */
export const MIN_SECRET = 4;

/** The values worth masking among `values`, distinct, longest first (so a secret containing another is masked whole). */
export function secretValues(values: Iterable<string>): string[] {
  return [...new Set([...values].filter((value) => value.length >= MIN_SECRET))].sort((a, b) => b.length - a.length);
}

/** `text` with every occurrence of each of `secrets` shown as `***`. */
export function masked(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join("***"), text);
}
