const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** Wraps `inner`; everything is forwarded unchanged. */
export class TapTransport {
    inner;
    onclose;
    onerror;
    onmessage;
    /** The raw `initialize` result, once received. */
    initializeResult;
    /** Called once the inner transport has started (a stdio server has been spawned). */
    onStarted;
    /** Called with the raw params of every `elicitation/create` request received. */
    onElicitation;
    initializeId;
    constructor(inner) {
        this.inner = inner;
    }
    get sessionId() {
        return this.inner.sessionId;
    }
    /** Forwards the negotiated version to the inner transport (HTTP sends it as a header). */
    setProtocolVersion(version) {
        this.inner.setProtocolVersion?.(version);
    }
    start() {
        this.inner.onclose = () => this.onclose?.();
        this.inner.onerror = (error) => this.onerror?.(error);
        this.inner.onmessage = (message, extra) => {
            const raw = message;
            if (this.initializeId !== undefined && raw["id"] === this.initializeId && isObject(raw["result"])) {
                this.initializeResult = raw["result"];
            }
            if (raw["method"] === "elicitation/create" && "id" in raw)
                this.onElicitation?.(isObject(raw["params"]) ? raw["params"] : {});
            this.onmessage?.(message, extra);
        };
        return this.inner.start().then(() => this.onStarted?.());
    }
    send(message, options) {
        const raw = message;
        if (raw["method"] === "initialize")
            this.initializeId = raw["id"];
        return this.inner.send(message, options);
    }
    close() {
        return this.inner.close();
    }
}
//# sourceMappingURL=tap.js.map