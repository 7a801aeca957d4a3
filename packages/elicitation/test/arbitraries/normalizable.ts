/**
 * requestedSchemas in the forms the walk rewrites losslessly (DESIGN.md "Lossless
 * normalizations"), with instances to judge them on: `enum` without `type`, `const`, `anyOf` /
 * `oneOf` of string consts (titled or not), one-member `type` arrays, integer exclusive bounds,
 * local `$ref`s to primitive definitions, duplicate `required` entries, keywords split into an
 * `allOf`, multi-select items in each of those forms, and annotations.
 */
import fc from "fast-check";
import type { Revision } from "@mcp-wire/spec";

type Obj = Record<string, unknown>;

const value = fc.string({ maxLength: 4 });
const values = fc.uniqueArray(value, { minLength: 1, maxLength: 4 });
const stringType = fc.constantFrom({}, { type: "string" }, { type: ["string"] });

/** Bounds that sit on edges: integers, halves, huge magnitudes, the ends of the safe range. */
const boundValue = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.integer({ min: -40, max: 40 }).map((n) => n / 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 2 ** 52 + 0.5, 1e300, -1e300, Number.MAX_VALUE, -Number.MAX_VALUE, 5e-324),
);

const options = fc
  .tuple(values, fc.constantFrom("all", "none", "some"), fc.boolean(), fc.boolean())
  .map(([vs, titles, typed, described]) =>
    vs.map((v, i) => ({
      const: v,
      ...(titles === "all" || (titles === "some" && i % 2 === 0) ? { title: `T${v}` } : {}),
      ...(typed ? { type: "string" } : {}),
      ...(described ? { description: "d" } : {}),
    })),
  );

const enumForm = fc.tuple(values, stringType).map(([vs, t]) => ({ ...t, enum: vs }));
const constForm = fc.tuple(value, stringType).map(([v, t]) => ({ ...t, const: v }));
const unionForm = fc
  .tuple(fc.constantFrom("anyOf", "oneOf"), options, stringType)
  .map(([key, opts, t]) => ({ ...t, [key]: opts }));
const integerBounds = fc
  .record({ exclusiveMinimum: boundValue, exclusiveMaximum: boundValue, minimum: boundValue, maximum: boundValue }, { requiredKeys: [] })
  .map((bounds) => ({ type: "integer", ...bounds }));
const typeArray = fc.oneof(
  fc.record({ type: fc.constant(["string"]), minLength: fc.nat(4), format: fc.constantFrom("email", "uri", "date", "date-time") }, { requiredKeys: ["type"] }),
  fc.record({ type: fc.constantFrom(["number"], ["integer"]), minimum: boundValue, maximum: boundValue }, { requiredKeys: ["type"] }),
  fc.record({ type: fc.constant(["boolean"]) }),
);
/** A form with some of its keywords moved into an `allOf` of one-keyword members (how zod writes chained checks). */
function splitIntoAllOf(node: Obj, mask: number): Obj {
  const kept: Obj = {};
  const members: Obj[] = [];
  Object.entries(node).forEach(([key, value], i) => {
    if ((mask >> i) & 1) members.push({ [key]: value });
    else kept[key] = value;
  });
  return members.length > 0 ? { ...kept, allOf: members } : kept;
}
const direct = fc.oneof(enumForm, constForm, unionForm, integerBounds, typeArray);
const primitive = fc.oneof({ weight: 4, arbitrary: direct }, { weight: 1, arbitrary: fc.tuple(direct, fc.nat()).map(([node, mask]) => splitIntoAllOf(node, mask)) });

const annotations = fc.record(
  { title: fc.constant("Field"), examples: fc.constant(["x"]), deprecated: fc.boolean(), "x-ui": fc.constant({ widget: "w" }), $comment: fc.constant("c") },
  { requiredKeys: [] },
);

