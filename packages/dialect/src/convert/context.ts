/**
 * State shared by one conversion run: collected issues, the walk guard, and the resource root used to
 * rewrite same-document `$ref` pointers.
 */
import type { SchemaIssue } from "../issues.js";
import { own, type JsonObject, type JsonSchema } from "../json.js";
import { appendPointer } from "../pointer.js";
import { WalkGuard } from "../traverse.js";

/** One conversion run's state. */
export interface ConvertContext {
  readonly issues: SchemaIssue[];
  readonly guard: WalkGuard;
}

/** Where one node sits: its JSON Pointer, depth, and the root of the resource it belongs to. */
export interface NodeAt {
  readonly pointer: string;
  readonly depth: number;
  readonly resourceRoot: JsonSchema;
  readonly isRoot: boolean;
}

/** A fresh context. */
export function newContext(): ConvertContext {
  return { issues: [], guard: new WalkGuard() };
}

/** True when `$id` opens a new resource (it has a non-fragment part). */
export function opensResource(id: unknown): boolean {
  return typeof id === "string" && !id.startsWith("#");
}

/** Converts one child subschema at the given tokens below the current node. */
export type Child = (value: JsonSchema, ...tokens: string[]) => JsonSchema;

/** What a converter needs once it has entered a node: where it is, and how to convert its children. */
export interface Entered {
  readonly here: NodeAt;
  readonly child: Child;
}

/**
 * Enters one subschema for a converter (`up` or `down`): the cycle and depth guard (a refusal goes to
 * `ctx.issues` and `undefined` is returned), the node's resource root (`$id` opens one), and the
 * recursion into its children with their pointers. The caller must `ctx.guard.leave(node)` afterwards.
 */
export function enterNode(
  node: JsonObject,
  at: NodeAt,
  ctx: ConvertContext,
  convert: (value: JsonSchema, at: NodeAt, ctx: ConvertContext) => JsonSchema,
): Entered | undefined {
  const stop = ctx.guard.enter(node, at.pointer, at.depth);
  if (stop) {
    ctx.issues.push(stop);
    return undefined;
  }
  const resourceRoot = !at.isRoot && opensResource(own(node, "$id")) ? node : at.resourceRoot;
  const child: Child = (value, ...tokens) =>
    convert(value, { pointer: appendPointer(at.pointer, ...tokens), depth: at.depth + 1, resourceRoot, isRoot: false }, ctx);
  return { here: { ...at, resourceRoot }, child };
}
