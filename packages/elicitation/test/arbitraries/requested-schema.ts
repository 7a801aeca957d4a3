/**
 * Wire requestedSchemas per revision, and near-valid ones: a valid schema (generated, or the
 * server-everything one) with one to three mutations applied (a key set, deleted or replaced, an
 * array grown, a property moved behind a `$ref`).
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import type { Revision } from "@mcp-wire/spec";
import { edgeValue, keyword, propertyName, schemaLike } from "./json.js";

type Json = unknown;
type Obj = Record<string, Json>;

/** The server-everything requestedSchema (a real one, valid at 2025-11-25 and later). */
export const everything: Obj = JSON.parse(
  readFileSync(new URL("../../../../fixtures/servers/server-everything.elicitation.json", import.meta.url), "utf8"),
).params.requestedSchema;

const text = fc.string({ maxLength: 8 });
const later = (revision: Revision) => revision !== "2025-06-18";
const opt = { requiredKeys: [] as never[] };

const optionValues = fc.uniqueArray(text, { minLength: 1, maxLength: 5 });
const bounds = fc.tuple(fc.nat(20), fc.nat(20)).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

function withAnnotations<T extends Obj>(arb: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(arb, fc.record({ title: text, description: text }, opt)).map(([node, extra]) => ({ ...node, ...extra }));
}

/** One valid PrimitiveSchemaDefinition of `revision`. */
export function validProperty(revision: Revision): fc.Arbitrary<Obj> {
  const hasDefault = later(revision);
  const string = fc
    .tuple(bounds, fc.record({ format: fc.constantFrom("email", "uri", "date", "date-time") }, opt), fc.boolean(), text)
    .map(([[min, max], format, withDefault, def]) => ({
      type: "string",
      minLength: min,
      maxLength: max,
      ...format,
      ...(hasDefault && withDefault && !format.format ? { default: def.padEnd(min, "x").slice(0, max) } : {}),
    }));
  const number = fc
    .tuple(fc.constantFrom("number", "integer"), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), fc.boolean())
    .map(([type, min, span, withDefault]) => ({ type, minimum: min, maximum: min + span, ...(hasDefault && withDefault ? { default: min } : {}) }));
  const boolean = fc.record({ type: fc.constant("boolean"), default: fc.boolean() }, { requiredKeys: ["type"] });
  const untitled = fc.tuple(optionValues, fc.boolean()).map(([values, withDefault]) => ({
    type: "string",
    enum: values,
    ...(hasDefault && withDefault ? { default: values[0] } : {}),
  }));
  const legacy = optionValues.map((values) => ({ type: "string", enum: values, enumNames: values.map((v) => v.toUpperCase()) }));
  const titled = optionValues.map((values) => ({ type: "string", oneOf: values.map((v) => ({ const: v, title: `T${v}` })) }));
  const multi = fc.tuple(optionValues, fc.boolean(), fc.boolean()).map(([values, titledItems, withDefault]) => ({
    type: "array",
    minItems: 0,
    maxItems: values.length,
    items: titledItems ? { anyOf: values.map((v) => ({ const: v, title: `T${v}` })) } : { type: "string", enum: values },
    ...(withDefault ? { default: [values[0]!] } : {}),
  }));
  const variants: fc.Arbitrary<Obj>[] = [string, number, boolean, untitled, legacy];
  if (later(revision)) variants.push(titled, multi);
  return withAnnotations(fc.oneof(...variants));
}

/** One valid requestedSchema of `revision` (property names include the prototype names only as near-valid input). */
export function validRequestedSchema(revision: Revision): fc.Arbitrary<Obj> {
  const name = fc.string({ maxLength: 6 }).filter((n) => !["__proto__", "constructor", "prototype"].includes(n));
  return fc
    .tuple(fc.dictionary(name, validProperty(revision), { maxKeys: 5 }), fc.nat(), fc.boolean())
    .map(([properties, pick, withSchema]) => {
      const names = Object.keys(properties);
      const required = names.filter((_, i) => (pick >> i) & 1);
      return {
        ...(withSchema && later(revision) ? { $schema: "https://json-schema.org/draft/2020-12/schema" } : {}),
        type: "object",
        properties,
        ...(required.length > 0 ? { required } : {}),
      };
    });
}

