import type { InputStream, OutputStream } from "../io.js";
import type { ProxyArgs } from "./args.js";
/** Where the proxy talks to the host and reports. */
export interface ProxyIO {
    readonly stdin: InputStream;
    /** The host's side of the wire; `once("drain")` (as on `process.stdout`) enables flow control toward the host. */
    readonly stdout: OutputStream & {
        once?(event: "drain", listener: () => void): unknown;
    };
    /** The server's stderr (unchanged) and the proxy's own lines, each `mcp-wire proxy: …`. */
    readonly stderr: OutputStream;
    readonly env: Readonly<Record<string, string | undefined>>;
    readonly cwd: string;
}
/** Exit codes when the server cannot be started, as a shell reports them: not found, not executable. */
export declare const SPAWN_EXIT: Readonly<Record<string, number>>;
/**
 * Runs the proxy until the server is gone (it exited, or the host closed stdin and the server was ended).
 *
 * When the server exits, every request of the host it had not answered gets a JSON-RPC error (code -32000), then the
 * proxy returns. When the host closes stdin, the server's stdin is closed, and its process group is ended (SIGTERM, then
 * SIGKILL) if it has not exited within 2 s. SIGINT, SIGTERM and SIGHUP to the proxy are
 * passed on to the server's group at once, then it is ended the same way.
 *
 * With `--url`, nothing is sent before the host's first message; a message the endpoint refuses or cannot be sent
 * (unreachable, not an MCP endpoint) is reported, and each request in it is answered with a JSON-RPC error.
 *
 * @returns the server's exit code (128 + n when a signal n ended it; 0 for an HTTP server once the session is closed),
 *   127 when the command is not found, 126 when it cannot be executed, 1 when it cannot be started otherwise
 */
export declare function runProxy(args: ProxyArgs, io: ProxyIO): Promise<number>;
//# sourceMappingURL=run.d.ts.map