/**
 * The 2026-07-28 lane of `doctor --call`: a second connection to the server (stdio: the command started again in its
 * own process group; Streamable HTTP: a new transport with the `MCP-Protocol-Version: 2026-07-28` header) that opens
 * with `server/discover` and, when the server lists 2026-07-28 in `supportedVersions`, calls tools with the `_meta`
 * envelope on every request, following `input_required` results (input-rounds.ts) to the final result. A server
 * that does not offer 2026-07-28 (an error, no answer in time, another list) gets no lane: the calls run in the
 * initialized session as before.
 *
 * Source: MCP 2026-07-28 `schema.json` (`DiscoverRequest`, `DiscoverResult`, `RequestMetaObject`: the envelope keys
 * `io.modelcontextprotocol/protocolVersion`, `/clientCapabilities`, `/clientInfo`); SDK 2.4.0 stdio serving: the era of
 * a connection is chosen by its opening message, so the lane cannot share the initialized connection.
 */
import { getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { answerOf, isInputRequired, MAX_INPUT_ROUNDS, readRound, type InputAnswer, type ReceivedInputRequest } from "./input-rounds.js";
import { httpTransport, type DoctorTarget } from "./session.js";
import { GroupStdioTransport } from "./stdio.js";
import { endGroup, guardGroup } from "../server-process.js";

/** The revision of the lane. */
export const LANE_REVISION = "2026-07-28";

/** The `_meta` envelope doctor puts on every request of the lane (elicitation form and URL declared, as in the session). */
export const LANE_ENVELOPE = {
  "io.modelcontextprotocol/protocolVersion": LANE_REVISION,
  "io.modelcontextprotocol/clientCapabilities": { elicitation: { form: {}, url: {} } },
  "io.modelcontextprotocol/clientInfo": { name: "mcp-wire-doctor", version: "0.0.0" },
} as const;

/**
 * The longest wait for the `server/discover` answer, in milliseconds (or `--timeout` when shorter): a 2025-era server
 * may leave a request before `initialize` unanswered, and the calls then run in the initialized session after it.
 */
export const DISCOVER_TIMEOUT_MS = 5000;

/** What one `tools/call` on the lane produced: the session's `CallOutcome` fields, with the rounds. */
export interface LaneCallOutcome {
  readonly outcome: "ok" | "error" | "timeout";
  readonly isError: boolean | null;
  readonly error: string | null;
  /** The final result, exactly as received (`ok` only; else `null`). */
  readonly result: Readonly<Record<string, unknown>> | null;
  /** Every `elicitation/create` of every `input_required` round, in order. */
  readonly elicitations: readonly ReceivedInputRequest[];
  /** How many `input_required` results were answered (0: the first answer was final). */
  readonly rounds: number;
  /** Every `input_required` result, exactly as received, in round order (round n at index n − 1). */
  readonly roundResults: readonly Readonly<Record<string, unknown>>[];
}

/** An open lane; always `close()` it. */
export interface ModernLane {
  /** Calls `name`, answering round n with the n-th answer (the last one after); never throws. */
  callTool(name: string, args: Readonly<Record<string, unknown>>, answers: readonly InputAnswer[]): Promise<LaneCallOutcome>;
  close(): Promise<void>;
}


type Answer = { readonly result?: unknown; readonly error?: { readonly message?: unknown } } | "timeout" | "closed";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

async function transportOf(target: DoctorTarget): Promise<Transport | undefined> {
  if (target.kind === "http") {
    const transport = await httpTransport(target);
    transport.setProtocolVersion(LANE_REVISION);
    return transport;
  }
  if (target.kind !== "stdio") return undefined; // a given transport (a replay) cannot be opened twice
  const env: Record<string, string> = { ...getDefaultEnvironment() };
  for (const [key, value] of Object.entries(target.env ?? process.env)) if (value !== undefined) env[key] = value;
  return new GroupStdioTransport({ command: target.command, args: [...target.args], env, ...(target.cwd ? { cwd: target.cwd } : {}) });
}

/**
 * Opens the lane: connects and sends `server/discover`.
 * @param target - the server doctor checks (a `transport` target gets no lane)
 * @param timeoutMs - how long each call request may take (`server/discover`: at most {@link DISCOVER_TIMEOUT_MS})
 * @returns the lane, or `undefined` when the server does not offer 2026-07-28 (its connection is closed then); never throws
 */
export async function openModernLane(target: DoctorTarget, timeoutMs: number): Promise<ModernLane | undefined> {
  const transport = await transportOf(target);
  if (transport === undefined) return undefined;
  const waiting = new Map<number, (answer: Answer) => void>();
  let nextId = 1;
  transport.onmessage = (message: JSONRPCMessage) => {
    const record = message as Record<string, unknown>;
    if (typeof record["method"] === "string") {
      // A server request outside the flow (the lane declares no other capability): not supported.
      if (Object.hasOwn(record, "id")) void transport.send({ jsonrpc: "2.0", id: record["id"], error: { code: -32601, message: "Method not found" } } as JSONRPCMessage).catch(() => undefined);
      return;
    }
    const id = record["id"];
    const resolve = typeof id === "number" ? waiting.get(id) : undefined;
    if (resolve === undefined) return;
    waiting.delete(id as number);
    resolve(record as Answer);
  };
  transport.onclose = () => {
    for (const resolve of waiting.values()) resolve("closed");
    waiting.clear();
  };
  transport.onerror = () => undefined;
  const request = (method: string, params: Record<string, unknown>, waitMs = timeoutMs): Promise<Answer> => {
    const id = nextId++;
    return new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve("timeout");
      }, waitMs);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      transport.send({ jsonrpc: "2.0", id, method, params: { ...params, _meta: LANE_ENVELOPE } } as JSONRPCMessage).catch(() => {
        waiting.delete(id);
        clearTimeout(timer);
        resolve("closed");
      });
    });
  };
  // As the session's server: a signal or exit of doctor ends the lane's process group too (then the signal goes on).
  const pidOf = () => (transport instanceof GroupStdioTransport ? transport.pid : null);
  const unguard = transport instanceof GroupStdioTransport ? guardGroup(pidOf) : () => {};
  const close = async () => {
    const pid = pidOf();
    try { await transport.close(); } catch { /* closing anyway */ }
    if (pid !== null) await endGroup(pid);
    unguard();
  };
  try {
    await transport.start();
  } catch {
    await close();
    return undefined;
  }
  const discovered = await request("server/discover", {}, Math.min(timeoutMs, DISCOVER_TIMEOUT_MS));
  const offered = typeof discovered === "object" && isRecord(discovered.result) && Array.isArray(discovered.result["supportedVersions"]) && discovered.result["supportedVersions"].includes(LANE_REVISION);
  if (!offered) {
    await close();
    return undefined;
  }
  return {
    close,
    async callTool(name, args, answers) {
      const elicitations: ReceivedInputRequest[] = [];
      const roundResults: Readonly<Record<string, unknown>>[] = [];
      let retry: Record<string, unknown> = {};
      for (let round = 0; ; round++) {
        const answer = await request("tools/call", { name, arguments: { ...args }, ...retry });
        const failed = (outcome: "error" | "timeout", error: string): LaneCallOutcome => ({ outcome, isError: null, error, result: null, elicitations, rounds: round, roundResults });
        if (answer === "timeout") return failed("timeout", `Request timed out (${timeoutMs / 1000}s)`);
        if (answer === "closed") return failed("error", "Connection closed");
        if (answer.error !== undefined) return failed("error", typeof answer.error.message === "string" ? answer.error.message : "JSON-RPC error");
        const result = isRecord(answer.result) ? answer.result : {};
        if (!isInputRequired(result)) return { outcome: "ok", isError: result["isError"] === true, error: null, result, elicitations, rounds: round, roundResults };
        roundResults.push(result);
        if (round >= MAX_INPUT_ROUNDS) return failed("error", `still input_required after ${MAX_INPUT_ROUNDS} rounds (the most doctor answers)`);
        const read = readRound(result, round + 1, answerOf(answers, round + 1));
        elicitations.push(...read.elicitations);
        retry = { inputResponses: read.inputResponses, ...(read.requestState === undefined ? {} : { requestState: read.requestState }) };
      }
    },
  };
}
