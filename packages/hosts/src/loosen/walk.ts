/**
 * The one walk of the rewrites: a copy of a schema with every subschema (by the dialect's position table) passed
 * through `visit` top-down, each with its JSON Pointer and its polarity. A subschema is `positive` when a looser
 * subschema there can only make the whole schema looser: every keyword on its path is monotone (not `not`, `if`,
 * `oneOf`, nor `contains` beside `maxContains`), and it is not (inside) the target of a `$ref` that sits in a
 * non-positive place (such a target is used negatively wherever it sits; a dynamic reference in such a place makes
 * every place non-positive). Sources: JSON Schema 2020-12 core §10.2 (applicators), validation §6.4.4–5
 * (`maxContains`).
 */
import { isJsonObject, own, type Dialect, type JsonSchema } from "@mcp-wire/dialect";
import { resolverFor } from "./refs.js";
import { REFERENCE_KEYWORDS, walk, without, type At, type Widened } from "./subschemas.js";

export { describeMore, forEachSubschema, monotone, sameJson, walkingDialect, without, type At, type Widened } from "./subschemas.js";

/** Most rounds of following negatively used targets before every place counts as non-positive. */
const MAX_ROUNDS = 64;

/**
 * The places of `schema` a looser subschema could tighten through a reference: every subschema at or under the
 * target of a `$ref` that sits in a non-positive place (or at or under such a target itself), followed until no new
 * target appears; every place when a dynamic reference sits in such a place. Remote and dangling references name
 * nothing in the document.
 * @returns a predicate over JSON Pointers
 */
export function blockedPlaces(schema: JsonSchema, dialect: Dialect): (path: string) => boolean {
  const targets: string[] = [];
  const under = (path: string): boolean => targets.some((target) => path === target || path.startsWith(`${target}/`));
  const resolve = resolverFor(schema, dialect);
  let everything = false;
  let changed = true;
  for (let round = 0; changed && !everything; round++) {
    if (round === MAX_ROUNDS) {
      everything = true;
      break;
    }
    changed = false;
    walk(
      schema,
      dialect,
      (node, at) => {
        if (!isJsonObject(node) || (at.positive && !under(at.path))) return node;
        for (const keyword of REFERENCE_KEYWORDS) {
          const ref = own(node, keyword);
          if (typeof ref !== "string") continue;
          if (keyword !== "$ref") everything = true;
          const hit = keyword === "$ref" ? resolve(ref) : undefined;
          if (hit?.found === true && !under(hit.path)) {
            targets.push(hit.path);
            changed = true;
          }
        }
        return node;
      },
      () => false,
      undefined,
    );
  }
  return everything ? () => true : under;
}

/**
 * A copy of `schema` with every subschema replaced by `visit(subschema, at)`, top-down: the walk goes on into the
 * children of what `visit` returned. Data keywords (`enum`, `default`, `required`, …) are copied, never visited.
 * Each widening a visit asked for (`at.widen()`) is applied at its owner and reported to `widened`.
 * Never mutates `schema`; the snapshot it walks bounds the depth.
 */
export function mapSubschemas(schema: JsonSchema, dialect: Dialect, visit: (node: JsonSchema, at: At) => JsonSchema, widened?: Widened): JsonSchema {
  return walk(schema, dialect, visit, blockedPlaces(schema, dialect), widened);
}

/** Keywords that name a subschema apart from its place (and `$schema`, which only a resource root declares). */
const NAMING: readonly string[] = ["$anchor", "$dynamicAnchor", "$recursiveAnchor", "$schema"];

/**
 * A copy of a subschema without anything that names it or its parts (`$anchor`, `$dynamicAnchor`,
 * `$recursiveAnchor`, a draft-07 fragment `$id`, `$schema`), at every depth: a second copy of a target must not
 * repeat an anchor (2020-12 core §8.2.2). Callers rewrite every reference that named them.
 */
export function anonymous(schema: JsonSchema, dialect: Dialect): JsonSchema {
  return mapSubschemas(schema, dialect, (node) => {
    if (!isJsonObject(node)) return node;
    const id = own(node, "$id");
    const drop = [...NAMING.filter((key) => Object.hasOwn(node, key)), ...(typeof id === "string" && id.startsWith("#") ? ["$id"] : [])];
    if (drop.length === 0) return node;
    return without(node, drop);
  });
}
