import { type InputAnswer, type ReceivedInputRequest } from "./input-rounds.js";
import type { DoctorTarget } from "./session.js";
/** The revision of the lane. */
export declare const LANE_REVISION = "2026-07-28";
/** The `_meta` envelope doctor puts on every request of the lane (elicitation form and URL declared, as in the session). */
export declare const LANE_ENVELOPE: {
    readonly "io.modelcontextprotocol/protocolVersion": "2026-07-28";
    readonly "io.modelcontextprotocol/clientCapabilities": {
        readonly elicitation: {
            readonly form: {};
            readonly url: {};
        };
    };
    readonly "io.modelcontextprotocol/clientInfo": {
        readonly name: "mcp-wire-doctor";
        readonly version: "0.0.0";
    };
};
/**
 * The longest wait for the `server/discover` answer, in milliseconds (or `--timeout` when shorter): a 2025-era server
 * may leave a request before `initialize` unanswered, and the calls then run in the initialized session after it.
 */
export declare const DISCOVER_TIMEOUT_MS = 5000;
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
/**
 * Opens the lane: connects and sends `server/discover`.
 * @param target - the server doctor checks (a `transport` target gets no lane)
 * @param timeoutMs - how long each call request may take (`server/discover`: at most {@link DISCOVER_TIMEOUT_MS})
 * @returns the lane, or `undefined` when the server does not offer 2026-07-28 (its connection is closed then); never throws
 */
export declare function openModernLane(target: DoctorTarget, timeoutMs: number): Promise<ModernLane | undefined>;
//# sourceMappingURL=modern-lane.d.ts.map