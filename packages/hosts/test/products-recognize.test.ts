/**
 * Client recognition on the `clientInfo.name` strings real clients send, differentially against the public index the
 * records cite (`mcp-client-capabilities` 0.0.14, installed as a devDependency): every name a record keeps is a key
 * of that index whose title is the product's, and every index entry for a modelled product is kept.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCTS, PRODUCT_IDS, recognizeHost, type ProductId } from "../src/index.js";

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve("mcp-client-capabilities/package.json"));
const INDEX = JSON.parse(readFileSync(join(packageDir, "dist/mcp_client_capabilities/mcp-clients.json"), "utf8")) as Record<string, { title: string }>;

/** The index's title for each modelled product (the index says "Claude.ai" for the claude.ai / Claude Desktop client). */
const TITLES: Partial<Record<ProductId, string>> = {
  "claude-code": "Claude Code",
  "claude-desktop": "Claude.ai",
  cursor: "Cursor",
  vscode: "Visual Studio Code",
  windsurf: "Windsurf Editor",
  zed: "Zed Editor",
  codex: "OpenAI Codex",
  gemini: "Gemini CLI",
  "copilot-cli": "GitHub Copilot CLI",
  continue: "Continue CLI Client",
  chatgpt: "ChatGPT",
};

/**
 * Index names a lab recording contradicts (Copilot CLI 1.0.102 announces itself as copilot-cli, lab:copilot-cli@1.0.102),
 * and the measured names the index lacks, per product.
 */
const CONTRADICTED: readonly string[] = ["github-copilot-developer"];
const MEASURED_ONLY: Partial<Record<(typeof PRODUCT_IDS)[number], readonly string[]>> = { "copilot-cli": ["copilot-cli"], kilo: ["kilo"] };

describe("recognizeHost", () => {
  it("recognises each real clientInfo name as its product", () => {
    const seen = Object.fromEntries(
      [
        "claude-code",
        "claude-ai",
        "cursor-vscode",
        "Visual Studio Code",
        "Visual-Studio-Code",
        "Windsurf",
        "windsurf-client",
        "Zed",
        "Codex",
        "codex-mcp-client",
        "gemini-cli-mcp-client",
        "copilot-cli",
        "continue-cli-client",
        "ChatGPT",
      ].map((name) => [name, recognizeHost({ name, version: "1.0.0" }, "2025-11-25").host]),
    );
    expect(seen).toEqual({
      "claude-code": "claude-code",
      "claude-ai": "claude-desktop",
      "cursor-vscode": "cursor",
      "Visual Studio Code": "vscode",
      "Visual-Studio-Code": "vscode",
      Windsurf: "windsurf",
      "windsurf-client": "windsurf",
      Zed: "zed",
      Codex: "codex",
      "codex-mcp-client": "codex",
      "gemini-cli-mcp-client": "gemini",
      "copilot-cli": "copilot-cli",
      "continue-cli-client": "continue",
      ChatGPT: "chatgpt",
    });
  });

  it("every kept name is in the public index under the product's title, and every index name of a product is kept", () => {
    for (const id of PRODUCT_IDS) {
      const kept = [...(PRODUCTS[id].clients?.names ?? [])].sort();
      const indexed = Object.keys(INDEX)
        .filter((name) => INDEX[name]!.title === TITLES[id] && !CONTRADICTED.includes(name))
        .sort()
        .concat(MEASURED_ONLY[id] ?? []);
      expect({ id, kept }).toEqual({ id, kept: indexed });
    }
  });

  it("names are unique across products", () => {
    const names = PRODUCT_IDS.flatMap((id) => PRODUCTS[id].clients?.names ?? []);
    expect(new Set(names).size).toBe(names.length);
  });

  it("returns the evidence with the announced name, version and the record's sources, and the known revision", () => {
    expect(recognizeHost({ name: "cursor-vscode", version: "1.6.27" }, "2025-06-18")).toEqual({
      host: "cursor",
      revision: "2025-06-18",
      evidence: { name: "cursor-vscode", version: "1.6.27", clients: PRODUCTS.cursor.clients },
    });
  });

  it("does not guess: unknown, differently cased or absent names are not recognised", () => {
    for (const clientInfo of [{ name: "mcp-inspector", version: "0.17.0" }, { name: "Claude-Code", version: "2.1.0" }, { name: "cursor" }, { version: "1.0.0" }, { name: 42 }]) {
      expect(recognizeHost(clientInfo, "2025-11-25")).toEqual({ host: undefined, revision: "2025-11-25", evidence: undefined });
    }
  });

  it("never throws on hostile input, and an unknown revision is undefined", () => {
    const throwing = new Proxy({}, { get: () => { throw new Error("boom"); }, ownKeys: () => { throw new Error("boom"); } });
    const getter = Object.defineProperty({}, "name", { enumerable: true, get: () => { throw new Error("boom"); } });
    for (const clientInfo of [throwing, getter, null, undefined, "claude-code", ["claude-code"], { name: "claude-code", version: 10n }]) {
      expect(recognizeHost(clientInfo, { toString: () => "2025-11-25" })).toEqual({ host: undefined, revision: undefined, evidence: undefined });
    }
    expect(recognizeHost({ name: "claude-code" }, "2024-11-05")).toEqual({
      host: "claude-code",
      revision: undefined,
      evidence: { name: "claude-code", version: undefined, clients: PRODUCTS["claude-code"].clients },
    });
  });
});
