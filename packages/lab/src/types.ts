/**
 * The lab's contract: probe lists (what the scripted MCP server lists and answers), the fake model API's protocol
 * adapters (what a product sends the model, what the model answers), product drivers (install a pinned product, run it
 * headless against both) and the recording written to `fixtures/lab/<product>@<version>.json`.
 * Data shapes only. Nothing here leaves 127.0.0.1 and nothing needs an account.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** The products the lab drives: the `@mcp-wire/hosts` product ids of the products that install from the npm registry. */
export const LAB_PRODUCTS = ["claude-code", "codex", "gemini", "qwen-code", "copilot-cli", "continue", "kilo"] as const;
/** One of {@link LAB_PRODUCTS}. */
export type LabProduct = (typeof LAB_PRODUCTS)[number];

/** A JSON value as sent on the wire. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * One probe tool. `tool` is the `Tool` object the scripted server lists verbatim (its `description` starts with
 * {@link marker}`(list, key)`, which is how the tool is found again under whatever name the product gives it);
 * `call`, when present, makes the fake model call the tool with `arguments`, and the server answer `result` verbatim.
 */
export interface ProbeTool {
  readonly key: string;
  readonly tool: { readonly [key: string]: Json };
  /**
   * The entry the server lists in place of `tool`, byte for byte, when the probe is an entry of `tools` that is not a
   * Tool object (`null`); `tool` is then `{}`. Such an entry carries no marker, so it is never found in a model request:
   * its list's control tool says whether the product kept the rest of the list. Absent for every other probe.
   */
  readonly entry?: Json;
  readonly call?: { readonly arguments: { readonly [key: string]: Json }; readonly result: { readonly [key: string]: Json } };
}

/**
 * One probe list: served by its own scripted server, so a failure that costs the list costs only it. `tools[0]` is the
 * control tool (key `control`, a plain valid tool): if it is missing from the model request, the product lost the list.
 * `about` says what the list probes (a finding code or failure shape of docs/hosts.md or the audit).
 */
export interface ProbeList {
  readonly id: string;
  readonly about: string;
  readonly tools: readonly ProbeTool[];
  /** What the list's server offers beyond the 2025 `initialize` handshake; absent: nothing (`server/discover` is -32601). */
  readonly offer?: ModernOffer;
}

/**
 * A server that offers the stateless revision: `server/discover` answers with 2026-07-28 first in `supportedVersions`,
 * and a request carrying the 2026-07-28 `_meta` envelope gets that revision's result members (`resultType`, and
 * `ttlMs`/`cacheScope` on list results), except `resultType` on `tools/list` when `resultType` is `false` (the shape of
 * the report ericdmoore/bullmoose.cc#384). Source: MCP 2026-07-28 `DiscoverResult`, `ListToolsResult`.
 */
export interface ModernOffer {
  readonly revision: "2026-07-28";
  readonly resultType: boolean;
}

/** The entry of `tools/list` a probe is: its {@link ProbeTool.entry} when it has one, else its `tool`. */
export const listedEntry = (probe: ProbeTool): Json => (probe.entry === undefined ? probe.tool : probe.entry);

/** The marker a probe tool's description starts with: `[lab:<list>/<key>]` (a product may put text before it). */
export const marker = (list: string, key: string): string => `[lab:${list}/${key}]`;

/** A tool as a product sent it to the model: its name, description and parameters schema exactly as received. */
export interface SentTool {
  readonly name: string;
  readonly description: string;
  readonly schema: Json;
}

/** A tool result as the product handed it back to the model. */
export interface SentToolResult {
  readonly callId: string;
  readonly isError: boolean;
  readonly text: string;
}

