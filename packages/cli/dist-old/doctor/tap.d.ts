/**
 * A `Transport` decorator that sees the raw JSON-RPC messages before the SDK parses them: the
 * `initialize` result (for the negotiated protocol revision and serverInfo exactly as sent) and each
 * `elicitation/create` request's params (the SDK's own parsing would strip keys doctor must judge).
 */
import type { Transport, TransportSendOptions } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, MessageExtraInfo } from "@modelcontextprotocol/sdk/types.js";
type Json = Record<string, unknown>;
/** Wraps `inner`; everything is forwarded unchanged. */
export declare class TapTransport implements Transport {
    readonly inner: Transport;
    onclose?: (() => void) | undefined;
    onerror?: ((error: Error) => void) | undefined;
    onmessage?: (<T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void) | undefined;
    /** The raw `initialize` result, once received. */
    initializeResult: Json | undefined;
    /** Called once the inner transport has started (a stdio server has been spawned). */
    onStarted: (() => void) | undefined;
    /** Called with the raw params of every `elicitation/create` request received. */
    onElicitation: ((params: Json) => void) | undefined;
    private initializeId;
    constructor(inner: Transport);
    get sessionId(): string | undefined;
    /** Forwards the negotiated version to the inner transport (HTTP sends it as a header). */
    setProtocolVersion(version: string): void;
    start(): Promise<void>;
    send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void>;
    close(): Promise<void>;
}
export {};
//# sourceMappingURL=tap.d.ts.map