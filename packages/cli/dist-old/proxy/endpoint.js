/**
 * The server side of the proxy: a child process speaking stdio, or a Streamable HTTP endpoint. Both deliver the
 * server's messages as lines of JSON text, in order, and take lines to send.
 */
export {};
//# sourceMappingURL=endpoint.js.map