/** One model request as an adapter read it: the tools offered, the tool results it carries (latest turn first-class). */
export interface ModelTurn {
  readonly tools: readonly SentTool[];
  readonly toolResults: readonly SentToolResult[];
  /** Whether the product asked for a JSON answer (Gemini CLI's `responseMimeType`, routing checks). */
  readonly wantsJson: boolean;
  /**
   * Names of tools the product says it can load on demand but did not send (Claude Code's deferred MCP tools): the
   * script calls the driver's `deferredLoader` with them before anything else. Absent when the product defers nothing.
   */
  readonly deferred?: readonly string[];
}

/** What the fake model answers: plain text, or calls of tools by the name the product sent. */
export type ModelAction =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "calls"; readonly calls: readonly { readonly id: string; readonly name: string; readonly arguments: { readonly [key: string]: Json } }[] };

/** One model API protocol: which requests it answers, how it reads them, how it writes an answer (SSE or JSON). */
export interface ProtocolAdapter {
  readonly id: "anthropic-messages" | "openai-responses" | "openai-chat" | "gemini";
  /** Whether a request (method, path without query) is a model turn of this protocol. */
  matches(method: string, path: string): boolean;
  /** Reads a model turn from the parsed JSON body. */
  read(body: Json, path: string): ModelTurn;
  /** Writes `action` as this protocol's answer to `request` (streaming when the request asked for it). */
  write(action: ModelAction, request: { readonly body: Json; readonly path: string; readonly query: URLSearchParams }, res: ServerResponse): void;
  /** Answers a request that is not a model turn (model lists, token counts), or returns false to let the server 404. */
  other?(req: IncomingMessage, path: string, body: Json | undefined, res: ServerResponse): boolean;
}

/** One scripted MCP server of a run: its probe list and the name the product's config gives it. */
export interface RunServer {
  readonly name: string;
  readonly list: ProbeList;
  /** The command that starts the scripted stdio server for this list (argv; the driver writes it into the product's config). */
  readonly command: readonly string[];
}

/** What a driver gets for one run. */
export interface RunContext {
  /** Where the product is installed (`packages/lab/.products/<product>@<version>`). */
  readonly installDir: string;
  /** A fresh scratch directory: the product's HOME, config dirs and working directory go here. */
  readonly workDir: string;
  /** The fake model API's base URL, `http://127.0.0.1:<port>`. */
  readonly modelUrl: string;
  readonly servers: readonly RunServer[];
  /** The prompt to give the product. */
  readonly prompt: string;
  /** Milliseconds before the run is stopped. */
  readonly timeoutMs: number;
  /**
   * Milliseconds the product should give each server to start and answer `initialize`, when the runner asks for more
   * than the driver's own choice (served mode: each server starts behind a proxy process). Absent: the driver's.
   */
  readonly serverStartMs?: number;
  /**
   * Called with the path of the MCP config file the driver wrote, before the product starts (wrapped mode: the real
   * `mcp-wire wrap` rewrites it). Only drivers with {@link Driver.wrapHost} call it. Rejects when the rewrite fails.
   */
  readonly beforeStart?: (config: string) => Promise<void>;
}

/** A product driver: the pinned package, the protocol its fake model speaks, how to install and run it headless. */
export interface Driver {
  readonly product: LabProduct;
  readonly package: string;
  readonly version: string;
  readonly protocol: ProtocolAdapter["id"];
  /**
   * The `mcp-wire wrap --host` product whose config format the driver's MCP config file has (Claude Code's
   * `--mcp-config` file has the `.mcp.json` shape, Codex's `config.toml` is its own); absent when `wrap` knows no
   * format of the product's config. A driver with it calls {@link RunContext.beforeStart} with that file.
   */
  readonly wrapHost?: "claude-code" | "codex";
  /** Installs the pinned package into `installDir` (npm, from the registry only). */
  install(installDir: string): Promise<void>;
  /** Runs the product once, headless; resolves when it exited (or was stopped at the timeout: then `timedOut`). */
  run(context: RunContext): Promise<{ readonly exitCode: number | null; readonly timedOut: boolean; readonly stderr: string }>;
  /**
   * How many lists (scripted servers) and tools at most one product run gets (default: the runner's `BATCH`). Only
   * raise it for a product whose list-level failures were seen to stay per server.
   */
  readonly batch?: {
    readonly lists: number;
    readonly tools: number;
    /**
     * The product offers MCP tools under their bare names and sends a call to the first server that has a tool of that
     * name (Continue CLI 1.5.47): no two lists of one run may have called tools of the same name.
     */
    readonly distinctCalledNames?: boolean;
  };
  /** Names of the product's own tools that load deferred tools (Claude Code's `ToolSearch`); the script calls them first. */
  readonly deferredLoader?: { readonly name: string; readonly arguments: (names: readonly string[]) => { readonly [key: string]: Json } };
}

