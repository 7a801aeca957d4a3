/**
 * What the properties check outputs against: the spec's schema.json under Ajv (draft-07 for
 * 2025-06-18, 2020-12 after), the wire zod schema, JSON Pointer resolution into the input, and
 * deep freezing.
 */
import { readFileSync } from "node:fs";
import { Ajv, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { wireSchemasFor, type Revision } from "@mcp-wire/spec";

const specValidators = new Map<Revision, ValidateFunction>();

/** The requestedSchema definition of the revision's official schema.json, compiled by Ajv. */
export function specValidator(revision: Revision): ValidateFunction {
  let validate = specValidators.get(revision);
  if (!validate) {
    const url = new URL(`../../../../fixtures/mcp-spec/${revision}/schema.json`, import.meta.url);
    const ajv = revision === "2025-06-18" ? new Ajv({ strict: false }) : new Ajv2020({ strict: false });
    ajv.addSchema(JSON.parse(readFileSync(url, "utf8")), "mcp");
    const at =
      revision === "2025-06-18"
        ? "#/definitions/ElicitRequest/properties/params/properties/requestedSchema"
        : "#/$defs/ElicitRequestFormParams/properties/requestedSchema";
    validate = ajv.getSchema(`mcp${at}`);
    if (!validate) throw new Error(`no requestedSchema definition in schema.json ${revision}`);
    specValidators.set(revision, validate);
  }
  return validate;
}

/** Whether `value` passes both the wire zod schema and the spec's schema.json at `revision`. */
export function onTheWire(value: unknown, revision: Revision): { zod: boolean; spec: boolean } {
  return { zod: wireSchemasFor(revision).requestedSchema.safeParse(value).success, spec: specValidator(revision)(value) === true };
}

/**
 * Whether the JSON Pointer `path` names an existing place in `doc` (own keys, array indices).
 * Reads property descriptors, never values through getters, so hostile input can be checked too;
 * a path may end at a getter or at an array hole but not pass through one.
 */
export function pointerExists(doc: unknown, path: string): boolean {
  if (path === "") return true;
  if (!path.startsWith("/")) return false;
  let node: unknown = doc;
  try {
    const tokens = path.slice(1).split("/");
    for (const [i, raw] of tokens.entries()) {
      const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
      if (typeof node !== "object" || node === null) return false;
      if (Array.isArray(node) && !/^(0|[1-9]\d*)$/.test(token)) return false;
      const descriptor = Object.getOwnPropertyDescriptor(node, token);
      if (!descriptor) return Array.isArray(node) && Number(token) < node.length && i === tokens.length - 1; // a hole

      if (!("value" in descriptor)) return i === tokens.length - 1;
      node = descriptor.value;
    }
    return true;
  } catch {
    return false;
  }
}

/** Freezes `value` and everything reachable through its own enumerable keys. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * Where `value` is not a fresh plain JSON tree (a null-prototype or frozen object, a non-JSON
 * value), or `undefined` when it is one.
 */
export function notPlainJson(value: unknown, path = ""): string | undefined {
  if (value === null || typeof value === "string" || typeof value === "boolean") return undefined;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0) ? undefined : `${path}: ${value}`;
  if (typeof value !== "object") return `${path}: a ${typeof value}`;
  if (Object.isFrozen(value)) return `${path}: frozen`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = notPlainJson(value[i], `${path}/${i}`);
      if (bad) return bad;
    }
    return undefined;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return `${path}: not a plain object`;
  for (const key of Object.keys(value)) {
    const bad = notPlainJson((value as Record<string, unknown>)[key], `${path}/${key}`);
    if (bad) return bad;
  }
  return undefined;
}
