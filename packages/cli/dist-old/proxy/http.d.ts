import type { EndpointEvents, ServerEndpoint } from "./endpoint.js";
/**
 * Connects to `url` (nothing is sent until the host's first message).
 * @param undeliverable - called with a line the server could not be sent, and why (its requests are then answered
 *   with an error by the caller)
 */
export declare function startHttp(url: string, events: EndpointEvents, undeliverable: (line: Buffer, why: string) => void): Promise<ServerEndpoint>;
//# sourceMappingURL=http.d.ts.map