#!/usr/bin/env node
/**
 * `pnpm test:compat`: the packed tarballs against the oldest and newest supported peers, on every
 * supported Node line.
 *
 * For each peer set of PEER_SETS: a scratch project under the OS temp dir (`npm init -y`, so CommonJS, as
 * a new user's), `npm install` of the tarballs and the peers, then each scenario of scripts/compat/ on
 * Node 20 (this one), 22 and 24 (`npx -y -p node@N node …`). The `typescript` set also type-checks and
 * runs the usage example and a v1 server under every TypeScript module setting (TS_SETUPS). Sets with
 * `readmes` also run the TypeScript blocks of those packages' READMEs as shipped in the tarballs (the
 * SDK 1.x and 2.x server and client: what a new user pastes), with tsx.
 *
 * Options: `--node 20,22,24` (lines to run), `--set NAME` (repeatable), `--keep` (leave the projects).
 * Prints one line per scenario run and ends with `compat: N passed, N failed` (exit 1 on any failure).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { printedLines, readmeBlocks } from "./readme-blocks.mjs";
import { packAll, ROOT, run, scratchDir } from "./workspace.mjs";

/**
 * The peer sets: the oldest version of each declared peer range, and the newest. `scenarios` are files
 * of scripts/compat/. Exact versions for the oldest (the floor of each declared range), dist-tags for
 * the newest. `without`: tarballs left out of that project.
 */
const PEER_SETS = [
  {
    name: "oldest-forms",
    peers: { zod: "3.24.1", "zod-to-json-schema": "3.24.0", valibot: "1.0.0", "@valibot/to-json-schema": "1.0.0", arktype: "2.1.28" },
    scenarios: ["forms.cjs"],
    // The SDK adapters need zod >= 3.25 (as the SDK 1.x does): not installed beside zod 3.24, nor the CLI, whose
    // proxy uses them.
    without: ["@mcp-wire/sdk", "@mcp-wire/cli"],
  },
  {
    name: "oldest-sdks",
    peers: { zod: "4.0.0", "@modelcontextprotocol/sdk": "1.24.0", "@modelcontextprotocol/server": "2.0.0", "@modelcontextprotocol/client": "2.0.0" },
    scenarios: ["forms.cjs", "forms.mjs", "servers.cjs", "servers.mjs"],
  },
  {
    name: "zod-3.25",
    // The zod 3 end of @mcp-wire/sdk's zod range (zod 3 API, through zod-to-json-schema): a v1 server.
    // zod 3.25.0 itself fails to load its `zod/v4` in CommonJS (the SDK 1.x requires it): the range starts at 3.25.1.
    peers: { zod: "3.25.1", "zod-to-json-schema": "3.24.6", "@modelcontextprotocol/sdk": "1.24.0" },
    scenarios: ["servers.cjs", "forms.cjs", "forms.mjs"],
  },
  {
    name: "zod-4.1",
    peers: { zod: "4.1.0" },
    scenarios: ["forms.cjs", "forms.mjs"],
  },
  {
    name: "latest",
    peers: {
      zod: "latest",
      valibot: "latest",
      "@valibot/to-json-schema": "latest",
      arktype: "latest",
      "@modelcontextprotocol/sdk": "^1",
      "@modelcontextprotocol/server": "latest",
      "@modelcontextprotocol/client": "latest",
      tsx: "latest",
    },
    scenarios: ["forms.cjs", "forms.mjs", "servers.cjs", "servers.mjs"],
    readmes: ["@mcp-wire/sdk"],
  },
  {
    name: "typescript",
    peers: { zod: "latest", "@modelcontextprotocol/sdk": "^1", "@modelcontextprotocol/server": "latest", typescript: "5.9.3", "@types/node": "20.19.43" },
    scenarios: [],
    typescript: true,
  },
];

/**
 * TypeScript setups: `module` / `moduleResolution`, the project's package type, and the source it
 * compiles (TS_SOURCES: the README usage example, a v1 server, a v2 server with an elicitForm tool).
 * `run`: the emitted JavaScript is executed too. A CommonJS project on `node16`
 * cannot `require()` an ES module in TypeScript's model (Node 16), so it loads the packages with
 * `await import()`; `nodenext` (TypeScript >= 5.8) models Node 20.19+'s require(esm).
 */
