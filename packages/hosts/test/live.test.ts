/**
 * Live servers, as published: server-everything, server-filesystem, server-memory, chrome-devtools-mcp and
 * @playwright/mcp are started over stdio (no browser is launched: tools are only listed); mongodb-mcp-server, whose
 * install is too heavy for a devDependency (fixtures/servers/README.md says why), is its fresh capture by
 * scripts/capture-server.mjs, served as sent to the same clients over their own in-memory transport.
 *
 * For each server, checkTools on the raw tools/list equals each validator-backed archetype's real validator:
 * the list kept or lost by each real client's `listTools()` (SDK 1.x, SDK 2.x, the 2.0 beta); for the 2.x
 * clients, whether each output schema compiles in the package's own AjvJsonSchemaValidator (one per list, as the
 * client holds it); for `draft-07-ajv-default`, whether `new Ajv()` compiles each input and output schema; and, for
 * every output schema, generated instances (valid and invalid under the schema's own dialect, by hyperjump) served
 * as `structuredContent` to each real client's `callTool` over its in-memory transport, with the live list: the
 * client accepts exactly the valid ones unless checkTools reports a misread. The live servers' tools are not called.
 * Differences kept are listed by name with their reason; one that no longer occurs fails the test.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { AjvJsonSchemaValidator as ValidatorV2 } from "@modelcontextprotocol/client/validators/ajv";
import { Ajv, type AnySchema } from "ajv";
import { AjvJsonSchemaValidator as ValidatorBeta } from "client-2-0-beta/validators/ajv";
import { afterAll, describe, expect, test } from "vitest";
import { checkTools, type ArchetypeId } from "../src/index.js";
import { CLIENTS, connect, type ClientId } from "./support/clients.js";
import { instancesFor } from "./support/instances.js";
import { liveListTools, rawToolList, type ServerCommand } from "./support/live.js";
import { ownDialectValidity } from "./support/oracle.js";

const REVISION = "2025-11-25";
const modules = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const root = mkdtempSync(join(tmpdir(), "mcp-wire-live-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One server: started live (`command`), or a capture served to the real clients (`capture`). */
type Server = { readonly name: string; readonly tools: number; readonly instances: readonly [number, number] } & ({ readonly command: ServerCommand } | { readonly capture: string });

/**
 * The servers, with the number of tools each lists with these flags (a change of the published package shows), and
 * floors on the generated output-schema instances compared, over the clients: [valid, invalid].
 */
const SERVERS: readonly Server[] = [
  { name: "server-everything", instances: [1, 1], tools: 13, command: { name: "server-everything", args: [modules("@modelcontextprotocol/server-everything/dist/index.js"), "stdio"] } },
  { name: "server-filesystem", instances: [14, 14], tools: 14, command: { name: "server-filesystem", args: [modules("@modelcontextprotocol/server-filesystem/dist/index.js"), root] } },
  { name: "server-memory", instances: [9, 9], tools: 9, command: { name: "server-memory", args: [modules("@modelcontextprotocol/server-memory/dist/index.js")] } },
  {
    name: "chrome-devtools-mcp",
    instances: [0, 0],
    tools: 32,
    // --browserUrl on a closed local port: even a tool call would not launch Chrome; usage statistics off.
    command: { name: "chrome-devtools-mcp", args: [modules("chrome-devtools-mcp/build/src/bin/chrome-devtools-mcp.js"), "--no-usage-statistics", "--no-performance-crux", "--browserUrl", "http://127.0.0.1:9"] },
  },
  { name: "@playwright/mcp", instances: [0, 0], tools: 25, command: { name: "@playwright/mcp", args: [modules("@playwright/mcp/cli.js"), "--headless", "--isolated"] } },
  { name: "mongodb-mcp-server", instances: [24, 24], tools: 27, capture: "mongodb-mcp-server.3.0.4.tools.json" },
];

/** Differences between checkTools and a real validator on these servers that are kept, by name, with the reason. None today. */
const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {};

/** The raw tools/list of a server: live over stdio, or the capture's `tools`. */
async function rawTools(server: Server): Promise<{ tools: unknown[] }> {
  if ("command" in server) return rawToolList(server.command, REVISION);
  const file = new URL(`../../../fixtures/live/${server.capture}`, import.meta.url);
  return { tools: (JSON.parse(readFileSync(file, "utf8")) as { tools: unknown[] }).tools };
}

/** What the real client's `listTools()` does with the server. */
async function realList(client: ClientId, server: Server, raw: { tools: unknown[] }) {
  if ("command" in server) return liveListTools(client, server.command);
  const session = await connect(client, raw, REVISION);
  try {
    return await session.listTools();
  } finally {
    await session.close();
  }
}

/**
 * For each output schema of `raw`: generated instances served to the real client's `callTool` (the client
 * having listed `raw`), against their validity under the schema's own dialect. Returns the instances compared.
 */