const itemsForm = fc.oneof(
  values.map((vs) => ({ enum: vs })),
  value.map((v) => ({ const: v })),
  options.map((opts) => ({ anyOf: opts })),
  options.map((opts) => ({ oneOf: opts })),
);
const multi = fc
  .tuple(itemsForm, fc.record({ minItems: fc.nat(3), maxItems: fc.nat(5) }, { requiredKeys: [] }))
  .map(([items, b]) => ({ type: "array", items, ...b }));

/** A property in a normalizable form; `defs` receives the definitions its `$ref`s point to. */
function property(revision: Revision): fc.Arbitrary<{ node: Obj; def?: Obj }> {
  const direct = revision === "2025-06-18" ? primitive : fc.oneof(primitive, multi);
  return fc.tuple(direct, annotations, fc.nat(3)).map(([node, extra, how]) =>
    how === 0 ? { node: { $ref: "", title: "By reference" }, def: node } : { node: { ...node, ...extra } },
  );
}

/** A requestedSchema in normalizable forms at `revision`, with its property names. */
export function normalizableSchema(revision: Revision): fc.Arbitrary<Obj> {
  const names = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e"), { minLength: 1, maxLength: 4 });
  return fc
    .tuple(names, fc.array(property(revision), { minLength: 4, maxLength: 4 }), fc.nat(), fc.boolean())
    .map(([ns, props, pick, rootAnnotations]) => {
      const properties: Obj = {};
      const $defs: Obj = {};
      ns.forEach((n, i) => {
        const p = props[i]!;
        if (p.def) {
          $defs[`D${n}`] = p.def;
          properties[n] = { ...p.node, $ref: `#/$defs/D${n}` };
        } else properties[n] = p.node;
      });
      const required = ns.filter((_, i) => (pick >> i) & 1);
      return {
        type: "object",
        properties,
        ...(required.length > 0 ? { required: [...required, required[0]!] } : {}),
        ...(Object.keys($defs).length > 0 ? { $defs } : {}),
        ...(rootAnnotations ? { $comment: "root", additionalProperties: true, title: "Form" } : {}),
      };
    });
}

function collect(node: unknown, numbers: Set<number>, strings: Set<string>): void {
  if (typeof node === "number") numbers.add(node);
  else if (typeof node === "string") strings.add(node);
  else if (Array.isArray(node)) node.forEach((v) => collect(v, numbers, strings));
  else if (typeof node === "object" && node !== null) Object.values(node).forEach((v) => collect(v, numbers, strings));
}

const nextUp = (x: number) => {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigInt64(0);
  view.setBigInt64(0, x >= 0 ? bits + 1n : bits - 1n);
  return x === 0 ? Number.MIN_VALUE : view.getFloat64(0);
};

function valuesNear(node: unknown): fc.Arbitrary<unknown> {
  const numbers = new Set<number>([0, 1, -1]);
  const strings = new Set<string>(["", "someone@example.com", "https://example.com", "2026-07-28", "2026-07-28T12:00:00Z"]);
  collect(node, numbers, strings);
  const near = [...numbers].flatMap((n) => [n, Math.floor(n), Math.ceil(n), Math.floor(n) - 1, Math.ceil(n) + 1, nextUp(n), -nextUp(-n)]);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...near.filter(Number.isFinite)) },
    { weight: 3, arbitrary: fc.constantFrom(...strings) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.array(fc.constantFrom(...strings), { maxLength: 3 }) },
  );
}

/**
 * Instances for `schema`: objects over its property names, each value near the numbers and
 * strings of its own property schema (and the definition it references).
 */
export function instancesFor(schema: Obj): fc.Arbitrary<Obj[]> {
  const properties = schema["properties"] as Obj;
  const defs = (schema["$defs"] ?? {}) as Obj;
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of Object.keys(properties)) shape[name] = valuesNear([properties[name], defs[`D${name}`]]);
  return fc.array(fc.record(shape, { requiredKeys: [] }), { minLength: 1, maxLength: 8 });
}
