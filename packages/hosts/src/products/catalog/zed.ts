/** Zed's agent, on the providers that take a JSON Schema subset (Gemini, xAI, OpenAI-compatible). */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

/** Zed's schema adapter and the MCP tool that applies it before each request, read at one commit each. */
const ADAPTER = [
  "zed-industries/zed@3b7c7e5a712a3b468e670324a063314699ef710c:crates/language_model/src/tool_schema.rs",
  "zed-industries/zed@f29879deca5a044619bab66c9e4baa5313a298bc:crates/agent/src/tools/context_server_registry.rs",
] as const;

/**
 * The other side of every subset-provider rule: the same adapter sends the schema nearly as is to the providers that take
 * full JSON Schema (Anthropic, OpenAI direct), and the protocol does not say which provider a user's Zed routes to —
 * so each rule is contested (at risk) until the provider is known.
 */
const OTHER_PROVIDERS = [ADAPTER[0]] as const;

/**
 * The model APIs among `MODEL_APIS` that Zed sends through its subset adapter: Gemini (`is_gemini` providers take
 * the subset); the Anthropic API and OpenAI direct take the schema nearly as is. Judged as `zed+gemini`, each
 * subset-provider rule holds, confirmed; as `zed+anthropic` or `zed+openai-strict`, none does.
 */
const SUBSET_ROUTES = ["gemini"] as const;

/** One subset-provider rewrite read in `adapt_to_json_schema_subset`: the keywords it removes or renames, as data. */
const SUBSET_REWRITES = [
  { id: "format-removed", keywords: ["format"], kinds: ["string"], what: "a string format" },
  { id: "additional-properties-removed", keywords: ["additionalProperties"], kinds: ["boolean"], what: "a boolean additionalProperties (false: the model is no longer told extra arguments are refused)" },
  { id: "exclusive-bound-removed", keywords: ["exclusiveMinimum", "exclusiveMaximum"], kinds: ["number"], what: "a numeric exclusiveMinimum/exclusiveMaximum" },
] as const;

export const ZED: Product = {
  id: "zed",
  title: "Zed",
  // no current release: no cited source names a Zed release, so Zed is judged at latest
  archetypes: [],
  rules: [
    {
      id: "conditional",
      code: "keyword-refused",
      refuses: { kind: "keyword", keywords: ["if", "then", "else"], at: "anywhere" },
      scope: "inputSchema",
      blast: "tool",
      message: "\"Schema cannot be made compatible\": Zed drops a tool with if/then/else on subset providers",
      versions: "*",
      sources: ["zed-industries/zed#60165", "zed-industries/zed#60162"],
      confidence: "contested",
      against: OTHER_PROVIDERS,
      routes: SUBSET_ROUTES,
    },
    {
      id: "ref",
      code: "keyword-refused",
      refuses: { kind: "keyword", keywords: ["$ref"], at: "anywhere" },
      scope: "inputSchema",
      blast: "tool",
      message: "\"Schema cannot be made compatible because it contains $ref\": Zed drops the tool on subset providers",
      versions: "*",
      sources: ["zed-industries/zed#60162"],
      confidence: "contested",
      against: OTHER_PROVIDERS,
      routes: SUBSET_ROUTES,
      fixedBy: "zed-industries/zed#60165",
    },
    ...SUBSET_REWRITES.map(({ id, keywords, kinds, what }) => ({
      id,
      code: "keyword-lowered",
      refuses: { kind: "keyword-value" as const, keywords, kinds },
      scope: "inputSchema" as const,
      blast: "misread" as const,
      message: `On subset providers Zed removes ${what} anywhere in the schema before sending it: the model sees a looser tool`,
      versions: "*",
      sources: ADAPTER,
      confidence: "contested" as const,
      against: OTHER_PROVIDERS,
      routes: SUBSET_ROUTES,
      kind: "source" as const,
    })),
    {
      id: "oneof-lowered",
      code: "keyword-lowered",
      refuses: { kind: "keyword", keywords: ["oneOf"], at: "anywhere" },
      scope: "inputSchema",
      blast: "misread",
      message: "On subset providers Zed renames every oneOf to anyOf: the model is no longer told exactly one branch may match",
      versions: "*",
      sources: ADAPTER,
      confidence: "contested",
      against: OTHER_PROVIDERS,
      routes: SUBSET_ROUTES,
      kind: "source",
    },
  ],
  clients: { names: ["Zed"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes:
    "MCP revision negotiated: unknown for the releases recorded, so Zed is judged as the SDK 1.x client negotiates (2025-11-25). The only stored source, zed-industries/zed@3991ce85426d686283af2149cd82d6d1501bb730:crates/context_server/src/types.rs, names 2025-03-26 as its latest revision, at a commit whose release is not known, and has no server/discover. The rules hold on providers that use Zed's JSON Schema subset only (Gemini, xAI, OpenAI-compatible); the protocol does not carry the provider, so each is contested (shown at risk, counted with --evidence contested) unless the user names the model API: zed+gemini counts them, zed+anthropic and zed+openai-strict leave them out. Read in the code (zed-industries/zed@3b7c7e5a712a3b468e670324a063314699ef710c:crates/language_model/src/tool_schema.rs, before the $ref fix of zed-industries/zed#60165): adapt_schema_to_format removes a root $schema and title for every provider; on other providers (Anthropic, OpenAI direct) it adds additionalProperties: false and an empty properties to an object root that lacks them, so those receive the schema nearly as is, not exactly; on subset providers it errors on a key if/then/else/$ref in any JSON object of the schema (a property named so too, which the rules here do not judge), and gives a bare description without type or combinator type \"string\". A tool whose schema errors is left out of the request (zed-industries/zed@4ab8c1086dc5d75501caa7256b42331441284514:crates/agent/src/thread.rs, available_tools). A null or empty input schema is sent as {\"type\": \"object\", \"properties\": []} (zed-industries/zed@f29879deca5a044619bab66c9e4baa5313a298bc:crates/agent/src/tools/context_server_registry.rs). The tools/list reply is read with serde (zed-industries/zed@3991ce85426d686283af2149cd82d6d1501bb730:crates/context_server/src/types.rs: name and inputSchema required, inputSchema any JSON value); a reply that does not fit is logged and the server is left with no tools (context_server_registry.rs above). That parse is looser than the wire schema, so no wire rule is recorded. A tool-name cut at 64 bytes was not found at these commits.",
};
