/**
 * `doctor --config`: every enabled server of a product's setup started (stdio) or reached (Streamable HTTP) as the
 * product would, each judged by `doctor()` for that product as a single server is, then the cross-server facts
 * (setupFacts). A server that cannot be started is a finding of the report, not an error of the run.
 */
import { dirname, isAbsolute, resolve } from "node:path";
import { judgedVersion, PRODUCTS, type Blast, type EvidenceLevel } from "@mcp-wire/hosts";
import { fails, failsAt } from "../doctor/fails.js";
import { clip } from "@mcp-wire/core";
import { doctor } from "../doctor/run.js";
import { DoctorError } from "../doctor/errors.js";
import type { DoctorReport } from "../doctor/report.js";
import type { DoctorTarget } from "../doctor/session.js";
import type { ConfigHost } from "./locate.js";
import { READERS } from "./products.js";
import { setMember } from "./parse.js";
import { masked, maskedData, secretValues } from "./secrets.js";
import { setupFacts, type ServerTool, type SetupFacts } from "./facts.js";
import type { ConfigProduct, ConfigServer, Setup, ServerTransport } from "./types.js";

/** The version of the setup report's shape (docs/doctor-setup-report.schema.json). */
export const SETUP_REPORT_VERSION = 1;

/** What became of one server entry. */
export interface ServerCheck {
  readonly name: string;
  readonly file: string;
  readonly transport: ServerTransport;
  /**
   * `checked`: started and judged (`report`); `failed`: it could not be started, reached or listed (`error`);
   * `skipped`: the product does not start it (`disabled`), or doctor cannot start it as the product would (`reason`).
   */
  readonly status: "checked" | "failed" | "skipped";
  /** Why it was skipped. */
  readonly reason?: string;
  /** Why it failed: the DoctorError code (`spawn-failed`, `connect-failed`, `timeout`, …) and message. */
  readonly error?: { readonly code: string; readonly message: string };
  /** The tools the product is offered from it, in list order (after Codex's `enabled_tools` / `disabled_tools`). */
  readonly offered: readonly string[];
  /** The single-server doctor report, judged for the product (`checked` only). */
  readonly report?: DoctorReport;
}

/** The report of `doctor --config`. */
export interface SetupReport {
  readonly setupReportVersion: typeof SETUP_REPORT_VERSION;
  readonly product: ConfigProduct;
  /** The product version judged (as the single-server report's `hostVersions` gives it). */
  readonly hostVersion: string;
  readonly evidence: EvidenceLevel;
  /** The config files read, in precedence order. */
  readonly files: readonly string[];
  /** `fail` when a server failed, a server's report fails, or a cross-server fact costs anything at `--fail-on`. */
  readonly status: "pass" | "fail";
  readonly servers: readonly ServerCheck[];
  readonly facts: SetupFacts;
}

/** Options of {@link doctorSetup}. */
export interface SetupOptions {
  /** The host each server is judged for: a composed host (`cursor+gemini`, `--host`) or, absent, the setup's product. */
  readonly host?: ConfigHost;
  /** The product version to judge at (`--host <product>@<version>`); absent: its current release. */
  readonly version?: string;
  readonly evidence?: EvidenceLevel;
  /** Milliseconds each request may take. */
  readonly timeoutMs: number;
  /** The environment the product itself runs in (passed on to stdio servers as the product does). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The directory a relative `cwd` of an entry is resolved against when its file's folder is not known. */
  readonly cwd: string;
  readonly onProgress?: (text: string) => void;
  /** The blast at or above which a cross-server fact fails the report (`--fail-on`). */
  readonly failOn: Blast;
}

/** The environment the product gives a stdio server: its own (all of it, or the passed-on names), then the entry's. */
function serverEnv(product: ConfigProduct, server: ConfigServer, env: Readonly<Record<string, string | undefined>>): Record<string, string | undefined> {
  const reader = READERS[product];
  const out: Record<string, string | undefined> = {};
  const names = reader.inheritsEnv ? Object.keys(env) : [...(reader.inherits ?? []), ...server.envPassed];
  for (const name of names) if (Object.hasOwn(env, name)) setMember(out, name, env[name]);
  for (const [name, value] of Object.entries(server.env)) setMember<string | undefined>(out, name, value);
  return out;
}

