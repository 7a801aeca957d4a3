/** The whole probe corpus: the shape rows and the captured servers, as probe lists by stable id. */
import type { ProbeList } from "../types.js";
import { buildList } from "./build.js";
import { OFFER, OFFERED_IDS } from "./offered.js";
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

let offered: readonly ProbeList[] | undefined;

/**
 * The offered lists (offered.ts): the corpus lists of `OFFERED_IDS`, in that order, each served with `OFFER` (a server
 * that offers 2026-07-28 at `server/discover`); built once, on first use.
 */
export function offeredLists(): readonly ProbeList[] {
  offered ??= OFFERED_IDS.map((id) => ({ ...probeList(id), offer: OFFER }));
  return offered;
}

export { negotiationLists } from "./negotiation.js";
export { OFFER } from "./offered.js";
