/**
 * The `$ref` loops an Ajv engine really runs on one instance: a same-document `$ref` that leads back to itself through
 * `$ref`s and in-place applicators only (no keyword that descends into a child instance), as Ajv 8.20.0 generates
 * code for them. Ajv compiles such a loop into a function that calls itself on the same data, so every validation
 * reaching it throws RangeError "Maximum call stack size exceeded" (JSON Schema 2020-12 core, "Guarding Against
 * Infinite Recursion": the behavior is undefined). What Ajv skips is read in `npm:ajv@8.20.0` dist/vocabularies:
 * a subschema that is always valid (`true`, `{}`, or no keyword of the engine's `RULES.all`: `alwaysValidSchema`) is
 * not evaluated under `allOf`, `not`, `dependencies` / `dependentSchemas`; `if` is ignored unless `then` or `else` is
 * a subschema not always valid, and `then` / `else` without `if`; `anyOf` with an always-valid branch is skipped
 * entirely when the engine's `unevaluated` option is off (the draft-07 class; Ajv2019 / Ajv2020 turn it on). A
 * keyword the engine does not define is never evaluated; `$ref` siblings are evaluated in every class
 * (`ignoreKeywordsWithRef` is off). `$dynamicRef` / `$recursiveRef` are not followed. A loop is reported when
 * validation can reach it; one behind a condition overflows only for the instances that take that path (a property
 * the instance has, the `then` or `else` its `if` picks, and, in the draft-07 class, an `anyOf` branch after one the
 * instance already passed, which Ajv then skips).
 */
import { fragmentTokens, pointer, resolveTokens } from "@mcp-wire/core";
import { childrenOf, isJsonObject, own, splitRef, walkSchema, type Dialect, type JsonObject, type JsonSchema, type JsonValue } from "@mcp-wire/dialect";

/** What the loop search needs of an engine: its defined keywords (`ajv.RULES.all`) and its `unevaluated` option. */
export interface EngineRules {
  readonly keywords: Readonly<Record<string, unknown>>;
  readonly unevaluated: boolean;
}

/** How each in-place applicator holds its subschemas, and whether it is evaluated at all in `node`. */
const IN_PLACE: Readonly<Record<string, { readonly holds: "one" | "list" | "map"; readonly active?: (node: JsonObject, rules: EngineRules) => boolean }>> = {
  allOf: { holds: "list" },
  anyOf: { holds: "list", active: (node, rules) => rules.unevaluated || !listed(own(node, "anyOf")).some((sub) => alwaysValid(sub, rules)) },
  oneOf: { holds: "list" },
  not: { holds: "one" },
  if: { holds: "one", active: conditional },
  then: { holds: "one", active: (node, rules) => own(node, "if") !== undefined && conditional(node, rules) },
  else: { holds: "one", active: (node, rules) => own(node, "if") !== undefined && conditional(node, rules) },
  dependencies: { holds: "map" },
  dependentSchemas: { holds: "map" },
};

/** Ajv's `if`: evaluated only when `then` or `else` is a subschema that is not always valid. */
function conditional(node: JsonObject, rules: EngineRules): boolean {
  return ["then", "else"].some((key) => {
    const sub = own(node, key);
    return sub !== undefined && !alwaysValid(sub, rules);
  });
}

/** Ajv's `alwaysValidSchema`: `true`, `{}`, or an object with no keyword the engine defines. */
function alwaysValid(schema: JsonValue, rules: EngineRules): boolean {
  if (typeof schema === "boolean") return schema;
  if (!isJsonObject(schema)) return false;
  return !Object.keys(schema).some((key) => defines(rules, key));
}

/** Whether the engine defines `keyword` (Ajv's `schemaHasRules` test: a truthy `RULES.all` entry). */
const defines = (rules: EngineRules, keyword: string): boolean => Boolean(rules.keywords[keyword]);

/** The traversals whose subschema locations are searched. */
const WALKS: readonly Dialect[] = ["draft-07", "2020-12"];

const listed = (value: JsonValue | undefined): readonly JsonValue[] => (Array.isArray(value) ? value : []);

/**
 * The JSON Pointers (to the `$ref` member) of every `$ref` of `schema` on a loop `rules`' engine runs on one instance
 * and that validation reaches (from the root through evaluated subschemas and `$ref`s; not a loop left unused in `$defs`),
 * in walk order. Every subschema location of draft-07 and 2020-12 is searched (Ajv resolves a pointer
 * fragment anywhere in the document, and every class defines `definitions` and `$defs`). Linear in the schema's size
 * (one pass over its strongly connected components); a schema nested past `MAX_DEPTH` is searched as far as the walk
 * goes. Never throws; never mutates `schema`.
 */
