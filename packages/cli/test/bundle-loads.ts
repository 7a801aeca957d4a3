/**
 * What a `node` process loads, for the start-up tests (startup-loads.test.ts, version.test.ts). The `mcp-wire` command
 * runs the bundle (bin/mcp-wire.js → bundle/bin.js, scripts/bundle.mjs), whose files are chunks with hashed names;
 * what a loaded chunk holds is read from its source map (`sources`): the TypeScript modules under each package's src/,
 * and the files of node_modules it bundles (named by their own source maps where they ship them). So the lists name
 * modules, whichever chunks carry them.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { PACKAGE_DIR } from "./helpers.js";

/** The `--import` module that names each module the process loads on stderr (`load <url>`). */
export const REGISTER = fileURLToPath(new URL("./fixtures/loads/register.mjs", import.meta.url));
/** Where scripts/bundle.mjs writes the bundle. */
const BUNDLE_DIR = join(PACKAGE_DIR, "bundle");

/** The name a file goes by in the lists: `<package>/<path>` for node_modules files, `<package folder>/<path>` for packages/, else the path. */
function named(file: string): string {
  return /\/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+\/.+)$/.exec(file)?.[1] ?? /\/packages\/(.+)$/.exec(file)?.[1] ?? file;
}

/** The files one bundle file holds, from its source map: `named` files; `(esbuild runtime)` for the chunk of esbuild's helpers (no sources). */
function chunkSources(file: string): string[] {
  const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as { sources: string[] };
  return map.sources.length === 0 ? ["(esbuild runtime)"] : map.sources.map((source) => named(resolve(dirname(file), source)));
}

/** The bundle file that holds `module` (a `named` source, e.g. `cli/src/doctor/run.ts`); fails unless exactly one does. */
export function chunkOf(module: string): string {
  const files = readdirSync(BUNDLE_DIR)
    .filter((name) => name.endsWith(".js"))
    .map((name) => join(BUNDLE_DIR, name))
    .filter((file) => chunkSources(file).includes(module));
  expect(files).toHaveLength(1);
  return files[0] as string;
}

/** The package a `named` file is of: `@mcp-wire/<folder>` for packages/, the npm name for node_modules files, `node:x` as it is. */
export function packageOf(name: string): string {
  const ours = /^(cli|core|hosts|dialect|spec|sdk|elicitation)\//.exec(name);
  return ours !== null ? `@mcp-wire/${ours[1]}` : (/^(?:node:.*|\(.*\)|(?:@[^/]+\/)?[^/]+)/.exec(name)?.[0] ?? name);
}

/**
 * What `node <args>` loads, sorted and once each: `node:x`, and for each file the module-load hook names, the files a
 * bundle file holds (`chunkSources`), else the file (`named`). `files`: how many files it loaded.
 */
export function loads(args: readonly string[]): { status: number | null; stdout: string; files: number; loaded: string[] } {
  const run = spawnSync(process.execPath, ["--import", REGISTER, ...args], { cwd: PACKAGE_DIR, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const urls = run.stderr
    .split("\n")
    .filter((line) => line.startsWith("load "))
    .map((line) => line.slice("load ".length));
  const files = urls.filter((url) => url.startsWith("file:")).map((url) => fileURLToPath(url));
  const loaded = [
    ...urls.filter((url) => !url.startsWith("file:")),
    ...files.flatMap((file) => (dirname(file) === BUNDLE_DIR ? chunkSources(file) : [named(file)])),
  ];
  return { status: run.status, stdout: run.stdout, files: files.length, loaded: [...new Set(loaded)].sort() };
}

