/**
 * One side of `mcp-wire diff`: what each selected host does with each tool of one version of a server, read from a
 * doctor report (`reportVersion: 2`, see docs/doctor.md). Reading is guarded: a report from a file may be anything, so
 * it is validated against docs/doctor-report.schema.json first (`report-shape.ts`), every field read is checked
 * again, and a field of the wrong kind is a {@link DiffError} naming its JSON Pointer.
 */
import { BLASTS, EVERY_VERSION, isHostTarget, isProductHost, worse, type Blast } from "@mcp-wire/hosts";
import { pointer } from "@mcp-wire/core";
import { DOCTOR_REPORT_VERSION } from "../doctor/report.js";
import { DiffError } from "./errors.js";
import { reportProblem } from "./report-shape.js";

/** Where a host's verdict on a tool comes from: the worst issue of the worst verdict. */
export interface Reason {
  /** `inputSchema` / `outputSchema`, or `null` for the tool as a whole (its name, its size). */
  readonly role: string | null;
  /** JSON Pointer into that schema (into the tool when `role` is `null`). */
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** What one host does with one tool: the worst blast of its verdicts, and the issue behind it (`null` when kept). */
export interface ToolState {
  readonly blast: Blast;
  readonly reason: Reason | null;
}

/** A server-wide finding of one host (a tool-count cap, …). */
export interface ServerIssue {
  readonly code: string;
  readonly blast: Blast;
  readonly message: string;
}

/** What one host does with one version of the server. */
export interface HostSide {
  readonly toolsKept: number;
  readonly listLost: boolean;
  readonly requestsFail: boolean;
  readonly issues: readonly ServerIssue[];
  /** By tool name (a name listed twice: the last, as the SDK clients keep it). */
  readonly tools: ReadonlyMap<string, ToolState>;
}

/** One version of the server, as diff compares it. */
export interface Side {
  /** The file, as given. */
  readonly file: string;
  /** `report`: a doctor `--json` report was read; `capture`: a capture was replayed and judged now. */
  readonly source: "report" | "capture";
  readonly name: string | null;
  readonly version: string | null;
  readonly protocolVersion: string;
  /** Tool names in list order, each once. */
  readonly tools: readonly string[];
  /**
   * The tools listed: every entry of the list, a name listed twice counted twice, as doctor counts them (the report's
   * `summary.tools`, the `of N` of its `keeps K of N`).
   */
  readonly listed: number;
  /** The product version each selected host was judged at (a report's `hostVersions`); a host without one: unversioned. */
  readonly hostVersions: Readonly<Record<string, string>>;
  readonly hosts: ReadonlyMap<string, HostSide>;
}

type Json = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** A guarded reader of one report: each accessor checks the kind and throws a {@link DiffError} at its pointer. */
class Reader {
  constructor(private readonly file: string) {}

  fail(at: string, expected: string): never {
    throw new DiffError("not-a-report", `${this.file}: ${at === "" ? "the root" : at} must be ${expected}`);
  }

  record(value: unknown, at: string): Json {
    return isRecord(value) ? value : this.fail(at, "an object");
  }

  array(value: unknown, at: string): readonly unknown[] {
    return Array.isArray(value) ? value : this.fail(at, "an array");
  }

  string(value: unknown, at: string): string {
    return typeof value === "string" ? value : this.fail(at, "a string");
  }

  nullableString(value: unknown, at: string): string | null {
    return value === null || value === undefined ? null : this.string(value, at);
  }

  boolean(value: unknown, at: string): boolean {
    return typeof value === "boolean" ? value : this.fail(at, "a boolean");
  }

  count(value: unknown, at: string): number {
    return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : this.fail(at, "a non-negative integer");
  }