/** Where doctor reaches `server`, or why it cannot as the product would. */
function targetOf(product: ConfigProduct, server: ConfigServer, options: SetupOptions): DoctorTarget | string {
  if (server.transport === "sse") return "the legacy HTTP+SSE transport is not checked by doctor";
  if (server.transport === "http") return { kind: "http", url: server.url ?? "", headers: server.headers };
  const base = dirname(isAbsolute(server.file) ? server.file : resolve(options.cwd, server.file));
  const cwd = server.cwd === undefined ? options.cwd : resolve(base, server.cwd);
  return { kind: "stdio", command: server.command ?? "", args: server.args, cwd, env: serverEnv(product, server, options.env) };
}

/** The tools of `report` the product is offered, after Codex's `enabled_tools` / `disabled_tools`. */
function offeredOf(server: ConfigServer, report: DoctorReport): string[] {
  const names = report.tools.map((tool) => tool.name);
  return names.filter((name) => (server.enabledTools === undefined || server.enabledTools.includes(name)) && !(server.disabledTools ?? []).includes(name));
}


/**
 * Checks every server of `setup` in order, one at a time, and the cross-server facts.
 * @returns the {@link SetupReport}; a server that cannot be started is a `failed` entry, never a throw
 * @throws RangeError when `options.timeoutMs` is out of range (see `doctor()`)
 */
export async function doctorSetup(setup: Setup, options: SetupOptions): Promise<SetupReport> {
  const product = setup.product;
  const evidence = options.evidence ?? "reported";
  const servers: ServerCheck[] = [];
  for (const server of setup.servers) {
    const head = { name: server.name, file: server.file, transport: server.transport };
    if (server.disabled !== undefined) {
      servers.push({ ...head, status: "skipped", reason: server.disabled, offered: [] });
      continue;
    }
    if (server.unresolved.length > 0) {
      servers.push({ ...head, status: "skipped", reason: `unresolved ${server.unresolved.map((v) => `\${${v}}`).join(", ")}`, offered: [] });
      continue;
    }
    const target = targetOf(product, server, options);
    if (typeof target === "string") {
      servers.push({ ...head, status: "skipped", reason: target, offered: [] });
      continue;
    }
    options.onProgress?.(`${server.name}: starting`);
    try {
      const report = await doctor(target, {
        hosts: [options.host ?? product],
        ...(options.version === undefined ? {} : { versions: { [options.host ?? product]: options.version } }),
        evidence,
        serverName: server.name,
        timeoutMs: options.timeoutMs,
        ...(options.onProgress ? { onProgress: (text: string) => options.onProgress?.(`${server.name}: ${text}`) } : {}),
      });
      // judged on the real text; masked only once the cross-server facts are computed (maskedReport)
      servers.push({ ...head, status: "checked", offered: offeredOf(server, report), report });
    } catch (error) {
      if (error instanceof RangeError) throw error;
      const code = error instanceof DoctorError ? error.code : "internal";
      servers.push({ ...head, status: "failed", error: { code, message: clip(masked(error instanceof Error ? error.message : String(error), server.secrets), 500) }, offered: [] });
    }
  }
  const tools: ServerTool[] = servers.flatMap((s) => s.offered.map((tool) => ({ server: s.name, tool })));
  const facts = setupFacts(product, tools, options.version, evidence);
  const hostVersion = judgedVersion(PRODUCTS[product], options.version).version;
  const over = (blast: Blast) => failsAt(blast, options.failOn);
  const failing =
    servers.some((s) => s.status === "failed" || (s.report !== undefined && fails(s.report, options.failOn))) ||
    facts.caps.some((cap) => over(cap.blast)) ||
    facts.longNames.some((name) => over(name.blast)) ||
    facts.collisions.length > 0;
  const report: SetupReport = { setupReportVersion: SETUP_REPORT_VERSION, product, hostVersion, evidence, files: setup.files, status: failing ? "fail" : "pass", servers, facts };
  return maskedReport(report, setup.servers);
}

/**
 * `report` as it is shown: every text a server sent (tool names, schemas and their member names, descriptions,
 * messages) of a checked server masked with that server's secrets, the cross-server facts with the secrets of every
 * checked server (a fact names tools of several). Done after judging, so caps, name lengths, collisions and renames are those of the real names.
 */
function maskedReport(report: SetupReport, configured: readonly ConfigServer[]): SetupReport {
  const secretsOf = new Map(configured.map((server) => [server.name, server.secrets]));
  // a failed entry's message is masked where it is made; a skipped one's reason is doctor's own text
  const secretsOfChecked = (server: ServerCheck): readonly string[] => (server.status === "checked" ? (secretsOf.get(server.name) ?? []) : []);
  const servers = report.servers.map((server) => maskedData(server, secretsOfChecked(server)));
  const every = secretValues(report.servers.flatMap(secretsOfChecked));
  return { ...report, servers, facts: maskedData(report.facts, every) };
}