/** One edit of a JSON document; `at` picks a node modulo the number of candidates. */
export type Mutation =
  | { kind: "set"; at: number; key: string; value: Json }
  | { kind: "delete"; at: number; which: number }
  | { kind: "replace"; at: number; value: Json }
  | { kind: "push"; at: number; value: Json }
  | { kind: "ref"; at: number };

const mutationValue = fc.oneof({ weight: 3, arbitrary: edgeValue }, { weight: 1, arbitrary: schemaLike(3) });

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("set" as const), at: fc.nat(), key: fc.oneof(keyword, propertyName), value: mutationValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), which: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), value: mutationValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("push" as const), at: fc.nat(), value: mutationValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("ref" as const), at: fc.nat() }) },
);

function isObj(value: Json): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every container of `doc` with its parent slot (`parent[key]`), root first. */
function containers(doc: Json): { node: Obj | Json[]; parent: Obj | Json[] | undefined; key: string | number }[] {
  const out: { node: Obj | Json[]; parent: Obj | Json[] | undefined; key: string | number }[] = [];
  const seen = new Set<unknown>();
  // Planted values may be revoked Proxies, throwing getters or cycles: read by descriptor, guarded.
  const visit = (node: Json, parent: Obj | Json[] | undefined, key: string | number) => {
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    try {
      if (!Array.isArray(node) && !isObj(node)) return;
      if (Object.getPrototypeOf(node) !== Object.prototype && Object.getPrototypeOf(node) !== Array.prototype) return;
      out.push({ node, parent, key });
      for (const k of Object.keys(node)) {
        const d = Object.getOwnPropertyDescriptor(node, k);
        if (d && "value" in d) visit(d.value, node, Array.isArray(node) ? Number(k) : k);
      }
    } catch {
      // not a container we can plant into
    }
  };
  visit(doc, undefined, "");
  return out;
}

/** Sets an own data property, `__proto__` included. */
export function define(target: Obj | Json[], key: string | number, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Applies `mutations` to a copy of `doc`; `doc` is left as it was. */
export function mutate(doc: Json, mutations: readonly Mutation[]): Json {
  const root: Obj = { doc: JSON.parse(JSON.stringify(doc)) };
  for (const m of mutations) {
    const all = containers(root["doc"]);
    const pick = all[m.at % Math.max(1, all.length)];
    if (pick === undefined) continue;
    if (m.kind === "set" && !Array.isArray(pick.node)) define(pick.node, m.key, structuredClone(m.value));
    else if (m.kind === "delete" && !Array.isArray(pick.node)) {
      const keys = Object.keys(pick.node);
      if (keys.length > 0) delete pick.node[keys[m.which % keys.length]!];
    } else if (m.kind === "replace") define(pick.parent ?? root, pick.parent ? pick.key : "doc", structuredClone(m.value));
    else if (m.kind === "push" && Array.isArray(pick.node)) pick.node.push(structuredClone(m.value));
    else if (m.kind === "ref" && isObj(root["doc"]) && isObj(root["doc"]["properties"])) {
      const properties = root["doc"]["properties"];
      const names = Object.keys(properties);
      const name = names[m.at % Math.max(1, names.length)];
      if (name === undefined) continue;
      const defs = isObj(root["doc"]["$defs"]) ? root["doc"]["$defs"] : {};
      define(defs, name, properties[name]);
      define(root["doc"], "$defs", defs);
      define(properties, name, { $ref: `#/$defs/${name.replaceAll("~", "~0").replaceAll("/", "~1")}` });
    }
  }
  return root["doc"];
}

/** A near-valid requestedSchema of `revision`: a valid one (or server-everything) after 1–3 mutations. */
export function nearValid(revision: Revision): fc.Arbitrary<Json> {
  const base = fc.oneof({ weight: 4, arbitrary: validRequestedSchema(revision) }, { weight: 1, arbitrary: fc.constant(everything) });
  return fc.tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([doc, ms]) => mutate(doc, ms));
}

