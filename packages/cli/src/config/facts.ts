/**
 * The facts that exist only across a product's servers: its tool caps over the sum of every enabled server's tools,
 * and the names it builds from server and tool names (too long, or colliding once it replaced characters). The
 * numbers are the host catalog's (`PRODUCTS` of @mcp-wire/hosts), selected at the judged version and evidence level.
 */
import { judgedVersion, PRODUCTS, selectFacts, type Blast, type EvidenceLevel, type ProductRule } from "@mcp-wire/hosts";
import { QUALIFIED_FORMS, qualifiedLimit, qualifiedName } from "./naming.js";
import type { ConfigProduct } from "./types.js";

/** A tool of one server. */
export interface ServerTool {
  readonly server: string;
  readonly tool: string;
}

/** A tool-count rule of the product tripped by the sum of the tools. */
export interface CapFinding {
  /** The catalog rule (`tool-count-40`). */
  readonly rule: string;
  readonly max: number;
  /** What tripping it costs: `tool` (the tools past `max` are never offered), `requests` (every request fails), `none` (a warning). */
  readonly blast: Blast;
  readonly message: string;
  /** The rule's first public source. */
  readonly source: string;
  /** The tools lost, in config order: past `max` (blast `tool`), every tool (blast `requests`), none (blast `none`). */
  readonly lost: readonly ServerTool[];
}

/** A qualified name over the product's limit. */
export interface LongName extends ServerTool {
  readonly qualified: string;
  readonly length: number;
  readonly limit: number;
  readonly rule: string;
  readonly blast: Blast;
  readonly source: string;
}

/** Tools of different servers (or names) the product gives the same qualified name. */
export interface NameCollision {
  readonly qualified: string;
  readonly tools: readonly ServerTool[];
}

/** The cross-server facts of one setup. */
export interface SetupFacts {
  /** Tools offered to the product: every enabled server's, after its own filters. */
  readonly tools: number;
  readonly caps: readonly CapFinding[];
  readonly longNames: readonly LongName[];
  readonly collisions: readonly NameCollision[];
}

/** The product's counted rules of `kind` at the judged version. */
function counted(product: ConfigProduct, version: string | undefined, evidence: EvidenceLevel): readonly ProductRule[] {
  const facts = PRODUCTS[product].rules;
  return selectFacts(facts, { at: judgedVersion(PRODUCTS[product], version), evidence }).counted;
}

/**
 * The cross-server facts of `tools` (every offered tool, in config order) for `product`.
 * @param version - the product version judged (`--host <product>@<version>`); absent: its current release
 * @returns the {@link SetupFacts}; never throws
 */
export function setupFacts(product: ConfigProduct, tools: readonly ServerTool[], version: string | undefined, evidence: EvidenceLevel): SetupFacts {
  const rules = counted(product, version, evidence);
  const caps: CapFinding[] = [];
  for (const rule of rules) {
    if (rule.refuses.kind !== "tool-count" || tools.length <= rule.refuses.max) continue;
    const lost = rule.blast === "none" ? [] : rule.blast === "tool" ? tools.slice(rule.refuses.max) : [...tools];
    caps.push({ rule: rule.id, max: rule.refuses.max, blast: rule.blast, message: rule.message, source: rule.sources[0], lost });
  }
  const form = QUALIFIED_FORMS[product];
  const longNames: LongName[] = [];
  const collisions: NameCollision[] = [];
  if (form !== undefined) {
    const lengthRule = rules.find((rule) => rule.id === form.lengthRule && rule.refuses.kind === "tool-name");
    const limit = lengthRule?.refuses.kind === "tool-name" ? qualifiedLimit(form, lengthRule.refuses.pattern) : undefined;
    const byName = new Map<string, ServerTool[]>();
    for (const t of tools) {
      const qualified = qualifiedName(form, t.server, t.tool);
      byName.set(qualified, [...(byName.get(qualified) ?? []), t]);
      if (lengthRule !== undefined && limit !== undefined && qualified.length > limit) {
        longNames.push({ ...t, qualified, length: qualified.length, limit, rule: lengthRule.id, blast: lengthRule.blast, source: lengthRule.sources[0] });
      }
    }
    for (const [qualified, named] of byName) if (named.length > 1) collisions.push({ qualified, tools: named });
  }
  return { tools: tools.length, caps, longNames, collisions };
}
