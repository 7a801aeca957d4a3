/**
 * The host layer: what one archetype's validator or rules do with one schema it receives, as {@link HostIssue}s with
 * that host's blast. Validator hosts run the real engine (validators.ts): a failed compile prices the dialect layer's
 * findings and the engine's own message at the validator's blast; a schema that loads but is read with draft-07
 * semantics although it declares (or defaults to) a later dialect is `misread` where a keyword is read differently.
 * Rule hosts (model APIs) apply their reading's rules (api-rules.ts) and refuse the dialect layer's findings.
 */
import { pointer, show } from "@mcp-wire/core";
import { dialectOf, isJsonObject, own, walkSchema, type JsonSchema } from "@mcp-wire/dialect";
import type { ArchetypeProfile, RuleReading, ValidatorReading } from "./archetypes.js";
import { apiRuleIssues } from "./api-rules.js";
import { hostIssue } from "./issues.js";
import type { DialectFinding } from "./meta.js";
import type { HostIssue, SchemaRole } from "./types.js";
import type { ValidatorSession } from "./validators.js";

/**
 * 2019-09 / 2020-12 keywords the Ajv draft-07 class does not apply (JSON Schema 2019-09 and 2020-12 core and
 * applicator vocabularies; Ajv's draft-07 vocabulary): a schema using them is read more loosely.
 */
const LATER_KEYWORDS = [
  "prefixItems", "dependentRequired", "dependentSchemas", "unevaluatedProperties", "unevaluatedItems", "minContains", "maxContains",
  "$dynamicRef", "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor",
] as const;

const ROOT_COMBINATORS = ["anyOf", "oneOf", "allOf"] as const;

/**
 * The issues of a validator host for a schema it compiles. `findings` gives the dialect layer's findings on the
 * schema; it is called only when the compile fails (a schema that loads prices none of them), so a schema the
 * validator loads is never checked against its meta-schema for this host.
 */
export function validatorIssues(reading: ValidatorReading, session: ValidatorSession, schema: JsonSchema, findings: () => readonly DialectFinding[], source: string | undefined): HostIssue[] {
  const compiled = session.compile(schema);
  if (!compiled.ok) {
    return [
      ...findings().filter((found) => found.code !== "unknown-dialect").map((found) => hostIssue(found.path, found.code, "dialect", reading.blast, found.message)),
      hostIssue(compiled.code === "unsupported-dialect-label" ? "/$schema" : "", compiled.code, "host", reading.blast, `${session.kind}: ${compiled.message}`, source),
    ];
  }
  const shared = compiled.sharedId === undefined
    ? []
    : [hostIssue("/$id", "shared-id", "host", "misread", `${session.kind} serves $id ${show(compiled.sharedId)} from its cache: an earlier tool's schema with this $id is applied instead`, source)];
  return [...shared, ...recursions(reading, session, schema, source), ...(reading.reads === "draft-07" ? draft07Misreads(schema, source) : [])];
}

/**
 * `infinite-recursion` at each `$ref` of a loop the engine runs on one instance (`loops` of the session: `$ref`s and
 * in-place applicators only, less what Ajv skips) in a schema it compiled: every validation then throws RangeError
 * "Maximum call stack size exceeded". Measured with the real clients (`npm:@modelcontextprotocol/sdk@1.32.2`,
 * `npm:@modelcontextprotocol/client@2.4.0` and `@2.0.0-beta.5`): `listTools()` keeps the tool and every `callTool`
 * whose `structuredContent` reaches the loop (all of them, for a loop in place at the root) fails "Failed to validate
 * structured content: Maximum call stack size exceeded", the validator's `validates` blast.
 */
function recursions(reading: ValidatorReading, session: ValidatorSession, schema: JsonSchema, source: string | undefined): HostIssue[] {
  return session.loops(schema).map((at) => hostIssue(at, "infinite-recursion", "host", reading.validates, `${session.kind} compiles this $ref loop, but a validation that reaches it recurses on the same instance until the stack overflows (RangeError)`, source));
}

/** Where the Ajv draft-07 class reads a 2019-09 / 2020-12 schema differently from its own dialect. */
function draft07Misreads(schema: JsonSchema, source: string | undefined): HostIssue[] {
  const declared = dialectOf(schema);
  if (declared !== "2020-12" && declared !== "2019-09") return [];
  const out: HostIssue[] = [];
  walkSchema(schema, declared, (node, at) => {
    if (!isJsonObject(node)) return;
    for (const keyword of LATER_KEYWORDS) {
      if (Object.hasOwn(node, keyword)) out.push(hostIssue(pointer(at, keyword), "read-as-draft-07", "host", "misread", `${keyword} is ignored under draft-07 semantics (looser)`, source));
    }
    const items = own(node, "items");
    if (declared === "2020-12" && Array.isArray(own(node, "prefixItems")) && items !== undefined && items !== true) {
      out.push(hostIssue(pointer(at, "items"), "tuple-misread", "host", "misread", "items beside prefixItems applies to every element under draft-07 semantics (tighter)", source));
    }
  });
  return out;
}

/** The issues of a rule host (a model API) for a schema it receives. */
export function ruleIssues(profile: ArchetypeProfile, reading: RuleReading, role: SchemaRole, schema: JsonSchema, findings: readonly DialectFinding[]): HostIssue[] {
  const source = profile.sources[0];
  const out: HostIssue[] = findings.filter((found) => reading.refuses.includes(found.code)).map((found) => hostIssue(found.path, found.code, "dialect", reading.blast, found.message));
  out.push(...apiRuleIssues(profile, reading, role, schema));
  // Top-level keys only: the refusals name `input_schema.properties`, and nested `$`-keys (mongodb-mcp-server's
  // `$vectorSearch`) are not reported refused.
  const names = reading.propertyNames;
  const properties = names !== undefined && isJsonObject(schema) ? own(schema, "properties") : undefined;
  if (names !== undefined && isJsonObject(properties)) {
    for (const key of Object.keys(properties)) {
      if (!names.test(key)) out.push(hostIssue(pointer("/properties", key), "property-name", "host", reading.blast, `${profile.id} refuses property key ${show(key)}: top-level keys must match ${names.source}`, source));
    }
  }
  if (reading.rootCombinators && role === "inputSchema" && isJsonObject(schema)) {
    for (const keyword of ROOT_COMBINATORS) {
      if (Object.hasOwn(schema, keyword)) out.push(hostIssue(`/${keyword}`, "root-combinator", "host", reading.blast, `${profile.id} refuses ${keyword} at the top level of an input schema`, source));
    }
  }
  return out;
}
