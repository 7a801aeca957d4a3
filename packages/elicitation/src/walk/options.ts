/**
 * Enum options written as `anyOf` / `oneOf` of `{ const, title? }` (what zod emits for unions of
 * literals and what people write for titled enums), read into one list.
 */
import { isRecord, own, type JsonRecord, type JsonValue } from "../tree.js";

/** One enum option: its value and, when every option has one, its display title. */
export interface EnumOption {
  readonly value: string;
  readonly title: string | undefined;
  /** Keys on the option the wire does not carry there (annotations, e.g. `description`). */
  readonly extra: readonly string[];
}

const OPTION_KEYS = new Set(["const", "title", "description", "type"]);

/**
 * Reads `options` as string-const options, or returns `undefined` when any option is something
 * else (a type, a nested schema, a non-string const).
 */
export function readConstOptions(options: JsonValue): EnumOption[] | undefined {
  if (!Array.isArray(options) || options.length === 0) return undefined;
  const out: EnumOption[] = [];
  for (const option of options) {
    if (!isRecord(option)) return undefined;
    const value = own(option, "const");
    const type = own(option, "type");
    if (typeof value !== "string" || (type !== undefined && type !== "string")) return undefined;
    const keys = Object.keys(option as JsonRecord);
    if (keys.some((k) => !OPTION_KEYS.has(k))) return undefined;
    const title = own(option, "title");
    out.push({
      value,
      title: typeof title === "string" ? title : undefined,
      extra: keys.filter((k) => k !== "const" && !(k === "title" && typeof title === "string")),
    });
  }
  return out;
}

/** Whether an `anyOf`/`oneOf` member is `{ type: "null" }` (a nullable union). */
export function isNullOption(option: JsonValue): boolean {
  return isRecord(option) && own(option, "type") === "null";
}