/** Something JSON cannot carry, planted in a schema. */
export type Hostile = "NaN" | "Infinity" | "undefined" | "function" | "symbol" | "bigint" | "Date" | "class" | "getter" | "proxy" | "revoked" | "cycle" | "hole";

const HOSTILE_KINDS: readonly Hostile[] = ["NaN", "Infinity", "undefined", "function", "symbol", "bigint", "Date", "class", "getter", "proxy", "revoked", "cycle", "hole"];

class Instance {
  readonly type = "string";
}

/** Plants `kind` at `node[key]` (or, for `hole`, makes an array of `node` sparse); `root` is for cycles. */
function plant(node: Obj | Json[], key: string, kind: Hostile, root: Json): void {
  const trap = () => {
    throw new Error("hostile");
  };
  const values: Record<Exclude<Hostile, "getter" | "hole">, () => Json> = {
    NaN: () => NaN,
    Infinity: () => -Infinity,
    undefined: () => undefined,
    function: () => () => "x",
    symbol: () => Symbol("x"),
    bigint: () => 1n,
    Date: () => new Date(0),
    class: () => new Instance(),
    proxy: () => new Proxy({ type: "string", enum: ["a"] }, { get: trap }),
    revoked: () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    },
    cycle: () => root,
  };
  if (kind === "hole") {
    if (Array.isArray(node)) node.length += 1;
    else define(node, key, [, "x"]); // eslint-disable-line no-sparse-arrays
  } else if (kind === "getter") Object.defineProperty(node, key, { get: trap, enumerable: true, configurable: true });
  else define(node, key, values[kind]());
}

/** Where to plant what: `at` picks a container modulo their number, `key` names the slot. */
export interface Planting {
  readonly at: number;
  readonly key: string;
  readonly kind: Hostile;
}

/**
 * A valid or near-valid requestedSchema and one or two plantings of values JSON cannot carry. The
 * arbitrary yields the recipe (fast-check inspects generated values, and a revoked Proxy would
 * break it); {@link buildHostile} makes the input inside the property.
 */
export function withHostileValues(revision: Revision): fc.Arbitrary<{ doc: Json; plantings: Planting[] }> {
  // Optional wire keys first: a hostile value where the wire allows an absent key is the subtle case.
  const key = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom("title", "description", "default", "minLength", "maximum", "format", "enumNames", "required", "$schema") },
    { weight: 1, arbitrary: keyword },
    { weight: 1, arbitrary: propertyName },
  );
  // `undefined` weighs more: zod reads it as an absent optional key, so only it can look wire-exact.
  const kind = fc.oneof({ weight: 1, arbitrary: fc.constant<Hostile>("undefined") }, { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_KINDS) });
  const planting = fc.record({ at: fc.nat(), key, kind });
  const doc = fc.oneof(validRequestedSchema(revision), nearValid(revision));
  return fc.record({ doc, plantings: fc.array(planting, { minLength: 1, maxLength: 2 }) });
}

/** Builds the hostile input of a {@link withHostileValues} recipe (on a copy of `doc`). */
export function buildHostile({ doc, plantings }: { doc: Json; plantings: readonly Planting[] }): Json {
  let current: Json = JSON.parse(JSON.stringify(doc) ?? "null");
  for (const { at, key, kind } of plantings) {
    const all = containers(current);
    const pick = all[at % Math.max(1, all.length)];
    if (pick === undefined) {
      // The whole input is a primitive already: it becomes the hostile value (a getter needs an object).
      const holder: Obj = {};
      plant(holder, "doc", kind === "getter" ? "revoked" : kind, current);
      current = holder["doc"];
    } else plant(pick.node, Array.isArray(pick.node) ? String(at % (pick.node.length + 1)) : key, kind, current);
  }
  return current;
}
