/**
 * The negotiation lists: servers that offer the stateless revision 2026-07-28 at `server/discover` (`ProbeList.offer`),
 * so a recording shows which revision each product negotiates when a server speaks it, and what it does with a
 * 2026-07-28 `tools/list` result without `resultType` (the report ericdmoore/bullmoose.cc#384). Apart from the corpus
 * (`probeLists()`): the corpus' servers speak the 2025 revisions only, so its recordings stay what a 2025 server sees.
 */
import type { ProbeList } from "../types.js";
import { buildList, type ListSpec } from "./build.js";

const ROWS: readonly (ListSpec & Required<Pick<ProbeList, "offer">>)[] = [
  { id: "offer-2026-07-28", about: "a server that offers 2026-07-28 at server/discover: which revision the product negotiates", probes: [], offer: { revision: "2026-07-28", resultType: true } },
  { id: "result-type-absent", about: "the same offer, and a 2026-07-28 tools/list result without resultType (ericdmoore/bullmoose.cc#384)", probes: [], offer: { revision: "2026-07-28", resultType: false } },
];

let lists: readonly ProbeList[] | undefined;

/** Every negotiation list, in a fixed order (built once, on first use): the control tool only, and the list's offer. */
export function negotiationLists(): readonly ProbeList[] {
  lists ??= ROWS.map(({ offer, ...spec }) => ({ ...buildList(spec), offer }));
  return lists;
}
