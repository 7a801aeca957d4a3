/** The whole probe corpus: the shape rows and the captured servers, as probe lists by stable id. */
import type { ProbeList } from "../types.js";
import { buildList } from "./build.js";
import { CAPTURED, capturedList } from "./servers.js";
import { SHAPES } from "./shapes.js";

let corpus: readonly ProbeList[] | undefined;

/** Every probe list, shapes first then the captured servers, in a fixed order (built once, on first use). */
export function probeLists(): readonly ProbeList[] {
  corpus ??= [...SHAPES, ...Object.entries(CAPTURED).map(([id, file]) => capturedList(id, file))].map(buildList);
  return corpus;
}

/** The probe list with `id`. Throws when there is none. */
export function probeList(id: string): ProbeList {
  const list = probeLists().find((candidate) => candidate.id === id);
  if (list === undefined) throw new Error(`no probe list ${JSON.stringify(id)}`);
  return list;
}

export { negotiationLists } from "./negotiation.js";
