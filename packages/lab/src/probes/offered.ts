/**
 * The offered lists: the part of the probe corpus whose verdicts depend on the revision a product negotiated, served
 * by servers that offer 2026-07-28 (`ProbeList.offer`, as the negotiation lists), so a product that negotiates it is
 * recorded at that revision beside its 2025 recording (`ProductRecording.offered`). The rows: the `tools/list` shapes
 * a product's parse of the result may refuse (an entry that is not a tool object, a name that is not a string, invalid
 * `required`/`properties`, roots that are not objects, boolean and meta-schema-invalid subschemas, a number past the
 * double range), and every list with an `outputSchema` (results that match, violate or miss it, `$ref`s it cannot
 * resolve, the captured servers' output schemas). Source: MCP 2026-07-28 `Tool`, `CallToolResult`.
 */
import type { ModernOffer } from "../types.js";

/** The revision the offered lists' servers offer, and their `tools/list` results with `resultType` (as the revision requires). */
export const OFFER: ModernOffer = { revision: "2026-07-28", resultType: true };

/** The corpus lists recorded at {@link OFFER}'s revision, by id (knowledge as data: add an id, re-record). */
export const OFFERED_IDS: readonly string[] = [
  "name-number",
  "entry-null",
  "required-null",
  "properties-array",
  "root-absent",
  "root-untyped",
  "root-empty",
  "root-array",
  "boolean-property-true",
  "boolean-property-false",
  "exclusive-minimum-boolean",
  "number-past-double",
  "description-null",
  "ref-unresolvable",
  "ref-recursive-output",
  "ref-unresolvable-output",
  "output-unlabelled",
  "output-draft-07",
  "output-2020-12",
  "server-everything",
  "server-everything-allcaps",
  "server-filesystem",
];