/** What a product did with one probe tool. */
export interface ToolRecording {
  /** Whether the tool was offered to the model in any model request. */
  readonly listed: boolean;
  /** The name and parameters schema exactly as the product sent them (present when listed). */
  readonly name?: string;
  readonly schema?: Json;
  /**
   * The description as the product sent it, present only when it differs from the tool's own (Claude Code prepends
   * the constraints of a root `oneOf` it removed, for instance). The marker may then be anywhere in it.
   */
  readonly description?: string;
  /** For a probe with `call`: whether the model's call reached the server, and what the product handed back. */
  readonly call?: { readonly reachedServer: boolean; readonly isError: boolean; readonly text: string } | { readonly reachedServer: boolean; readonly answered: false };
}

/** What a product did with one probe list. */
export interface ListRecording {
  /** Whether the product sent `initialize` to this list's server. */
  readonly initialized: boolean;
  /** Whether it asked for `tools/list`. */
  readonly listedTools: boolean;
  /** Per probe tool key. */
  readonly tools: { readonly [key: string]: ToolRecording };
}

/** What a product did with one list whose server offers 2026-07-28: the list's recording, and how it negotiated. */
export interface NegotiationRecording extends ListRecording {
  /**
   * The revision it negotiated with this server: the `protocolVersion` of its `initialize`, else the revision its
   * 2026-07-28 `_meta` envelope names (`announced` of record.ts); `null` when it sent neither.
   */
  readonly protocolVersion: string | null;
  /** Whether it sent `server/discover` (asked which revisions the server speaks). */
  readonly serverDiscover: boolean;
}

/** The recording of one product@version over the probe corpus: `fixtures/lab/<product>@<version>.json`. */
export interface ProductRecording {
  readonly product: LabProduct;
  readonly version: string;
  readonly package: string;
  /** ISO date of the run. */
  readonly recordedAt: string;
  /**
   * The `clientInfo` and `protocolVersion` the product sent in `initialize` (the first server's) to the corpus' servers,
   * which speak the 2025 revisions only (the lab's server echoes each).
   */
  readonly clientInfo: { readonly name: string; readonly version: string } | null;
  readonly protocolVersion: string | null;
  /**
   * Direct recordings: what the product did with the servers of `negotiationLists()`, which offer 2026-07-28 at
   * `server/discover` (`ProbeList.offer`), per list id; absent in served recordings.
   */
  readonly negotiation?: { readonly [list: string]: NegotiationRecording };
  /**
   * Direct recordings of a product that negotiated 2026-07-28 with the negotiation lists' servers: what it did with
   * the servers of `offeredLists()` (the corpus lists whose verdicts depend on the revision, each served with the
   * offer), per revision offered, per list id; absent otherwise. `lists` stays what a 2025 server sees.
   */
  readonly offered?: { readonly [revision: string]: { readonly [list: string]: NegotiationRecording } };
  /** Per probe list id. */
  readonly lists: { readonly [list: string]: ListRecording };
  /**
   * Wrapped recordings only: the lines the diff of `mcp-wire wrap` added to the product's config, per product run in
   * order, with the run's scratch directory written `<run>`, the repository `<repo>` and node's path `<node>`: the
   * wrapped entries the product started.
   */
  readonly wrap?: readonly (readonly string[])[];
}