const TS_SETUPS = [
  { name: "cjs-nodenext", module: "nodenext", resolution: "nodenext", type: "commonjs", source: "static", run: true },
  { name: "esm-nodenext", module: "nodenext", resolution: "nodenext", type: "module", source: "static", run: true },
  { name: "cjs-node16", module: "node16", resolution: "node16", type: "commonjs", source: "dynamic", run: true },
  { name: "esm-node16", module: "node16", resolution: "node16", type: "module", source: "static", run: true },
  { name: "esm-bundler", module: "preserve", resolution: "bundler", type: "module", source: "static", run: false },
];

const TS_BODY = `
export async function main(): Promise<void> {
  const { requestedSchema } = toRequestedSchema(z.object({ email: z.email(), plan: z.enum(["free", "pro"]).default("free") }), { revision: "2025-11-25" });
  const keys: string[] = Object.keys(requestedSchema.properties);
  const server = new McpServer({ name: "ts", version: "1.0.0" });
  server.registerTool("echo", { inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: "text" as const, text }] }));
  publishToolSchemas(server, { dialect: "portable" });
  publishToolSchemas(server.server, { dialect: "2020-12" });
  const v2 = new McpServerV2({ name: "ts", version: "1.0.0" });
  v2.registerTool("signup", { inputSchema: z.object({}) }, async (_args, ctx) => {
    const answer = sdkV2.elicitForm(v2, ctx, "signup", { message: "Sign up", requestedSchema: z.object({ email: z.email() }) });
    if (answer.status === "missing" || answer.status === "invalid") return answer.inputRequired;
    return { content: [{ type: "text" as const, text: answer.status === "accepted" ? answer.value.email : answer.status }] };
  });
  sdkV2.publishToolSchemas(v2, { dialect: "portable" });
  const error: SdkAdapterError | undefined = undefined;
  void error;
  if (keys.join() !== "email,plan") throw new Error(keys.join());
  console.log("typescript: usage example, v1 and v2 publishToolSchemas, v2 elicitForm");
}
`;

const TS_SOURCES = {
  static: `import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { toRequestedSchema } from "@mcp-wire/elicitation";
import { publishToolSchemas, SdkAdapterError } from "@mcp-wire/sdk/v1";
import * as sdkV2 from "@mcp-wire/sdk/v2";
import { McpServer as McpServerV2 } from "@modelcontextprotocol/server";
${TS_BODY}
void main();
`,
  dynamic: `import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { SdkAdapterError } from "@mcp-wire/sdk/v1" with { "resolution-mode": "import" };
import { McpServer as McpServerV2 } from "@modelcontextprotocol/server";
${TS_BODY.replace("export async function main(): Promise<void> {", `export async function main(): Promise<void> {
  const { toRequestedSchema } = await import("@mcp-wire/elicitation");
  const { publishToolSchemas } = await import("@mcp-wire/sdk/v1");
  const sdkV2 = await import("@mcp-wire/sdk/v2");`)}
void main();
`,
};

const NODE_LINES = { 20: [process.execPath], 22: ["npx", "-y", "-p", "node@22", "node"], 24: ["npx", "-y", "-p", "node@24", "node"] };

function option(name) {
  const values = [];
  process.argv.forEach((arg, index) => {
    if (arg === name && process.argv[index + 1] !== undefined) values.push(process.argv[index + 1]);
  });
  return values;
}

const lines = (option("--node")[0] ?? "20,22,24").split(",");
const only = option("--set");
const sets = PEER_SETS.filter((set) => only.length === 0 || only.includes(set.name));
const unknown = [...lines.filter((line) => !Object.hasOwn(NODE_LINES, line)), ...only.filter((name) => !PEER_SETS.some((set) => set.name === name))];
if (unknown.length > 0) {
  process.stderr.write(`compat: unknown --node line or --set name: ${unknown.join(", ")} (lines: ${Object.keys(NODE_LINES).join(", ")}; sets: ${PEER_SETS.map((set) => set.name).join(", ")})\n`);
  process.exit(2);
}
const tally = { passed: 0, failed: 0 };

function record(ok, line, output) {
  tally[ok ? "passed" : "failed"] += 1;
  process.stdout.write(`${ok ? "ok  " : "FAIL"} ${line}\n`);
  if (!ok) process.stdout.write(`${output.trimEnd().slice(-3000).replace(/^/gm, "     ")}\n`);
}

function setUpProject(set, tarballs) {
  const dir = scratchDir(`compat-${set.name}`);
  run(["npm", "init", "-y"], { cwd: dir });
  const packed = Object.entries(tarballs).filter(([name]) => !(set.without ?? []).includes(name)).map(([, tarball]) => tarball);
  const specs = [...packed, ...Object.entries(set.peers).map(([name, version]) => `${name}@${version}`)];
  const install = run(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error", ...specs], { cwd: dir, timeoutMs: 900_000 });
  cpSync(join(ROOT, "scripts", "compat"), dir, { recursive: true });
  return { dir, install };
}

/**
 * tsc's errors split into ours (the test source, @mcp-wire declarations, or unattributed) and foreign
 * (inside another package's declarations, e.g. the SDK's CommonJS `.d.ts` under `node16`, which only
 * `skipLibCheck: false` shows): `{ ours: string[], foreign: string[] }`, foreign as `package TScode`.
 */
function tscErrors(output) {
  const ours = [];
  const foreign = [];
  for (const line of output.split("\n").filter((text) => /error TS\d+/.test(text))) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/.*error (TS\d+)/.exec(line);
    if (match !== null && !match[1].startsWith("@mcp-wire/")) foreign.push(`${match[1]} ${match[2]}`);
    else ours.push(line);
  }
  return { ours, foreign };
}

function typescriptRuns(dir, node) {
  for (const setup of TS_SETUPS) {
    const folder = join(dir, "ts", setup.name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "package.json"), JSON.stringify({ type: setup.type }));
    writeFileSync(join(folder, "index.ts"), TS_SOURCES[setup.source]);
    const compilerOptions = { module: setup.module, moduleResolution: setup.resolution, target: "es2022", strict: true, outDir: "out", types: ["node"], skipLibCheck: false, ...(setup.run ? {} : { noEmit: true }) };
    writeFileSync(join(folder, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["index.ts"] }));
    const tsc = run([process.execPath, join(dir, "node_modules", "typescript", "bin", "tsc"), "-p", folder]);
    const { ours, foreign } = tscErrors(tsc.output);
    const note = foreign.length === 0 ? "" : ` (${foreign.length} errors inside other packages' declarations ignored: ${[...new Set(foreign)].join(", ")})`;
    record(ours.length === 0, `typescript ${setup.name}: tsc (module ${setup.module}, ${setup.type})${note}`, tsc.output);
    if (ours.length !== 0 || !setup.run) continue;
    writeFileSync(join(folder, "out", "package.json"), JSON.stringify({ type: setup.type }));
    const exec = run([...NODE_LINES[node], join(folder, "out", "index.js")], { cwd: folder });
    record(exec.status === 0, `typescript ${setup.name}: node ${node}`, exec.output);
  }
}

