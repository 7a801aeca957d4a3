/**
 * A `Transport` decorator that sees the raw JSON-RPC messages before the SDK parses them: the
 * `initialize` result (for the negotiated protocol revision and serverInfo exactly as sent) or its JSON-RPC error
 * (whose code the SDK's own `ConnectionClosed`, -32000, may share), and each
 * `elicitation/create` request's params (the SDK's own parsing would strip keys doctor must judge).
 */
import type { Transport, TransportSendOptions } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, MessageExtraInfo } from "@modelcontextprotocol/sdk/types.js";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** Wraps `inner`; everything is forwarded unchanged. */
export class TapTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: (<T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void) | undefined;
  /** The raw `initialize` result, once received. */
  initializeResult: Json | undefined;
  /** The raw `error` member of the server's answer to `initialize`, when it answered with one (JSON-RPC 2.0 §5.1). */
  initializeError: Json | undefined;
  /** Called once the inner transport has started (a stdio server has been spawned). */
  onStarted: (() => void) | undefined;
  /** Called with the raw params of every `elicitation/create` request received. */
  onElicitation: ((params: Json) => void) | undefined;
  private initializeId: unknown;

  constructor(readonly inner: Transport) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  /** Forwards the negotiated version to the inner transport (HTTP sends it as a header). */
  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onmessage = (message, extra) => {
      const raw = message as unknown as Json;
      if (this.initializeId !== undefined && raw["id"] === this.initializeId) {
        if (isObject(raw["result"])) this.initializeResult = raw["result"];
        else if (isObject(raw["error"])) this.initializeError = raw["error"];
      }
      if (raw["method"] === "elicitation/create" && "id" in raw) this.onElicitation?.(isObject(raw["params"]) ? raw["params"] : {});
      this.onmessage?.(message, extra);
    };
    return this.inner.start().then(() => this.onStarted?.());
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const raw = message as unknown as Json;
    if (raw["method"] === "initialize") this.initializeId = raw["id"];
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
