/**
 * Product verdicts on a probe tool, two ways: what the product did (read from a lab recording) and what doctor says it
 * does (doctor's own report on the same list, replayed, judged at the recorded version). The differential test holds
 * one to the other. Verdicts, least to most: `kept`, `misread` (listed, but the schema sent to the model is not the one
 * the server listed), `result-rejected` (listed, a scripted call's result handed back as an error), `dropped` (not
 * offered to the model, the control tool of its list was), `list-lost` (the control tool was not offered either).
 *
 * The fake model API accepts every request, so a model API's refusal (blast `requests`: the Anthropic API's, the
 * Gemini API's) is not measured here: the product sent the tool, so doctor's product-layer verdict on such a tool is
 * what the product itself did with it. The model-API archetypes keep that layer.
 */
import { doctor, RecordedTransport, type CallRequest } from "@mcp-wire/cli";
import type { Blast, ProductId } from "@mcp-wire/hosts";
import { canonicalJson } from "./record.js";
import { keywordInfo } from "@mcp-wire/core";
import { DEFAULT_DIALECT, dialectOfLabel, mapChildren, type Dialect, type JsonObject, type JsonSchema } from "@mcp-wire/dialect";
import { listedEntry, type Json, type LabProduct, type ListRecording, type ProbeList, type ProbeTool, type ToolRecording } from "./types.js";

/** The verdicts, least to most. */
export const VERDICTS = ["kept", "misread", "result-rejected", "dropped", "list-lost"] as const;
/** One of {@link VERDICTS}. */
export type Verdict = (typeof VERDICTS)[number];

/** The verdict a product-layer blast gives (`requests` is the model API's: the product sent the tool). */
const BY_BLAST: Readonly<Record<Blast, Verdict>> = {
  none: "kept",
  misread: "misread",
  result: "result-rejected",
  tool: "dropped",
  list: "list-lost",
  requests: "kept",
};

/** The worse of two verdicts. */
const worse = (a: Verdict, b: Verdict): Verdict => (VERDICTS.indexOf(a) >= VERDICTS.indexOf(b) ? a : b);

const isObject = (value: Json | undefined): value is { readonly [key: string]: Json } => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Parameters a product adds to every tool's schema for its own use (measured: Gemini CLI 0.61.0 adds an optional
 * boolean `wait_for_previous` to each MCP tool and takes it off before the call reaches the server). They are not the
 * server's, so a schema is compared without them.
 */
const PRODUCT_PARAMETERS: Readonly<Partial<Record<LabProduct, readonly string[]>>> = { gemini: ["wait_for_previous"] };

/**
 * Keyword values that say nothing: a subschema with one of them reads the same values as without it (JSON Schema
 * 2020-12 Core §10.3.2.1–3, Validation §6.5.3; `true` ≡ `{}` by §4.3.2). Products write these in (Copilot CLI adds
 * `items: {}` to an array without items; Claude Code `additionalProperties: true`), so neither side keeps them.
 */
const VACUOUS: Readonly<Record<string, (value: Json) => boolean>> = {
  items: (value) => value === true || (isObject(value) && Object.keys(value).length === 0),
  additionalProperties: (value) => value === true || (isObject(value) && Object.keys(value).length === 0),
  properties: (value) => isObject(value) && Object.keys(value).length === 0,
  required: (value) => Array.isArray(value) && value.length === 0,
};

/**
 * `schema` as the values it reads: without annotations (`title`, `description`, `default`, `examples`, `$comment`, …)
 * and vacuous keywords ({@link VACUOUS}) in every subschema, a `true` subschema written `{}`.
 */
function constraintsOf(schema: Json, dialect: Dialect): Json {
  if (schema === true) return {};
  if (!isObject(schema)) return schema;
  const kept = Object.fromEntries(
    Object.entries(schema).filter(([keyword, value]) => keyword !== "$schema" && keywordInfo(keyword)?.class !== "annotation" && VACUOUS[keyword]?.(value) !== true),
  );
  return mapChildren(kept as JsonObject, dialect, (child) => constraintsOf(child as Json, dialect) as JsonSchema) as Json;
}

/**
 * Whether `sent` (a schema as `product` sent it to the model) reads the same values as `listed` (the schema the server
 * listed): equal once annotations are set aside in both (they change no value's verdict) and the product's own
 * parameters are taken off `sent`, in any key order. A tool listed without `inputSchema` is compared as `{}`.
 */
export function sameSchema(product: LabProduct, sent: Json | undefined, listed: Json | undefined): boolean {
  const dialect = (isObject(listed) && typeof listed["$schema"] === "string" ? dialectOfLabel(listed["$schema"]) : undefined) ?? DEFAULT_DIALECT;
  const own = PRODUCT_PARAMETERS[product] ?? [];
  const properties = isObject(sent) ? sent["properties"] : undefined;
  const mine =
    own.length === 0 || !isObject(sent) || !isObject(properties)
      ? sent
      : {
          ...sent,
          properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !own.includes(name))),
        };
  return canonicalJson(constraintsOf(mine ?? null, dialect)) === canonicalJson(constraintsOf(listed ?? {}, dialect));
}

/**
 * What the product did with each tool of `list`, by probe key, from its recording.
 * @throws Error when the recording lacks a probe of the list (the recording is stale: re-run `pnpm lab`)
 */
