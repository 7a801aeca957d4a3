/**
 * `publishToolSchemas(server, { hosts: "auto" })`: per connection, the tool list the client's host keeps.
 */
import { SdkAdapterError } from "./errors.js";
import { announcedVersion, PRODUCTS, projectToolList, recognizeHost } from "./host-form.js";
import { interceptResult } from "./intercept.js";
import type { HostsPublishOptions } from "./tool-list.js";
import { EVIDENCE_LEVELS, MODEL_API_NAMES, type EvidenceLevel, type ModelApi } from "@mcp-wire/hosts";
import type { HostChoice } from "./host-form.js";

/** What an SDK line tells about the connection a low-level `Server` serves. */
export interface Connection {
  /** The client's `clientInfo` (`undefined` before `initialize`). */
  clientInfo(): unknown;
  /**
   * `true` when the SDK itself wraps non-object output schemas for 2025-era sessions, and their results
   * (`@modelcontextprotocol/server` 2.x does, in its wire codec); `false` for `@modelcontextprotocol/sdk` 1.x, whose
   * server refuses a non-object `structuredContent` from any handler, so only the listed schema needs the wrap.
   */
  readonly sdkWraps: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The `_meta` key of the per-request envelope (MCP 2026-07-28 `RequestMetaObject`) that holds the client's
 * `Implementation` (`{ name, version }`), which the form is chosen by.
 */
export const CLIENT_INFO_KEY = "io.modelcontextprotocol/clientInfo";
/** The `_meta` key of the per-request envelope (MCP 2026-07-28 `RequestMetaObject`) that names the revision the request is sent at. */
export const PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion";

/**
 * The 2026-07-28 `_meta` envelope of one request: the 2.x handler context's `mcpReq.envelope`, else the request's
 * `params._meta` (SDK 1.x passes the request as received); `undefined` when it names no protocol version (a 2025-era
 * request: the session's `initialize` tells instead).
 * @param request - the JSON-RPC request as the SDK hands it (any value)
 * @param context - the 2.x handler context, or `undefined` (any value)
 * @returns the envelope's members, or `undefined`; never throws
 * Source: MCP 2026-07-28 schema.json `RequestMetaObject` (`io.modelcontextprotocol/protocolVersion`, `/clientInfo`).
 */
export function requestEnvelope(request: unknown, context: unknown): Record<string, unknown> | undefined {
  const mcpReq = isRecord(context) ? context["mcpReq"] : undefined;
  const fromContext = isRecord(mcpReq) ? mcpReq["envelope"] : undefined;
  const params = isRecord(request) ? request["params"] : undefined;
  const meta = isRecord(fromContext) ? fromContext : isRecord(params) ? params["_meta"] : undefined;
  return isRecord(meta) && typeof meta[PROTOCOL_VERSION_KEY] === "string" ? meta : undefined;
}

function checked(options: HostsPublishOptions): { quarantine: boolean; log: (line: string) => void; evidence: EvidenceLevel; modelApi: ModelApi | undefined } {
  const { quarantine, log, evidence, modelApi } = options as { quarantine?: unknown; log?: unknown; evidence?: unknown; modelApi?: unknown };
  if (modelApi !== undefined && !(MODEL_API_NAMES as readonly unknown[]).includes(modelApi)) {
    throw new SdkAdapterError("invalid-option", `modelApi must be one of ${MODEL_API_NAMES.join(", ")}, got ${JSON.stringify(modelApi) ?? String(modelApi)}`);
  }
  if (quarantine !== undefined && typeof quarantine !== "boolean") throw new SdkAdapterError("invalid-option", `quarantine must be a boolean, got ${JSON.stringify(quarantine)}`);
  if (log !== undefined && typeof log !== "function") throw new SdkAdapterError("invalid-option", "log must be a function");
  if (evidence !== undefined && !(EVIDENCE_LEVELS as readonly unknown[]).includes(evidence)) {
    throw new SdkAdapterError("invalid-option", `evidence must be one of ${EVIDENCE_LEVELS.join(", ")}, got ${JSON.stringify(evidence) ?? String(evidence)}`);
  }
  return {
    quarantine: quarantine === true,
    log: (log as ((line: string) => void) | undefined) ?? ((line) => console.error(line)),
    evidence: (evidence as EvidenceLevel | undefined) ?? "reported",
    modelApi: modelApi as ModelApi | undefined,
  };
}

/** A recognised product composed with the model API it routes to (`cursor` → `cursor+gemini`); any other host as it is. */
function routedTo(host: HostChoice, modelApi: ModelApi | undefined): HostChoice {
  return modelApi === undefined || !(PRODUCTS as readonly string[]).includes(host) ? host : (`${host}+${modelApi}` as HostChoice);
}

/**
 * Makes `protocol` (one connection's low-level `Server`) answer `tools/list` with the projection of
 * `projectToolList` for the host `recognizeHost` finds in the client's `initialize`, at the negotiated revision (read
 * from the `initialize` result) — or, for a 2026-07-28 request (stateless: no `initialize`), in the request's own
 * `_meta` envelope (`io.modelcontextprotocol/clientInfo`, at its `io.modelcontextprotocol/protocolVersion`); with `quarantine`, withheld tools are logged once per connection as
 * `mcp-wire: withheld tool "<name>" from <host>: <reason>`. When the SDK does not wrap itself, a non-object output
 * schema is listed wrapped for 2025-era sessions (SEP-2106). The SDK's handlers run first and keep validating with
 * the registered schemas.
 * With `modelApi`, a recognised product is served as `<product>+<modelApi>`.
 * @throws SdkAdapterError code `invalid-option` (`quarantine` not a boolean, `log` not a function, `evidence` not one of
 *   `EVIDENCE_LEVELS`, `modelApi` not one of `MODEL_API_NAMES`) or `unsupported-sdk-internals`
 */
export function publishPerHost(protocol: object, options: HostsPublishOptions, connection: Connection): void {
  const { quarantine, log, evidence, modelApi } = checked(options);
  let revision: string | undefined;
  const logged = new Set<string>();
  interceptResult(protocol, "initialize", (result) => {
    const version = isRecord(result) ? result["protocolVersion"] : undefined;
    revision = typeof version === "string" ? version : undefined;
    return result;
  });
  interceptResult(protocol, "tools/list", (result, request, context) => {
    if (!isRecord(result) || !Array.isArray(result["tools"])) return result;
    // 2026-07-28 (stateless: no initialize, often a new server per request): the request's own envelope tells
    const envelope = requestEnvelope(request, context);
    const clientInfo = envelope === undefined ? connection.clientInfo() : envelope[CLIENT_INFO_KEY];
    const at = envelope === undefined ? revision : (envelope[PROTOCOL_VERSION_KEY] as string);
    const host = routedTo(recognizeHost(clientInfo, at), modelApi);
    const version = announcedVersion(clientInfo, at);
    const projection = projectToolList(result["tools"], { host, revision: at, quarantine, wrapOutputs: !connection.sdkWraps, version, evidence });
    for (const { name, reason } of projection.withheld) {
      const line = `mcp-wire: withheld tool ${JSON.stringify(name)} from ${host}: ${reason}`;
      if (!logged.has(line)) log(line);
      logged.add(line);
    }
    return { ...result, tools: [...projection.tools] };
  });
}
