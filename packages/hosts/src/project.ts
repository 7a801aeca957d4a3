/**
 * `projectFor`: the form of a tool schema that one host accepts, or the issues that stop it.
 */
import { pointer as appendPointer } from "@mcp-wire/core";
import {
  convertRead, copyJson, dialectOf, isJsonObject, issue, mapKeywordValue, portableRead, readDraft07Forms, readSchema, setOwn, structuralIssues,
  type JsonObject, type JsonSchema, type Projection, type SchemaIssue,
} from "@mcp-wire/dialect";
import { checkRead, type ToolSchemaOptions } from "./check.js";
import { HOST_PROFILES, type HostId, type HostProfile } from "./profiles.js";

/** The outcome of `projectFor`: the schema for the host and what was loosened, or the issues that stop it. */
export type HostProjection =
  | { readonly schema: JsonSchema; readonly loosened: readonly SchemaIssue[]; readonly issues: readonly [] }
  | { readonly schema: undefined; readonly loosened: readonly SchemaIssue[]; readonly issues: readonly SchemaIssue[] };

type Step = (schema: JsonSchema) => { schema: JsonSchema | undefined; loosened: readonly SchemaIssue[]; issues: readonly SchemaIssue[] };

/** The first projection step per `Projection` kind. */
const STEPS: Readonly<Record<Projection, Step>> = {
  "draft-07": (schema) => {
    const converted = convertRead(schema, { to: "draft-07" });
    return converted.schema !== undefined ? { ...converted, loosened: [] } : portableRead(schema);
  },
  "2020-12": (schema) => {
    const converted = convertRead(schema, { to: "2020-12" });
    return converted.schema === undefined ? { ...converted, loosened: [] } : { schema: unlabel(converted.schema), loosened: [], issues: [] };
  },
  portable: (schema) => portableRead(schema),
};

/**
 * Projects `schema` for `host`: converts it to the dialect the host reads (draft-07 hosts get the labelled
 * draft-07 form, or the portable form when draft-07 cannot express it; 2020-12 hosts the unlabelled 2020-12
 * form; hosts with a keyword subset the portable form with `const` → `enum` and unsupported keywords and
 * formats dropped, each drop reported in `loosened`). An unlabelled schema is 2020-12, but its forms that are
 * invalid in 2020-12 and definite in draft-07 (`items: [...]` + `additionalItems`, `dependencies`,
 * `$id: "#name"`) are first read with their draft-07 meaning, each reported in `loosened` as `read-as-draft-07`.
 * Then runs `checkToolSchema`; remaining diagnostics (strict-mode requirements, a root that is not
 * `type: "object"` for input or output, …) are returned as `issues` with `schema: undefined`.
 * Returns `HostProjection` (`{ schema, loosened, issues: [] }` or `{ schema: undefined, loosened, issues }`, each
 * entry a `SchemaIssue`). Reads `schema` once through a guarded snapshot (`readSchema`): its hazards, keyword
 * values of the wrong type (`invalid-keyword-value`) and `$ref` loops without progress (`ref-cycle`) are
 * `issues`, never "fixed". Never throws; never mutates the input.
 */
export function projectFor(schema: JsonSchema, host: HostId, options: ToolSchemaOptions = {}): HostProjection {
  const snapshot = readSchema(schema);
  if (snapshot.value === undefined) return { schema: undefined, loosened: [], issues: snapshot.issues };
  return projectRead(snapshot.value, host, options);
}

function projectRead(schema: JsonSchema, host: HostId, options: ToolSchemaOptions): HostProjection {
  const profile = HOST_PROFILES[host];
  const broken = structuralIssues(schema, dialectOf(schema) ?? "2020-12");
  if (broken.length > 0) return { schema: undefined, loosened: [], issues: broken };
  // An unlabelled schema's draft-07-only forms (items arrays, dependencies, `$id: "#name"`) read as draft-07 for
  // every host, as in toPortableSchema; the portable step reads (and reports) them itself.
  const read = profile.projection === "portable" ? { schema, notes: [] } : readDraft07Forms(schema);
  const first = STEPS[profile.projection](read.schema);
  if (first.schema === undefined) return { schema: undefined, loosened: [...read.notes, ...first.loosened], issues: first.issues };
  const loosened = [...read.notes, ...first.loosened];
  const projected = profile.keywords === "any" && profile.formats === "any" ? first.schema : subset(first.schema, profile, "", loosened);
  const issues = checkRead(projected, host, options);
  return issues.length > 0 ? { schema: undefined, loosened, issues } : { schema: projected, loosened, issues: [] };
}

function unlabel(schema: JsonSchema): JsonSchema {
  if (!isJsonObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) if (key !== "$schema") setOwn(out, key, value);
  return out;
}

/**
 * Keeps only the host's keywords, top-down (so a dropped keyword takes its subtree with it). The portable
 * form has no `not`/`oneOf`/`if` left under a kept keyword of a subset host (none is in a subset), so every
 * drop is in positive position: a loosening.
 */
function subset(schema: JsonSchema, profile: HostProfile, pointer: string, loosened: SchemaIssue[]): JsonSchema {
  if (!isJsonObject(schema)) return schema;
  const allowed = profile.keywords;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    const path = appendPointer(pointer, key);
    if (key === "const" && allowed !== "any" && !allowed.includes("const") && allowed.includes("enum") && !Object.hasOwn(schema, "enum")) {
      setOwn(out, "enum", [copyJson(value)]);
    } else if (allowed !== "any" && !allowed.includes(key)) {
      loosened.push(issue(path, "unsupported-keyword", `${profile.id} does not read ${key}; dropped`));
    } else if (key === "format" && typeof value === "string" && profile.formats !== "any" && !profile.formats.includes(value)) {
      loosened.push(issue(path, "unsupported-format", `${profile.id} does not support format ${JSON.stringify(value)}; dropped`));
    } else {
      setOwn(out, key, mapKeywordValue("2020-12", key, value, (item, tokens) => subset(item, profile, appendPointer(pointer, ...tokens), loosened)));
    }
  }
  return out;
}
