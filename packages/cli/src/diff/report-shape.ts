/**
 * The shape of a doctor report read by `mcp-wire diff`: the published JSON Schema of the report
 * (docs/doctor-report.schema.json, shipped in the package's docs/), validated with Ajv (2020-12, strict), then the
 * counts the schema cannot relate (a report whose summary counts tools it does not list would make the diff report
 * gains that never happened), and the verdicts it cannot relate to `/hosts` (one per host, in order; a status that
 * agrees with its blast). The first problem is named by its JSON Pointer.
 *
 * Source: JSON Schema 2020-12 (Ajv 8 `Ajv2020`; an error's `instancePath` is a JSON Pointer, RFC 6901).
 */
import { readFileSync } from "node:fs";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { pointer } from "@mcp-wire/core";
import { kindOf, shown } from "../doctor/capture-shape.js";
import { isDoctorHost } from "../doctor/verdicts.js";

/**
 * Where the schema is: the package's copy (`scripts/copy-docs.mjs` puts it beside dist/ and bundle/), read from this
 * module in dist/diff/ or from its chunk in bundle/ (the `mcp-wire` command, scripts/bundle.mjs), else the
 * workspace's docs/ (a checkout built with `tsc -b` alone).
 */
const SCHEMA_URLS = [
  new URL("../../docs/doctor-report.schema.json", import.meta.url),
  new URL("../docs/doctor-report.schema.json", import.meta.url),
  new URL("../../../../docs/doctor-report.schema.json", import.meta.url),
];

let compiled: ValidateFunction | undefined;

/** The compiled schema, on first use (compiling takes milliseconds; `diff` of two captures never needs it). */
function validator(): ValidateFunction {
  if (compiled !== undefined) return compiled;
  let text: string | undefined;
  for (const url of SCHEMA_URLS) {
    try {
      text = readFileSync(url, "utf8");
      break;
    } catch {
      // the next place
    }
  }
  if (text === undefined) throw new Error(`doctor-report.schema.json is missing beside the package (looked at ${SCHEMA_URLS.map((url) => url.pathname).join(", ")})`);
  // verbose: each error carries the value it is about (`data`), named in the message by its kind
  compiled = new Ajv2020({ strict: true, allowUnionTypes: true, verbose: true }).compile(JSON.parse(text) as object);
  return compiled;
}

const TYPE_NAMES: Readonly<Record<string, string>> = { object: "an object", array: "an array", string: "a string", integer: "an integer", number: "a number", boolean: "a boolean", null: "null" };

/** Per Ajv keyword: the pointer an error is about and what must hold there; other keywords keep Ajv's message. */
const PHRASES: Readonly<Record<string, (error: ErrorObject) => { at: string; text: string }>> = {
  type: (e) => ({ at: e.instancePath, text: `must be ${[e.params["type"]].flat().map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(" or ")} (got ${kindOf(e.data)})` }),
  required: (e) => ({ at: pointer(e.instancePath, String(e.params["missingProperty"])), text: "must be present" }),
  additionalProperties: (e) => ({ at: pointer(e.instancePath, String(e.params["additionalProperty"])), text: "is not a member of a doctor report" }),
  enum: (e) => ({ at: e.instancePath, text: `must be one of ${(e.params["allowedValues"] as unknown[]).map((v) => JSON.stringify(v)).join(", ")} (got ${shown(e.data)})` }),
  const: (e) => ({ at: e.instancePath, text: `must be ${JSON.stringify(e.params["allowedValue"])} (got ${shown(e.data)})` }),
  minimum: (e) => ({ at: e.instancePath, text: `must be at least ${String(e.params["limit"])} (got ${shown(e.data)})` }),
};

/** The longest pointer a message shows: a report's own keys (a host name, an unknown member) may be megabytes long. */
const POINTER_SHOWN = 200;

/** `<pointer> <text>`, the root named `the root`, a pointer over {@link POINTER_SHOWN} characters cut with `…`. */
const named = (at: string, text: string) => `${at === "" ? "the root" : at.length > POINTER_SHOWN ? `${at.slice(0, POINTER_SHOWN - 1)}…` : at} ${text}`;