export function ajvLoops(schema: JsonSchema, rules: EngineRules): string[] {
  const pointers = new Map<JsonObject, string>();
  for (const dialect of WALKS) {
    walkSchema(schema, dialect, (node, at) => {
      if (isJsonObject(node) && !pointers.has(node)) pointers.set(node, at);
    });
  }
  // only a node with a string `$ref` can be reported (`target` below): a schema without one has no loop to search for
  if (![...pointers.keys()].some((node) => typeof own(node, "$ref") === "string")) return [];
  const anchors = new Map<string, JsonObject>();
  for (const node of pointers.keys()) {
    const id = own(node, "$id");
    for (const name of [own(node, "$anchor"), typeof id === "string" && id.startsWith("#") ? id.slice(1) : undefined]) {
      if (typeof name === "string" && !anchors.has(name)) anchors.set(name, node);
    }
  }
  const rootId = isJsonObject(schema) ? own(schema, "$id") : undefined;
  const rootBase = typeof rootId === "string" ? rootId.replace(/#.*$/u, "") : undefined;
  const target = (node: JsonObject): JsonObject | undefined => {
    const ref = own(node, "$ref");
    if (typeof ref !== "string" || !defines(rules, "$ref")) return undefined;
    const { base, fragment } = splitRef(ref);
    if (base !== "" && base !== rootBase) return undefined;
    const tokens = fragmentTokens(fragment ?? "");
    const found = tokens === undefined ? anchors.get(fragment ?? "") : resolveFound(schema, tokens);
    return isJsonObject(found) ? found : undefined;
  };
  const edges = (node: JsonObject): JsonObject[] => {
    const next: JsonObject[] = [];
    const to = target(node);
    if (to !== undefined) next.push(to);
    for (const key of Object.keys(IN_PLACE)) {
      const value = own(node, key);
      const how = IN_PLACE[key];
      if (value === undefined || how === undefined || !defines(rules, key) || (how.active !== undefined && !how.active(node, rules))) continue;
      const subs = how.holds === "one" ? [value] : how.holds === "list" ? listed(value) : isJsonObject(value) ? Object.values(value) : [];
      for (const sub of subs) if (isJsonObject(sub) && !alwaysValid(sub, rules)) next.push(sub);
    }
    return next;
  };
  const components = strongComponents([...pointers.keys()], edges);
  const evaluated = reachable(schema, (node) => {
    const to = target(node);
    const next = WALKS.flatMap((dialect) => childrenOf(node, dialect)).filter((child) => !DEFINITIONS.has(child.keyword) && defines(rules, child.keyword)).map((child) => child.schema);
    return to === undefined ? next : [...next, to];
  });
  const out: string[] = [];
  for (const [node, at] of pointers) {
    const to = target(node);
    if (to !== undefined && evaluated.has(node) && components.get(to) === components.get(node)) out.push(pointer(at, "$ref"));
  }
  return out;
}

/** Where subschemas are only stored, never evaluated in place. */
const DEFINITIONS: ReadonlySet<string> = new Set(["$defs", "definitions"]);

/** The schema objects evaluation can reach from `root` along `next`. */
function reachable(root: JsonSchema, next: (node: JsonObject) => JsonSchema[]): Set<JsonObject> {
  const seen = new Set<JsonObject>();
  const stack: JsonSchema[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isJsonObject(node) || seen.has(node)) continue;
    seen.add(node);
    for (const child of next(node)) stack.push(child);
  }
  return seen;
}

/**
 * The strongly connected component of every node reachable from `starts` along `edges` (Tarjan's algorithm, without
 * recursion): a `$ref` is on a loop exactly when its target is in its own component. Each node's edges are read once.
 */
function strongComponents(starts: readonly JsonObject[], edges: (node: JsonObject) => JsonObject[]): Map<JsonObject, number> {
  const index = new Map<JsonObject, number>();
  const low = new Map<JsonObject, number>();
  const open = new Set<JsonObject>();
  const stack: JsonObject[] = [];
  const component = new Map<JsonObject, number>();
  let counter = 0;
  let components = 0;
  for (const start of starts) {
    if (index.has(start)) continue;
    const work: { node: JsonObject; next: JsonObject[]; at: number }[] = [];
    const enter = (node: JsonObject): void => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      open.add(node);
      work.push({ node, next: edges(node), at: 0 });
    };
    enter(start);
    for (let frame = work[work.length - 1]; frame !== undefined; frame = work[work.length - 1]) {
      const to = frame.next[frame.at++];
      if (to !== undefined) {
        if (!index.has(to)) enter(to);
        else if (open.has(to)) low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(to) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
          open.delete(member);
          component.set(member, components);
          if (member === frame.node) break;
        }
        components++;
      }
    }
  }
  return component;
}

/** The value at `tokens` under `root`, or `undefined`. */
function resolveFound(root: JsonSchema, tokens: readonly string[]): JsonValue | undefined {
  const found = resolveTokens(root, tokens);
  return found.found ? (found.value as JsonValue) : undefined;
}
