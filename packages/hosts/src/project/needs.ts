/**
 * Which loosenings a finding asks for, as data: finding code → rewrite ids, refined by the keyword a finding points
 * at where one code covers several keywords (a product's `keyword-refused` rule). A code not in the table has no
 * loosening-only form (a tool name, a size budget, a `$schema` label a host refuses, a type array, …): its findings
 * stay as issues of the projection.
 */
import { parsePointer } from "@mcp-wire/core";
import type { LooseningId } from "../loosen/types.js";
import type { HostIssue } from "../types.js";

/** The same-meaning rewrites that make a tool match the revision's `Tool` definition (and the meta-schema). */
const WIRE_SHAPE: readonly LooseningId[] = ["boolean-subschema", "properties-array", "required-null", "root-object-type", "output-wrap"];
/**
 * Keyword values the meta-schema refuses that a same-meaning rewrite repairs (draft-07-only forms of an unlabelled
 * schema among them).
 */
const KEYWORD_VALUES: readonly LooseningId[] = ["dialect-2020-12", "properties-array", "required-null", "draft-04-exclusive-bounds"];

/**
 * One code's loosenings: for every finding of the code; by the last token of the finding's path (`byKeyword`); or by
 * the engine message a finding carries (`byMessage`, first match), for a validator's `compile-failed`.
 */
export type Need =
  | readonly LooseningId[]
  | { readonly byKeyword: Readonly<Record<string, readonly LooseningId[]>> }
  | { readonly byMessage: readonly (readonly [RegExp, readonly LooseningId[]])[] };

/**
 * The loosenings each finding code asks for: codes of `HOST_ISSUE_CODES` (wire, dialect and archetype host layers)
 * and of the product rules (`PRODUCTS[*].rules[*].code`).
 */
export const NEEDS: Readonly<Record<string, Need>> = Object.freeze({
  // wire and dialect layers
  "wire-invalid": WIRE_SHAPE,
  "meta-schema-invalid": KEYWORD_VALUES,
  "invalid-keyword-value": KEYWORD_VALUES,
  "invalid-pattern": ["unicode-pattern"],
  // a number past the double range a product's own parse refuses (Claude Code's, Copilot CLI's)
  "number-out-of-range": ["non-finite-number"],
  "empty-enum": ["enum-description"],
  // hosts
  "unsupported-dialect-label": ["dialect-2020-12", "unlabel-2020-12"],
  // a draft-07 reader of a 2020-12 schema: its exact draft-07 form reads the same (a tuple's items: false stays
  // additionalItems: false instead of refusing every element); where that form is not used (the common form) or
  // does not exist, the tuple's rest is dropped
  "tuple-misread": ["dialect-draft-07", "tuple-rest"],
  "read-as-draft-07": ["dialect-draft-07"],
  // a 2020-12 reader of a draft-07 tuple (items: [...], the Anthropic API): its exact 2020-12 form, prefixItems and
  // the rest as items, reads the same (convertRead of @mcp-wire/dialect; an unlabelled schema: readDraft07Forms)
  "draft-07-tuple": ["dialect-2020-12"],
  // ChatGPT refuses items: [...] (oomkapwn/enquire-mcp#354); the OpenAI function readers behind it require one
  // schema as items and ignore prefixItems (an array of prefixItems without items is refused, "array schema missing
  // items": camel-ai/camel#393; AnswerDotAI/toolslm#85), so the 2020-12 tuple keeps prefixItems and gets items: {}
  // for what it holds (same meaning where maxItems ends the tuple, as a z.tuple does; a rest schema is dropped, looser)
  "tuple-items": ["dialect-2020-12", "tuple-rest", "array-items"],
  // Ajv's default class has no 2020-12 meta-schema (npm:ajv@8.20.0)
  // or 2020-12 keywords, unknown to its strict draft-07 vocabulary
  "compile-failed": {
    byMessage: [
      [/no schema with key or ref "https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?"/, ["dialect-draft-07"]],
      [/strict mode: unknown keyword: "(?:prefixItems|\$defs|\$anchor|dependentRequired|dependentSchemas|minContains|maxContains)"/, ["dialect-draft-07"]],
    ],
  },
  "root-not-object": ["root-object-type", "output-wrap"],
  "root-combinator": ["root-combinators"],
  combinator: ["root-combinators"],
  "boolean-property": ["boolean-subschema"],
  "boolean-subschema": ["boolean-subschema"],
  "recursive-ref": ["ref-inline"],
  // a $ref loop of in-place applicators overflows every validation: unrolled a few times, then {} (looser)
  "infinite-recursion": ["ref-inline"],
  "ref-discarded": ["ref-inline"],
  "ref-prefix": ["ref-hoist"],
  "non-string-enum": ["enum-description"],
  "array-without-items": ["array-items"],
  "keyword-refused": { byKeyword: { $ref: ["ref-inline"], $schema: ["dialect-2020-12", "unlabel-2020-12"] } },
  // a keyword subset without references or labels (the OpenAPI 3.0 subset, OpenAI strict mode)
  "unsupported-keyword": { byKeyword: { $ref: ["ref-inline"], $defs: ["ref-inline"], definitions: ["ref-inline"], $schema: ["dialect-2020-12", "unlabel-2020-12"] } },
  "invalid-for-2020-12": { byKeyword: { exclusiveMinimum: ["draft-04-exclusive-bounds"], exclusiveMaximum: ["draft-04-exclusive-bounds"] } },
} satisfies Record<string, Need>);

/**
 * Codes whose loosenings apply to every schema of the list, whatever role: a host that refuses a `$schema` label
 * where it compiles is served the whole list in the dialect it loads, one dialect per host (a same-meaning
 * conversion; the readers of the other role are judged again, as every projection is).
 */
export const WHOLE_LIST: Readonly<Record<string, readonly LooseningId[]>> = Object.freeze({
  "unsupported-dialect-label": ["dialect-2020-12", "unlabel-2020-12"],
});

/** The loosenings one finding asks for (`[]`: none has a loosening-only form). */
export function needsOf(issue: HostIssue): readonly LooseningId[] {
  const need = Object.hasOwn(NEEDS, issue.code) ? NEEDS[issue.code] : undefined;
  if (need === undefined) return [];
  if (Array.isArray(need)) return need;
  if ("byMessage" in need) return need.byMessage.find(([pattern]) => pattern.test(issue.message))?.[1] ?? [];
  const tokens = parsePointer(issue.path) ?? [];
  const last = tokens[tokens.length - 1];
  const byKeyword = (need as { byKeyword: Readonly<Record<string, readonly LooseningId[]>> }).byKeyword;
  return last !== undefined && Object.hasOwn(byKeyword, last) ? (byKeyword[last] as readonly LooseningId[]) : [];
}