/**
 * Why `report` is not a doctor report of `reportVersion: 2` as docs/doctor-report.schema.json describes it, or
 * `undefined`.
 * @param report - a parsed JSON value with a `reportVersion` member
 * @param hosts - the hosts diff reads: for each, `/summary/hosts/<host>/toolsKept` must not exceed the tools listed
 * @returns the first problem, e.g. `/tools/0/hosts must be an array (got null)`,
 *   `/tools/0/hosts/0/blast must be one of "none", "misread", … (got "banana")`,
 *   `/summary/tools must be 0, the number of tools in /tools (got 9)`
 * @throws Error when the schema file is not beside the package (a broken install)
 */
export function reportProblem(report: unknown, hosts: readonly string[]): string | undefined {
  const validate = validator();
  if (!validate(report)) {
    const [error] = validate.errors ?? [];
    if (error === undefined) return "the root does not match docs/doctor-report.schema.json";
    const phrase = PHRASES[error.keyword]?.(error) ?? { at: error.instancePath, text: error.message ?? `fails ${error.keyword}` };
    return named(phrase.at, phrase.text);
  }
  const root = report as { tools: unknown[]; summary: { tools: number; hosts: Record<string, { toolsKept: number } | undefined> } };
  if (root.summary.tools !== root.tools.length) return named("/summary/tools", `must be ${root.tools.length}, the number of tools in /tools (got ${root.summary.tools})`);
  for (const host of hosts) {
    const kept = Object.hasOwn(root.summary.hosts, host) ? root.summary.hosts[host]?.toolsKept : undefined;
    if (kept !== undefined && kept > root.tools.length) return named(pointer("/summary/hosts", host, "toolsKept"), `must be at most ${root.tools.length}, the number of tools in /tools (got ${kept})`);
  }
  return verdictsProblem(report as Verdicts);
}

/** What {@link verdictsProblem} reads of a report that matches the schema. */
interface Verdicts {
  readonly hosts: readonly string[];
  readonly tools: readonly { readonly hosts: readonly Verdict[]; readonly schemas: readonly { readonly hosts: readonly Verdict[] }[] }[];
}
interface Verdict {
  readonly host: string;
  readonly status: string;
  readonly blast: string;
  readonly issues: readonly unknown[];
}

/**
 * What the schema cannot say of the verdicts: every host of `/hosts` is one doctor knows, listed once; each tool's
 * `hosts` hold exactly one verdict per host of `/hosts`, in that order, and so does each schema's, or none (a schema
 * not judged on its own: the tool has no inputSchema, or mcp-wire could not read the tool, whose verdicts are then the
 * tool's); a verdict fails exactly when its blast is not `none`, and a failing one names at least one issue. The first
 * problem, by its JSON Pointer.
 */
function verdictsProblem(report: Verdicts): string | undefined {
  const seen = new Set<string>();
  for (const [k, host] of report.hosts.entries()) {
    if (!isDoctorHost(host)) return named(`/hosts/${k}`, `must be a host doctor knows (got ${shown(host)})`);
    if (seen.has(host)) return named(`/hosts/${k}`, `lists ${shown(host)} a second time`);
    seen.add(host);
  }
  const listed = (at: string, verdicts: readonly Verdict[], schema = false): string | undefined => {
    if (schema && verdicts.length === 0) return undefined;
    if (verdicts.length !== report.hosts.length) return named(at, `must hold one verdict per host of /hosts (${report.hosts.length}; got ${verdicts.length})`);
    for (const [k, verdict] of verdicts.entries()) {
      const here = `${at}/${k}`;
      if (verdict.host !== report.hosts[k]) return named(`${here}/host`, `must be ${shown(report.hosts[k])}, the host at /hosts/${k} (got ${shown(verdict.host)})`);
      if ((verdict.status === "fail") !== (verdict.blast !== "none")) return named(`${here}/status`, `must be ${verdict.blast === "none" ? '"pass"' : '"fail"'} for blast ${shown(verdict.blast)} (got ${shown(verdict.status)})`);
      if (verdict.status === "fail" && verdict.issues.length === 0) return named(`${here}/issues`, "must name the issue a failing verdict is about (got none)");
    }
    return undefined;
  };
  for (const [i, tool] of report.tools.entries()) {
    const problem = listed(`/tools/${i}/hosts`, tool.hosts) ?? tool.schemas.map((schema, j) => listed(`/tools/${i}/schemas/${j}/hosts`, schema.hosts, true)).find((found) => found !== undefined);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
