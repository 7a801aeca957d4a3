/**
 * `mcp-wire proxy` as a programmatic API: {@link runProxy} with its arguments, and the message logic alone.
 */
export { runProxy, SPAWN_EXIT, type InputStream, type ProxyIO } from "./run.js";
export { registerProxy, type ProxyArgs } from "./args.js";
export { ProxyCore, SERVER_GONE, type CoreOptions } from "./core.js";
export { checkElicitationRequest, type ElicitationCheck } from "./elicitation.js";
export type { ProxyTarget } from "./endpoint.js";
