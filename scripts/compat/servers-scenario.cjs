// A v1 server (@modelcontextprotocol/sdk 1.x McpServer) and a v2 server (@modelcontextprotocol/server
// 2.x, served by serveStdio's factory) with publishToolSchemas and elicitForm of @mcp-wire/sdk, each
// against the real client of its line over an in-memory transport. The modules come from the entry file
// (servers.cjs: require(); servers.mjs: import), so both loaders are tested. Throws on any mismatch.
const assert = require("node:assert/strict");

const ANSWER = { email: "ada@example.com", age: 36 };
const FORM = {
  type: "object",
  properties: {
    email: { type: "string", format: "email" },
    age: { type: "integer", minimum: 13, maximum: 150 },
    plan: { type: "string", enum: ["free", "pro"], default: "free" },
  },
  required: ["email", "age"],
};
/**
 * The tuple `at: [number, number]` as the portable projection publishes it: closed (`minItems`/`maxItems`)
 * when the SDK's JSON Schema of it is a closed tuple, open otherwise (SDK 1.x converts with the user's
 * zod — zod 4.0 emits an open tuple, zod 3 through zod-to-json-schema a closed one; SDK 2.x converts with its
 * own zod >= 4.2, always closed).
 */
function portableTuple(closed) {
  return { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], ...(closed ? { minItems: 2, maxItems: 2 } : {}) };
}

/** The signup form in the API of the `z` given: zod 4 (`z.email()`), or zod 3 (`z.string().email()`). */
function signupSchema(z) {
  return typeof z.email === "function"
    ? z.object({ email: z.email(), age: z.int().min(13).max(150), plan: z.enum(["free", "pro"]).default("free") })
    : z.object({ email: z.string().email(), age: z.number().int().min(13).max(150), plan: z.enum(["free", "pro"]).default("free") });
}

function text(value) {
  return { content: [{ type: "text", text: JSON.stringify(value) }] };
}

async function v1({ z, McpServer, Client, InMemoryTransport, ElicitRequestSchema, sdk }) {
  const server = new McpServer({ name: "compat-v1", version: "1.0.0" });
  const signup = signupSchema(z);
  server.registerTool("signup", { inputSchema: { at: z.tuple([z.number(), z.number()]) } }, async (_args, extra) => {
    const outcome = await sdk.elicitForm(server, { message: "Sign up", requestedSchema: signup, revision: "2025-11-25" }, { relatedRequestId: extra.requestId });
    return text(outcome);
  });
  sdk.publishToolSchemas(server, { dialect: "portable" });
  const client = new Client({ name: "compat-client", version: "1.0.0" }, { capabilities: { elicitation: {} } });
  const received = [];
  client.setRequestHandler(ElicitRequestSchema, async (request) => {
    received.push(request.params.requestedSchema);
    return { action: "accept", content: ANSWER };
  });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  try {
    const { tools } = await client.listTools();
    const at = tools[0].inputSchema.properties.at;
    assert.equal(tools[0].inputSchema.$schema, undefined, "v1: no draft-07 $schema label");
    assert.deepEqual(at, portableTuple(typeof z.toJSONSchema !== "function" || z.toJSONSchema(z.tuple([z.number(), z.number()])).items === false), "v1: tuple published portable");
    const result = await client.callTool({ name: "signup", arguments: { at: [1, 2] } });
    assert.deepEqual(received, [FORM], "v1: requestedSchema sent");
    assert.deepEqual(JSON.parse(result.content[0].text), { status: "accepted", value: { ...ANSWER, plan: "free" } }, "v1: outcome");
  } finally {
    await client.close();
  }
}

async function v2({ z, McpServer, serveStdio, Client, InMemoryTransport, SUPPORTED_PROTOCOL_VERSIONS, sdk }, era) {
  const signup = signupSchema(z);
  const createServer = () => {
    const server = new McpServer({ name: "compat-v2", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.registerTool("signup", { inputSchema: z.object({ at: z.tuple([z.number(), z.number()]) }) }, async (_args, ctx) => {
      const answer = sdk.elicitForm(server, ctx, "signup", { message: "Sign up", requestedSchema: signup });
      if (answer.status === "missing" || answer.status === "invalid") return answer.inputRequired;
      return text(answer);
    });
    sdk.publishToolSchemas(server, { dialect: "portable" });
    return server;
  };
  const pinned = era === "2026-07-28"
    ? { versionNegotiation: { mode: { pin: "2026-07-28" } }, supportedProtocolVersions: ["2026-07-28", ...SUPPORTED_PROTOCOL_VERSIONS] }
    : {};
  const client = new Client({ name: "compat-client", version: "1.0.0" }, { capabilities: { elicitation: {} }, ...pinned });
  const received = [];
  client.setRequestHandler("elicitation/create", async (request) => {
    received.push(request.params.requestedSchema);
    return { action: "accept", content: ANSWER };
  });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  serveStdio(createServer, { transport: serverSide });
  await client.connect(clientSide);
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(tools[0].inputSchema.properties.at, portableTuple(true), `v2 ${era}: tuple published portable`);
    const result = await client.callTool({ name: "signup", arguments: { at: [1, 2] } });
    assert.deepEqual(received, [FORM], `v2 ${era}: requestedSchema sent`);
    assert.deepEqual(JSON.parse(result.content[0].text), { status: "accepted", value: { ...ANSWER, plan: "free" } }, `v2 ${era}: outcome`);
  } finally {
    await client.close();
  }
}

/** Runs the scenarios whose SDK line the project has (`modules.v1`, `modules.v2`: undefined when absent). */
async function runServers(label, modules) {
  if (modules.v1 !== undefined) {
    await v1(modules.v1);
    console.log(`servers ${label}: v1 ${modules.v1.version} publishToolSchemas + elicitForm`);
  }
  if (modules.v2 !== undefined) {
    for (const era of ["2026-07-28", "2025-11-25"]) await v2(modules.v2, era);
    console.log(`servers ${label}: v2 ${modules.v2.version} publishToolSchemas + elicitForm (2026-07-28, 2025-11-25)`);
  }
}

/** The installed version of `name` (read from its folder: some packages do not export package.json). */
function versionOf(name) {
  return JSON.parse(require("node:fs").readFileSync(require("node:path").join(__dirname, "node_modules", name, "package.json"), "utf8")).version;
}

module.exports = { runServers, versionOf };