async function instances(client: ClientId, raw: { tools: unknown[] }, server: string, compare: (name: string, ours: boolean, real: boolean) => void): Promise<{ valid: number; invalid: number }> {
  const report = checkTools(raw, { hosts: [client as ArchetypeId], revision: REVISION });
  const counts = { valid: 0, invalid: 0 };
  if (report.summary.hosts[client]?.listLost === true) return counts;
  const session = await connect(client, raw, REVISION);
  try {
    expect((await session.listTools()).ok).toBe(true);
    for (const [index, tool] of (raw.tools as { name: string; outputSchema?: unknown }[]).entries()) {
      if (tool.outputSchema === undefined) continue;
      const verdict = report.tools[index]?.schemas.find((schema) => schema.role === "outputSchema")?.hosts[0];
      if (verdict?.blast === "result") continue; // does not compile: compared above
      const generated = instancesFor(tool.outputSchema as never);
      const oracle = await ownDialectValidity(tool.outputSchema, generated);
      expect([server, tool.name, oracle === undefined]).toEqual([server, tool.name, false]);
      const misread = verdict?.issues.some((issue) => issue.blast === "misread") === true;
      for (const [i, instance] of generated.entries()) {
        const real = await session.callTool(tool.name, instance);
        const valid = oracle?.[i] === true;
        counts[valid ? "valid" : "invalid"]++;
        if (!misread) compare(`${client}|${server}#${tool.name}|instance ${JSON.stringify(instance).slice(0, 60)} accepted`, valid, real.ok);
      }
    }
  } finally {
    await session.close();
  }
  return counts;
}

/** Whether `compile` accepts `schema`. */
function compiles(compile: (schema: unknown) => unknown, schema: unknown): boolean {
  try {
    compile(schema);
    return true;
  } catch {
    return false;
  }
}

const verdicts: string[] = [];
afterAll(() => console.log(`live: ${verdicts.length} verdicts compared (${verdicts.filter((name) => name.includes("|instance ")).length} of them instances)`));

describe("live servers: checkTools equals each real validator", () => {
  for (const server of SERVERS) {
    test(server.name, async () => {
      const raw = await rawTools(server);
      expect(raw.tools.length).toBe(server.tools);
      const differences: string[] = [];
      const compare = (name: string, ours: boolean, real: boolean) => {
        verdicts.push(name);
        if (ours !== real) differences.push(`${name}: ours ${ours}, real ${real}`);
      };
      const tools = raw.tools as { name: string; inputSchema?: unknown; outputSchema?: unknown }[];
      for (const client of CLIENTS) {
        const report = checkTools(raw, { hosts: [client as ArchetypeId], revision: REVISION });
        const real = await realList(client, server, raw);
        compare(`${client}|${server.name}|list kept`, report.summary.hosts[client]?.listLost !== true, real.ok);
        if (real.ok) expect(real.count).toBe(tools.length);
        if (client === "mcp-sdk-v1-client") continue; // SDK 1.x compiles every outputSchema in listTools(): the list verdict is the compile verdict
        const validator = client === "mcp-sdk-v2-client" ? new ValidatorV2() : new ValidatorBeta();
        for (const [index, tool] of tools.entries()) {
          if (tool.outputSchema === undefined) continue;
          const ours = report.tools[index]?.schemas.find((schema) => schema.role === "outputSchema")?.hosts[0]?.blast !== "result";
          compare(`${client}|${server.name}#${tool.name}|outputSchema compiles`, ours, compiles((schema) => validator.getValidator(schema as never), tool.outputSchema));
        }
      }
      const generated = { valid: 0, invalid: 0 };
      for (const client of CLIENTS) {
        const counts = await instances(client, raw, server.name, compare);
        generated.valid += counts.valid;
        generated.invalid += counts.invalid;
      }
      expect([generated.valid >= server.instances[0], generated.invalid >= server.instances[1]]).toEqual([true, true]);
      const report = checkTools(raw, { hosts: ["draft-07-ajv-default"], revision: REVISION });
      const ajv = new Ajv({ logger: false });
      for (const [index, tool] of tools.entries()) {
        for (const role of ["inputSchema", "outputSchema"] as const) {
          if (tool[role] === undefined) continue;
          const ours = report.tools[index]?.schemas.find((schema) => schema.role === role)?.hosts[0]?.blast !== "tool";
          compare(`draft-07-ajv-default|${server.name}#${tool.name}|${role} compiles`, ours, compiles((schema) => ajv.compile(schema as AnySchema), tool[role]));
        }
      }
      expect(differences.filter((name) => !Object.keys(KNOWN_DIFFERENCES).some((known) => name.startsWith(`${known}:`)))).toEqual([]);
      const stale = Object.keys(KNOWN_DIFFERENCES).filter((known) => known.includes(`|${server.name}`) && !differences.some((name) => name.startsWith(`${known}:`)));
      expect(stale).toEqual([]);
    });
  }
});