  blast(value: unknown, at: string): Blast {
    return (BLASTS as readonly unknown[]).includes(value) ? (value as Blast) : this.fail(at, `one of ${BLASTS.join(", ")}`);
  }
}

/** Own property of a JSON object read from a file (no prototype key changes behaviour). */
const own = (object: Json, key: string): unknown => (Object.hasOwn(object, key) ? object[key] : undefined);

/**
 * Reads one side from a doctor report.
 * @param report - a parsed doctor `--json` report (`reportVersion: 2`), possibly malformed
 * @param file - the file it came from (named in errors)
 * @param hosts - the hosts to read; each must be in the report's `hosts`
 * @param source - how the report was obtained
 * @returns the {@link Side}; never mutates `report`
 * @throws DiffError `not-a-report` (with `source: "report"`: the report does not match docs/doctor-report.schema.json,
 *   or its summary counts tools it does not list; else a field of the wrong kind; the message names the JSON Pointer
 *   of the first wrong field) or `host-not-in-report`
 */
export function sideOf(report: unknown, file: string, hosts: readonly string[], source: Side["source"]): Side {
  const read = new Reader(file);
  const root = read.record(report, "");
  if (own(root, "reportVersion") !== DOCTOR_REPORT_VERSION) read.fail("/reportVersion", String(DOCTOR_REPORT_VERSION));
  if (source === "report") {
    const problem = reportProblem(report, hosts);
    if (problem !== undefined) throw new DiffError("not-a-report", `${file}: ${problem}`);
  }
  const listed = read.array(own(root, "hosts"), "/hosts").map((h, i) => read.string(h, `/hosts/${i}`));
  const missing = hosts.filter((h) => !listed.includes(h));
  if (missing.length > 0) {
    throw new DiffError("host-not-in-report", `${file}: the report has no verdicts for ${missing.join(", ")} (it has ${listed.join(", ") || "none"}); give --host for hosts it has, or diff its capture`);
  }
  const server = read.record(own(root, "server"), "/server");
  const summary = read.record(own(read.record(own(root, "summary"), "/summary"), "hosts"), "/summary/hosts");
  const tools = read.array(own(root, "tools"), "/tools");
  const names: string[] = [];
  const states = new Map<string, Map<string, ToolState>>(hosts.map((h) => [h, new Map()]));
  tools.forEach((value, i) => {
    const tool = read.record(value, `/tools/${i}`);
    const name = read.string(own(tool, "name"), `/tools/${i}/name`);
    if (!names.includes(name)) names.push(name);
    const found = new Map<string, ToolState>(hosts.map((h) => [h, { blast: "none", reason: null }]));
    const take = (verdicts: unknown, at: string, role: string | null) => {
      read.array(verdicts ?? [], at).forEach((v, k) => {
        const verdict = read.record(v, `${at}/${k}`);
        const host = read.string(own(verdict, "host"), `${at}/${k}/host`);
        const before = found.get(host);
        if (before === undefined) return;
        const blast = read.blast(own(verdict, "blast"), `${at}/${k}/blast`);
        if (blast === "none" || worse(before.blast, blast) === before.blast) return;
        const issues = read.array(own(verdict, "issues"), `${at}/${k}/issues`);
        const index = issues.findIndex((issue) => isRecord(issue) && own(issue, "blast") === blast);
        const issue = read.record(issues[Math.max(0, index)] ?? {}, `${at}/${k}/issues/${Math.max(0, index)}`);
        const text = (key: string) => (own(issue, key) === undefined ? "" : read.string(own(issue, key), `${at}/${k}/issues/${Math.max(0, index)}/${key}`));
        found.set(host, { blast, reason: { role, path: text("path"), code: text("code"), message: text("message") } });
      });
    };
    take(own(tool, "hosts"), `/tools/${i}/hosts`, null);
    read.array(own(tool, "schemas"), `/tools/${i}/schemas`).forEach((s, j) => {
      const schema = read.record(s, `/tools/${i}/schemas/${j}`);
      const io = read.string(own(schema, "io"), `/tools/${i}/schemas/${j}/io`);
      take(own(schema, "hosts"), `/tools/${i}/schemas/${j}/hosts`, `${io}Schema`);
    });
    for (const [host, state] of found) states.get(host)?.set(name, state);
  });
  const sides = new Map<string, HostSide>();
  for (const host of hosts) {
    const at = pointer("/summary/hosts", host);
    const entry = read.record(own(summary, host), at);
    const issues = read.array(own(entry, "issues"), `${at}/issues`).map((v, i): ServerIssue => {
      const issue = read.record(v, `${at}/issues/${i}`);
      return { code: read.string(own(issue, "code"), `${at}/issues/${i}/code`), blast: read.blast(own(issue, "blast"), `${at}/issues/${i}/blast`), message: read.string(own(issue, "message"), `${at}/issues/${i}/message`) };
    });
    sides.set(host, {
      toolsKept: read.count(own(entry, "toolsKept"), `${at}/toolsKept`),
      listLost: read.boolean(own(entry, "listLost"), `${at}/listLost`),
      requestsFail: read.boolean(own(entry, "requestsFail"), `${at}/requestsFail`),
      issues,
      tools: states.get(host) ?? new Map(),
    });
  }
  const versions = own(root, "hostVersions") === undefined ? {} : read.record(own(root, "hostVersions"), "/hostVersions");
  const hostVersions: Record<string, string> = {};
  for (const host of hosts) {
    if (own(versions, host) !== undefined) hostVersions[host] = read.string(own(versions, host), pointer("/hostVersions", host));
    // a report made before hostVersions named every product judged it with every recorded fact: at `*`
    else if (isHostTarget(host) && isProductHost(host)) hostVersions[host] = EVERY_VERSION;
  }
  return {
    file,
    source,
    hostVersions,
    name: read.nullableString(own(server, "name"), "/server/name"),
    version: read.nullableString(own(server, "version"), "/server/version"),
    protocolVersion: read.string(own(server, "protocolVersion"), "/server/protocolVersion"),
    tools: names,
    listed: tools.length,
    hosts: sides,
  };
}
