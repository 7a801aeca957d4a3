/**
 * Run-time checks of the arguments the adapters take from JavaScript callers, where TypeScript cannot
 * refuse a misplaced key (`revision` in the SDK's request options is silently ignored by the SDK).
 */
import { escapeToken, show } from "@mcp-wire/core";
import { SdkAdapterError } from "./errors.js";

/** A plain-object argument: not `null`, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Refuses `value` unless it is an object (`name` is the argument as the caller wrote it, e.g.
 * `"publishToolSchemas(server, options): options"`; `shape` what it must look like).
 * @throws SdkAdapterError code `invalid-option`, path `""`
 */
export function requireRecord(value: unknown, name: string, shape: string): asserts value is Record<string, unknown> {
  if (!isRecord(value)) throw new SdkAdapterError("invalid-option", `${name} must be ${shape}, got ${show(value)}`);
}

/**
 * Refuses every own key of `value` that `misplaced` names (a key that belongs in another argument:
 * key → where it goes), and, when `known` is given, every own key not in it.
 * @throws SdkAdapterError code `invalid-option`, path `/<key>` of the first offending key
 */
export function refuseKeys(
  value: Readonly<Record<string, unknown>>,
  name: string,
  misplaced: Readonly<Record<string, string>>,
  known?: readonly string[],
): void {
  for (const key of Object.keys(value)) {
    const home = Object.hasOwn(misplaced, key) ? misplaced[key] : undefined;
    if (home !== undefined) throw new SdkAdapterError("invalid-option", `${name}.${key} does not belong here: ${home}`, `/${escapeToken(key)}`);
    if (known !== undefined && !known.includes(key)) {
      throw new SdkAdapterError("invalid-option", `${name} has an unknown key ${show(key)} (known: ${known.join(", ")})`, `/${escapeToken(key)}`);
    }
  }
}
