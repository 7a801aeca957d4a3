/**
 * The grammar walk: a requestedSchema (a snapshot of untrusted input) into its wire form for one MCP revision.
 *
 * Reading order:
 * 1. `root.ts` — the root: `type: "object"`, `$schema`, every other root keyword by its fate (`fates.ts` at
 *    `"root"`), each property, then `required`.
 * 2. `property.ts` — one property:
 *    a. a field already exactly on the wire is copied as it is (`fast-accept.ts`);
 *    b. `$ref`s inlined (`rules/ref.ts`);
 *    c. the lossless rewrites of `normalize.ts`, in order: `allOf`, `type`, `const`, options (`anyOf`/`oneOf`),
 *       `enum`, exclusive bounds, a multi-select's `items` (each in `rules/<keyword>.ts`);
 *    d. the field's wire type, then the fate of every keyword (`fates.ts`: keep, a rule module, drop, unsupported,
 *       reject);
 *    e. the kept keywords matched to exactly one wire variant (`variants.ts`), the variant's own zod check;
 *    f. the consistency checks — bounds, options, `default` (`consistency.ts`), a dropped `default` included.
 *
 * Every keyword's fate at every revision is listed in docs/keywords.md, generated from `fates.ts`.
 */
export { walkRoot } from "./root.js";
export { walkProperty } from "./property.js";
export { fateOf, NORMALIZED, ROOT_RULES, RULES, type Fate, type Place, type RuleKeyword } from "./fates.js";