export function measuredVerdicts(product: LabProduct, list: ProbeList, recording: ListRecording): Readonly<Record<string, Verdict>> {
  const of = (key: string): ToolRecording => {
    const tool = recording.tools[key];
    if (tool === undefined) throw new Error(`the recording of ${list.id} has no probe ${key}: re-run pnpm lab`);
    return tool;
  };
  const lost = !of("control").listed;
  return Object.fromEntries(
    list.tools.map((probe) => {
      const tool = of(probe.key);
      if (lost) return [probe.key, "list-lost"];
      if (!tool.listed) return [probe.key, "dropped"];
      const call = tool.call;
      if (call !== undefined && "isError" in call && call.isError) return [probe.key, "result-rejected"];
      return [probe.key, sameSchema(product, tool.schema, probe.tool["inputSchema"]) ? "kept" : "misread"];
    }),
  );
}

/**
 * What doctor says `product`@`version` does with each tool of `list`, by probe key: doctor's own report (`doctor()` of
 * `@mcp-wire/cli`) on the list replayed at `protocolVersion`, with every scripted call made; per tool the worst of the
 * product's verdicts on its schemas and on the tool as a whole, and of its verdict on the call's result.
 * A list-level blast on any tool makes every tool `list-lost`.
 */
export async function doctorVerdicts(list: ProbeList, product: ProductId, version: string, protocolVersion: string): Promise<Readonly<Record<string, Verdict>>> {
  const calls = scriptedCalls(list);
  const transport = new RecordedTransport({
    protocolVersion,
    serverInfo: { name: `lab-${list.id}`, version: "1.0.0" },
    tools: list.tools.map(listedEntry),
    calls: list.tools.flatMap((probe) => (probe.call === undefined ? [] : [{ tool: String(probe.tool["name"]), elicitations: [], result: probe.call.result }])),
  });
  const report = await doctor({ kind: "transport", transport, label: `lab:${list.id}`, replay: true }, { hosts: [product], versions: { [product]: version }, calls });
  return verdictsOf(report, list, product);
}

/** The calls of `list`'s probes with a scripted call, as doctor's `--call`s: the tool's name and the probe's arguments. */
function scriptedCalls(list: ProbeList): CallRequest[] {
  return list.tools.flatMap((probe) => (probe.call === undefined ? [] : [{ tool: String(probe.tool["name"]), args: probe.call.arguments as CallRequest["args"] }]));
}

/**
 * What doctor says `product`@`version` does with each tool of `list` served live: doctor against the lab's own server
 * of the list (`serverCommand`, e.g. `node bin/lab-server.js <list.json>`: with an `offer`, it speaks 2026-07-28 at
 * `server/discover` too), so the product is judged at the revision it negotiates there (its `negotiates` fact), with
 * every scripted call made (on doctor's 2026-07-28 lane when the server offers it) and its results judged at that
 * revision too. Returns that revision (`hostRevisions`, else the session's) and the verdicts by probe key.
 */
export async function servedVerdicts(list: ProbeList, product: ProductId, version: string, serverCommand: readonly [string, ...string[]]): Promise<{ readonly revision: string; readonly verdicts: Readonly<Record<string, Verdict>> }> {
  const [command, ...args] = serverCommand;
  const report = await doctor({ kind: "stdio", command, args }, { hosts: [product], versions: { [product]: version }, calls: scriptedCalls(list) });
  return { revision: report.hostRevisions?.[product] ?? report.server.protocolVersion, verdicts: verdictsOf(report, list, product) };
}

/**
 * The name doctor's report gives the probe at `index` of its list: the tool's `name` when it is a string, else
 * `#<index>` (an entry that is not an object, a name of another kind), as `checkTools` names it.
 */
function reportName(probe: ProbeTool, index: number): string {
  const name = probe.entry === undefined ? probe.tool["name"] : undefined;
  return typeof name === "string" ? name : `#${index}`;
}

/** The verdicts of `product` in doctor's `report` on `list`, by probe key (see {@link doctorVerdicts}). */
function verdictsOf(report: Awaited<ReturnType<typeof doctor>>, list: ProbeList, product: ProductId): Readonly<Record<string, Verdict>> {
  const blastOf = (verdicts: readonly { readonly host: string; readonly issues: readonly { readonly blast: Blast }[] }[]): Verdict =>
    verdicts
      .filter((verdict) => verdict.host === product)
      .flatMap((verdict) => verdict.issues)
      .reduce<Verdict>((worst, issue) => worse(worst, BY_BLAST[issue.blast]), "kept");
  const byName = new Map(report.tools.map((tool) => [tool.name, [...tool.schemas.map((schema) => blastOf(schema.hosts)), blastOf(tool.hosts)].reduce(worse, "kept")]));
  const lost = [...byName.values()].includes("list-lost") || report.summary.hosts[product]?.listLost === true;
  return Object.fromEntries(
    list.tools.map((probe, index) => {
      const name = reportName(probe, index);
      if (lost) return [probe.key, "list-lost"];
      const call = report.calls.find((made) => made.tool === name);
      const rejected = call?.results.some((result) => result.host === product && result.status === "fail") === true;
      return [probe.key, worse(byName.get(name) ?? "kept", rejected ? "result-rejected" : "kept")];
    }),
  );
}
