/** Continue CLI (`cn`). */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

/** The lab recording of the Continue CLI 1.5.47 (`fixtures/lab/continue@1.5.47.json`), one source per probe list. */
const LAB = "lab:continue@1.5.47";

export const CONTINUE: Product = {
  id: "continue",
  title: "Continue CLI",
  current: "1.5.47", // the release the product lab installs from npm and runs offline (npm:@continuedev/cli@1.5.47)
  archetypes: [
    {
      role: "outputSchema",
      archetype: "mcp-sdk-v1-client",
      versions: ">=1.5.47",
      sources: [`${LAB}#output-unlabelled`, `${LAB}#output-draft-07`, `${LAB}#output-2020-12`, `${LAB}#ref-unresolvable-output`],
      confidence: "confirmed",
      kind: "measured",
    },
  ],
  wire: {
    loses: "list",
    versions: ">=1.5.47",
    sources: [`${LAB}#boolean-property-true`, `${LAB}#required-null`, `${LAB}#properties-array`, `${LAB}#root-absent`],
    confidence: "confirmed",
    kind: "measured",
  },
  negotiates: { prefers: ["2025-11-25"], versions: ">=1.5.47", sources: ["lab:continue@1.5.47#offer-2026-07-28"], confidence: "confirmed", kind: "measured" },
  rules: [
    {
      id: "root-combinator-stripped",
      code: "root-combinator",
      refuses: { kind: "keyword", keywords: ["allOf", "anyOf", "oneOf", "not", "if", "then", "else"], at: "root" },
      scope: "inputSchema",
      blast: "misread",
      message: "the Continue CLI strips a composition or conditional keyword at the root of an input schema and sends the rest: the model sees the tool without that constraint (looser)",
      versions: ">=1.5.47",
      sources: [`${LAB}#root-oneof`, `${LAB}#root-anyof`, `${LAB}#root-allof`, `${LAB}#root-not`, `${LAB}#root-if-then`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "root-defs-dropped",
      code: "ref-discarded",
      refuses: { kind: "keyword", keywords: ["$defs", "definitions"], at: "root" },
      scope: "inputSchema",
      blast: "misread",
      message: "the Continue CLI drops the root $defs/definitions of an input schema and keeps the $refs into them: the model gets references to nothing",
      versions: ">=1.5.47",
      sources: [`${LAB}#ref-defs`, `${LAB}#ref-definitions`, `${LAB}#ref-siblings`, `${LAB}#ref-recursive-input`, `${LAB}#ref-beside-type`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "root-additional-properties-dropped",
      code: "keyword-discarded",
      refuses: { kind: "keyword", keywords: ["additionalProperties"], at: "root" },
      scope: "inputSchema",
      blast: "misread",
      message: "the Continue CLI drops additionalProperties at the root of an input schema (nested ones are kept): the model sees the object open (looser)",
      versions: ">=1.5.47",
      sources: [`${LAB}#additional-properties`, `${LAB}#server-github`, `${LAB}#playwright-mcp`],
      confidence: "confirmed",
      kind: "measured",
    },
  ],
  clients: { names: ["continue-cli-client"], announcesVersion: false, versions: "*", sources: [CLIENT_INDEX, `${LAB}#name-dash`], confidence: "confirmed", kind: "measured" },
  notes:
    "No public report of the Continue CLI refusing or rewriting a tool schema or name was found; what it does is the lab's. Measured at 1.5.47 (later releases assumed until re-measured): of an input schema's root it sends only type, properties and required (root combinators and conditionals, $defs/definitions and additionalProperties were each seen dropped; other root keywords were not probed), nested subschemas unchanged; it parses tools/list with the MCP TypeScript SDK 1.x client (a wire-invalid tool — a boolean property schema, required: null, properties as an array, a non-object root, no inputSchema — or an outputSchema whose $ref does not resolve loses every tool of the server) and validates structuredContent against the outputSchema (a violating or missing structuredContent comes back as an error). It announces clientInfo {name: \"continue-cli-client\", version: \"1.0.0\"} at 1.5.47: the version is not its release and is not read as one.",
};
