// The server scenarios with every module loaded by require() (the SDKs' CommonJS builds).
const { runServers, versionOf } = require("./servers-scenario.cjs");

function has(name) {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

const v1 = has("@modelcontextprotocol/sdk/server/mcp.js")
  ? {
      version: versionOf("@modelcontextprotocol/sdk"),
      z: require("zod").z,
      McpServer: require("@modelcontextprotocol/sdk/server/mcp.js").McpServer,
      Client: require("@modelcontextprotocol/sdk/client/index.js").Client,
      InMemoryTransport: require("@modelcontextprotocol/sdk/inMemory.js").InMemoryTransport,
      ElicitRequestSchema: require("@modelcontextprotocol/sdk/types.js").ElicitRequestSchema,
      sdk: require("@mcp-wire/sdk/v1"),
    }
  : undefined;
const v2 = has("@modelcontextprotocol/server")
  ? {
      version: versionOf("@modelcontextprotocol/server"),
      z: require("zod").z,
      McpServer: require("@modelcontextprotocol/server").McpServer,
      serveStdio: require("@modelcontextprotocol/server/stdio").serveStdio,
      ...(({ Client, InMemoryTransport, SUPPORTED_PROTOCOL_VERSIONS }) => ({ Client, InMemoryTransport, SUPPORTED_PROTOCOL_VERSIONS }))(require("@modelcontextprotocol/client")),
      sdk: require("@mcp-wire/sdk/v2"),
    }
  : undefined;

runServers("require", { v1, v2 }).catch((error) => {
  console.error(error);
  process.exit(1);
});
