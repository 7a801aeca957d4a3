import type { EndpointEvents, ServerEndpoint } from "./endpoint.js";
/** How to start the server. */
export interface StdioParams {
    readonly command: string;
    readonly args: readonly string[];
    readonly env: Readonly<Record<string, string | undefined>>;
    readonly cwd: string;
    /** Receives the server's stderr, unchanged. */
    readonly stderr: (chunk: Buffer) => void;
}
/**
 * Starts the server; resolves once it runs.
 * @returns the endpoint and the pid of the group leader
 * @throws the spawn error (`ENOENT`: command not found, `EACCES`: not executable), with the server not started
 */
export declare function startStdio(params: StdioParams, events: EndpointEvents): Promise<{
    endpoint: ServerEndpoint;
    pid: number;
}>;
//# sourceMappingURL=stdio.d.ts.map