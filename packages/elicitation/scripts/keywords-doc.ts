/**
 * Renders docs/keywords.md from the walk's fate table (src/walk/fates.ts), the wire grammar of each revision and the
 * vocabulary. `test/keywords-doc.test.ts` compares the committed file with this rendering (and rewrites it when run
 * with `UPDATE_DOCS=1`).
 */
import { VOCABULARY } from "@mcp-wire/core";
import { grammarFor, REVISIONS, type Grammar, type PrimitiveType } from "@mcp-wire/spec";
import { fateOf, NORMALIZED, ROOT_RULES, RULES, type Fate, type Place } from "../src/walk/index.js";

const TYPES: readonly PrimitiveType[] = ["string", "number", "integer", "boolean", "array"];
const PLACES: readonly Place[] = [...TYPES, "root"];

/** Keywords no vocabulary defines that the walk still knows, and stand-ins for the rest. */
const EXTRA = ["enumNames", "nullable", "x-…", "(any other name)"] as const;
/** The value a keyword is judged with in the table (only `additionalProperties` depends on it). */
const SAMPLES: readonly (readonly [string, string, unknown])[] = [
  ["additionalProperties: false", "additionalProperties", false],
  ["additionalProperties: true or {}", "additionalProperties", true],
  ["additionalProperties: {…}", "additionalProperties", { type: "string" }],
];

function cell(fate: Fate): string {
  switch (fate.kind) {
    case "keep":
      return "keep";
    case "rule":
      return fate.rule === "root" ? "root rule" : `rule: ${fate.rule}`;
    default:
      return `${fate.kind} \`${fate.code}\``;
  }
}

function decidedIn(keyword: string): string {
  const files: string[] = [];
  for (const step of NORMALIZED) if (step.keywords.includes(keyword)) files.push(`${step.file} (first)`);
  if (Object.hasOwn(RULES, keyword)) files.push(RULES[keyword as keyof typeof RULES].file);
  if (ROOT_RULES.has(keyword)) files.push("walk/root.ts (root)");
  files.push("walk/fates.ts");
  return files.map((file) => `\`${file.replace(/ \(.*\)$/, "")}\`${/ \((.*)\)$/.exec(file)?.[0] ?? ""}`).join(", ");
}

function rows(grammar: Grammar): string[] {
  const keywords = new Set<string>([...Object.keys(VOCABULARY), ...grammar.root.keys, ...TYPES.flatMap((type) => [...grammar.propertyKeys[type]])]);
  const out: string[] = [];
  const line = (label: string, keyword: string, value: unknown) => {
    const name = keyword === "x-…" ? "x-custom" : keyword === "(any other name)" ? "unknownKeyword" : keyword;
    // A revision without multi-selects refuses an array field before any keyword's fate (walk/rules/items.ts).
    const shown = (place: Place) => (place === "array" && grammar.propertyKeys.array.size === 0 ? "— (`revision-unsupported`)" : cell(fateOf(grammar, place, name, value)));
    out.push(`| ${label} | ${PLACES.map(shown).join(" | ")} | ${decidedIn(name)} |`);
  };
  for (const keyword of [...keywords].sort((a, b) => a.replace(/^\$/, "").localeCompare(b.replace(/^\$/, "")))) {
    if (keyword === "additionalProperties") for (const [label, name, value] of SAMPLES) line(`\`${label}\``, name, value);
    else line(`\`${keyword}\``, keyword, {});
  }
  for (const keyword of EXTRA) if (!keywords.has(keyword)) line(keyword.startsWith("(") ? keyword : `\`${keyword}\``, keyword, {});
  return out;
}

/** docs/keywords.md as the fate table gives it today. */
export function renderKeywordsDoc(): string {
  const lines = [
    "# Keyword fates, per revision",
    "",
    "<!-- Generated from packages/elicitation/src/walk/fates.ts by packages/elicitation/scripts/keywords-doc.ts. Do not edit:",
    "     packages/elicitation/test/keywords-doc.test.ts fails when this file drifts; `UPDATE_DOCS=1 npx -y pnpm@10.34.8 test` rewrites it. -->",
    "",
    "What `toRequestedSchema` and `validateRequestedSchema` do with every keyword of a requestedSchema, at every MCP",
    "revision, on each field type and at the root. One row per keyword; the last column names the files that decide it",
    "(paths under `packages/elicitation/src/`).",
    "",
    "- **keep**: the wire carries it there;",
    "- **rule: …**: a rule module decides from the value (`format`: kept when it is one of the revision's formats;",
    "  `pattern`: a library's own companion of a wire format is dropped or restored as the format, any other pattern is",
    "  `pattern-unsupported`);",
    "- **drop `code`**: an annotation the wire cannot place, dropped with a note;",
    "- **unsupported `code`**: a constraint the wire cannot advertise: rejected, or dropped and listed under",
    "  `onUnsupported: \"drop\"`;",
    "- **reject `code`**: structure the wire cannot carry;",
    "- **root rule**: read by `walk/root.ts` itself (`type`, `properties`, `required`, `$schema`).",
    "",
    "Before the fates, these rewrites run, in this order (each in its rule module; the keyword then meets its fate in the",
    "rewritten form):",
    "",
    "| keywords | rule module | codes |",
    "|---|---|---|",
    ...NORMALIZED.map((step) => `| ${step.keywords.map((k) => `\`${k}\``).join(", ")} | \`${step.file}\` | ${step.codes.map((c) => `\`${c}\``).join(", ")} |`),
    "",
    "Every code is explained in [diagnostics.md](diagnostics.md). To add a revision: add it to `REVISIONS` and its wire",
    "schemas in `packages/spec/src/revisions.ts` and `packages/spec/src/wire.ts` (the grammar is derived from them); put",
    "its official `schema.json` under `fixtures/mcp-spec/<revision>/`; copy its `Tool` / `ListToolsResult` definitions",
    "into `packages/hosts/src/wire/definitions.ts` (a drift test compares them with the fixture); then rewrite this file",
    "(`UPDATE_DOCS=1 npx -y pnpm@10.34.8 test`). The fate table itself changes only when a keyword needs new code.",
  ];
  for (const revision of REVISIONS) {
    const grammar = grammarFor(revision);
    lines.push("", `## ${revision}`, "", `| keyword | ${PLACES.join(" | ")} | decided in |`, `|---|${PLACES.map(() => "---|").join("")}---|`, ...rows(grammar));
  }
  return `${lines.join("\n")}\n`;
}
