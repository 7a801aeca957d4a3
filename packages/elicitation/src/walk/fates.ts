/**
 * The fate of every keyword of a property at every revision, as one function over data: the wire grammar of the
 * revision (`@mcp-wire/spec`), the keyword classes (`keywords.ts`, from `@mcp-wire/core`'s vocabulary), the codes
 * below, and one rule module per keyword that needs code (`rules/<keyword>.ts`). `docs/keywords.md` is generated
 * from this table (test/keywords-doc.test.ts fails when it drifts).
 *
 * Before the fates, the lossless rewrites of `normalize.ts` run (their keywords are listed in {@link NORMALIZED});
 * after them, the kept keywords must match one wire variant.
 */
import type { Grammar, PrimitiveType } from "@mcp-wire/spec";
import type { IssueCode } from "../issues.js";
import { isKnownKeyword, keywordClass } from "../keywords.js";

/**
 * The rule modules that decide a keyword's fate in code, and where: `carried` where the wire carries the keyword for
 * the type (its value decides), `not-carried` where it does not.
 */
export const RULES = {
  format: { file: "walk/rules/format.ts", applies: "carried" },
  pattern: { file: "walk/rules/pattern.ts", applies: "not-carried" },
} as const;
/** A keyword decided by a rule module. */
export type RuleKeyword = keyof typeof RULES;

/** The root keywords `walk/root.ts` reads itself (MCP `ElicitRequestFormParams.requestedSchema`). */
export const ROOT_RULES: ReadonlySet<string> = new Set(["type", "properties", "required", "$schema"]);

/** Where a keyword stands: on a property of a wire type, or at the requestedSchema root. */
export type Place = PrimitiveType | "root";

/**
 * What happens to one keyword of a property:
 * - `keep`: the wire carries it for this type at this revision;
 * - `rule`: decided by its rule module ({@link RULES});
 * - `drop`: an annotation the wire cannot place, dropped with a note (`code`);
 * - `unsupported`: a constraint the wire cannot advertise: rejected, or dropped and listed under
 *   `onUnsupported: "drop"` (`code`);
 * - `reject`: structure the wire cannot carry (`code`).
 */
export type Fate =
  | { readonly kind: "keep" }
  | { readonly kind: "rule"; readonly rule: RuleKeyword | "root" }
  | { readonly kind: "drop" | "unsupported" | "reject"; readonly code: IssueCode };

/** Annotations dropped with a code of their own, per place. */
const DROP_CODES: Readonly<Record<"property" | "root", Readonly<Record<string, IssueCode>>>> = {
  property: { default: "default-dropped" },
  // the references that used a definitions container are inlined by then (walk/rules/ref.ts)
  root: { $defs: "definitions-dropped", definitions: "definitions-dropped" },
};

const KEEP: Fate = { kind: "keep" };
const ROOT_RULE: Fate = { kind: "rule", rule: "root" };

/**
 * The fate of `keyword` (with `value`) on a property of wire type `place`, or at the root, at the grammar's revision.
 * @param grammar - `grammarFor(revision)` of `@mcp-wire/spec`
 * @param place - the property's wire type, or `"root"`
 * @param keyword - any keyword (a name no vocabulary defines is an `unknown-keyword` constraint)
 * @param value - the keyword's value (only `additionalProperties` is decided by it)
 */
export function fateOf(grammar: Grammar, place: Place, keyword: string, value: unknown): Fate {
  const drops = DROP_CODES[place === "root" ? "root" : "property"];
  if (place === "root") {
    if (ROOT_RULES.has(keyword)) return ROOT_RULE;
    if (Object.hasOwn(drops, keyword)) return { kind: "drop", code: drops[keyword]! };
  } else {
    const carried = grammar.propertyKeys[place].has(keyword);
    const rule = Object.hasOwn(RULES, keyword) ? RULES[keyword as RuleKeyword] : undefined;
    if (rule !== undefined && (rule.applies === "carried") === carried) return { kind: "rule", rule: keyword as RuleKeyword };
    if (carried) return KEEP;
  }
  switch (keywordClass(keyword, value)) {
    case "annotation":
      return { kind: "drop", code: Object.hasOwn(drops, keyword) ? drops[keyword]! : "annotation-dropped" };
    case "constraint":
      return { kind: "unsupported", code: keyword === "format" ? "format-unsupported" : isKnownKeyword(keyword) ? "keyword-unsupported" : "unknown-keyword" };
    case "structure":
      return { kind: "reject", code: "structure-unsupported" };
  }
}

/**
 * Keywords rewritten before the fates (`normalize.ts`, in this order), each with the rule module and the codes
 * its rewrites and refusals carry. A keyword listed here may still meet its fate afterwards, in the rewritten form.
 */
export const NORMALIZED: readonly { readonly keywords: readonly string[]; readonly file: string; readonly codes: readonly IssueCode[] }[] = [
  { keywords: ["$ref"], file: "walk/rules/ref.ts", codes: ["ref-inlined", "ref-unsupported"] },
  { keywords: ["allOf"], file: "walk/rules/all-of.ts", codes: ["all-of-merged", "structure-unsupported"] },
  { keywords: ["type"], file: "walk/rules/type.ts", codes: ["type-array-collapsed", "nullable-unsupported", "union-unsupported"] },
  { keywords: ["const"], file: "walk/rules/const.ts", codes: ["const-to-enum", "enum-non-string", "variant-conflict"] },
  { keywords: ["anyOf", "oneOf"], file: "walk/rules/options.ts", codes: ["options-to-enum", "options-to-titled", "titled-to-legacy", "enum-empty", "nullable-unsupported", "union-unsupported"] },
  { keywords: ["enum"], file: "walk/rules/enum.ts", codes: ["enum-type-added", "enum-non-string", "invalid-value"] },
  { keywords: ["exclusiveMinimum", "exclusiveMaximum"], file: "walk/rules/exclusive-bounds.ts", codes: ["exclusive-bound-to-inclusive", "bounds-conflict"] },
  { keywords: ["items", "prefixItems"], file: "walk/rules/items.ts", codes: ["array-items-unsupported", "revision-unsupported"] },
];
