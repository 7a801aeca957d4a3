/**
 * Live servers (server-everything, server-filesystem, server-memory, as published): checkTools on the raw tools/list
 * each sends equals what each real client does with the same server — the list kept or lost — and, for the 2.x
 * clients, whether each output schema compiles in the package's own AjvJsonSchemaValidator (one per list, as the
 * client holds it). No tool is called.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { AjvJsonSchemaValidator as ValidatorV2 } from "@modelcontextprotocol/client/validators/ajv";
import { AjvJsonSchemaValidator as ValidatorBeta } from "client-2-0-beta/validators/ajv";
import { afterAll, describe, expect, test } from "vitest";
import { checkTools, type ArchetypeId } from "../src/index.js";
import { CLIENTS } from "./support/clients.js";
import { liveListTools, rawToolList, type ServerCommand } from "./support/live.js";

const script = (name: string) => fileURLToPath(new URL(`../node_modules/@modelcontextprotocol/${name}/dist/index.js`, import.meta.url));
const root = mkdtempSync(join(tmpdir(), "mcp-wire-live-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SERVERS: readonly ServerCommand[] = [
  { name: "server-everything", args: [script("server-everything"), "stdio"] },
  { name: "server-filesystem", args: [script("server-filesystem"), root] },
  { name: "server-memory", args: [script("server-memory")] },
];

describe("live servers: checkTools equals each real client", () => {
  for (const server of SERVERS) {
    test(server.name, async () => {
      const raw = await rawToolList(server, "2025-11-25");
      expect(raw.tools.length).toBeGreaterThan(3);
      const outcomes: string[] = [];
      for (const client of CLIENTS) {
        const report = checkTools(raw, { hosts: [client as ArchetypeId], revision: "2025-11-25" });
        const real = await liveListTools(client, server);
        expect([client, report.summary.hosts[client]?.listLost]).toEqual([client, !real.ok]);
        if (real.ok) expect(real.count).toBe(raw.tools.length);
        if (client === "mcp-sdk-v1-client") continue;
        const validator = client === "mcp-sdk-v2-client" ? new ValidatorV2() : new ValidatorBeta();
        for (const [index, tool] of (raw.tools as { outputSchema?: unknown }[]).entries()) {
          if (tool.outputSchema === undefined) continue;
          let compiles = true;
          try {
            validator.getValidator(tool.outputSchema as never);
          } catch {
            compiles = false;
          }
          const ours = report.tools[index]?.schemas.find((schema) => schema.role === "outputSchema")?.hosts[0]?.blast !== "result";
          expect([client, index, ours]).toEqual([client, index, compiles]);
          outcomes.push(`${client}#${index}:${compiles}`);
        }
      }
      console.log(`${server.name}: ${raw.tools.length} tools, ${outcomes.length} output-schema compile verdicts compared`);
    });
  }
});
