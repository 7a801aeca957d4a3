/**
 * State shared by one conversion run: collected issues, the walk guard, and the resource root used to
 * rewrite same-document `$ref` pointers.
 */
import type { SchemaIssue } from "../issues.js";
import type { JsonSchema } from "../json.js";
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
