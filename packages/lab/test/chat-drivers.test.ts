/**
 * The configuration the Qwen Code and Copilot CLI drivers write for a run: each run server under its name, its argv
 * split into command and args, and the settings that keep the products offline and their MCP tools undeferred.
 */
import { describe, expect, test } from "vitest";
import { copilotMcpConfig } from "../src/drivers/copilot-cli.js";
import { qwenSettings } from "../src/drivers/qwen-code.js";
import type { RunServer } from "../src/types.js";

const SERVERS: readonly RunServer[] = [
  { name: "name-dash", list: { id: "name-dash", about: "", tools: [] }, command: ["/usr/bin/node", "/lab/bin/lab-server.js", "/w/name-dash.json", "/w/name-dash.log.jsonl"] },
  { name: "root-oneof", list: { id: "root-oneof", about: "", tools: [] }, command: ["/usr/bin/node", "/lab/bin/lab-server.js", "/w/root-oneof.json"] },
];

describe("qwenSettings", () => {
  test("OpenAI auth, tool_search excluded, no updates or usage statistics, every server trusted", () => {
    expect(qwenSettings(SERVERS)).toEqual({
      security: { auth: { selectedType: "openai" } },
      tools: { exclude: ["tool_search"] },
      general: { enableAutoUpdate: false },
      privacy: { usageStatisticsEnabled: false },
      mcpServers: {
        "name-dash": { command: "/usr/bin/node", args: ["/lab/bin/lab-server.js", "/w/name-dash.json", "/w/name-dash.log.jsonl"], trust: true },
        "root-oneof": { command: "/usr/bin/node", args: ["/lab/bin/lab-server.js", "/w/root-oneof.json"], trust: true },
      },
    });
  });
});

describe("copilotMcpConfig", () => {
  test("every server local, all its tools, 10 s per request", () => {
    expect(copilotMcpConfig(SERVERS)).toEqual({
      mcpServers: {
        "name-dash": { type: "local", command: "/usr/bin/node", args: ["/lab/bin/lab-server.js", "/w/name-dash.json", "/w/name-dash.log.jsonl"], tools: ["*"], timeout: 10_000 },
        "root-oneof": { type: "local", command: "/usr/bin/node", args: ["/lab/bin/lab-server.js", "/w/root-oneof.json"], tools: ["*"], timeout: 10_000 },
      },
    });
  });
});
