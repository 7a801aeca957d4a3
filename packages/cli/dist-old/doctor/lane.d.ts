import type { Revision } from "@mcp-wire/hosts";
import type { DoctorTarget } from "./session.js";
/** The first revision of the stateless era: no `initialize`; `server/discover` and a `_meta` envelope per request. */
export declare const MODERN_REVISION: Revision;
/** What one lane saw. */
export interface LaneResult {
    readonly revision: Revision;
    /** Whether the server speaks the revision: it answered `initialize` with it, or `server/discover` offered it. */
    readonly spoken: boolean;
    /** The versions the server answered with (`protocolVersion`, or discover's `supportedVersions`); `[]` when it gave none. */
    readonly answered: readonly string[];
    /** Every raw tools/list result, in order (`[]` when not spoken, or listing failed at once). */
    readonly pages: readonly Readonly<Record<string, unknown>>[];
    /** Why the lane stopped early (`server/discover failed: Method not found`), else `null`. */
    readonly error: string | null;
    /** Milliseconds from opening the connection to knowing whether the revision is spoken (the discovery cost). */
    readonly probeMs: number;
}
type Json = Record<string, unknown>;
/** The per-request `_meta` envelope of 2026-07-28 (`io.modelcontextprotocol/protocolVersion`, clientInfo, clientCapabilities). */
export declare function envelope(revision: Revision): Json;
/**
 * Opens a lane at `revision`, learns whether the server speaks it, and if so lists every tool (following
 * `nextCursor`, stopping at a repeated cursor or after `MAX_TOOLS_LIST_PAGES` pages). The connection is closed before
 * it returns (a stdio sibling's whole process group is ended). A `transport` target (a replay) has no lane: not spoken.
 * @param timeoutMs - milliseconds each request may take
 */
export declare function openLane(target: DoctorTarget, revision: Revision, timeoutMs: number): Promise<LaneResult>;
export {};
//# sourceMappingURL=lane.d.ts.map