/** The shipped README of each package in `names`: every block that runs on its own, on Node `node`. */
function readmeRuns(dir, names, node) {
  for (const name of names) {
    const folder = join(dir, "readme", name.replace("/", "+"));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "package.json"), JSON.stringify({ type: "module" }));
    const blocks = readmeBlocks(readFileSync(join(dir, "node_modules", name, "README.md"), "utf8"));
    for (const block of blocks) writeFileSync(join(folder, block.file), block.code);
    for (const block of blocks.filter((item) => item.run)) {
      const result = run([...NODE_LINES[node], "--import", "tsx", block.file], { cwd: folder, timeoutMs: 120_000 });
      const printed = printedLines(result.stdout);
      const ok = result.status === 0 && JSON.stringify(printed) === JSON.stringify(block.prints);
      record(ok, `${name} README ${block.file} on node ${node}`, result.output);
    }
  }
}

const packDir = scratchDir("compat-pack");
const tarballs = packAll(packDir);
const projects = [packDir];
for (const set of sets) {
  const { dir, install } = setUpProject(set, tarballs);
  projects.push(dir);
  record(install.status === 0, `${set.name}: npm install ${Object.entries(set.peers).map(([name, version]) => `${name}@${version}`).join(" ")}`, install.output);
  if (install.status !== 0) continue;
  for (const node of lines) {
    for (const scenario of set.scenarios) {
      const result = run([...NODE_LINES[node], scenario], { cwd: dir });
      record(result.status === 0, `${set.name}: ${scenario} on node ${node}: ${result.output.trim().split("\n").filter((line) => /^(forms|servers|usage) /.test(line)).join("; ")}`, result.output);
    }
    if (set.readmes !== undefined) readmeRuns(dir, set.readmes, node);
  }
  if (set.typescript) typescriptRuns(dir, lines[0]);
}
if (!process.argv.includes("--keep")) for (const dir of projects) rmSync(dir, { recursive: true, force: true });
else process.stdout.write(`projects kept: ${projects.join(" ")}\n`);
process.stdout.write(`compat: ${tally.passed} passed, ${tally.failed} failed\n`);
process.exit(tally.failed === 0 ? 0 : 1);
