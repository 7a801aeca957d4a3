/**
 * The workspace's packages as the packaging scripts see them, and the few process helpers they share.
 * Used by check-packages.mjs (the export-map convention, publint, attw, versioning) and compat.mjs.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (absolute path, no trailing slash). */
export const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");

/** pnpm as the repository runs it: `npx -y pnpm@<packageManager version>`. */
export const PNPM = ["npx", "-y", JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).packageManager];

/**
 * Every `packages/<dir>/package.json`, parsed: `{ dir, path, manifest }`, sorted by folder name.
 * @returns {{ dir: string, path: string, manifest: Record<string, any> }[]}
 */
export function workspacePackages() {
  return readdirSync(join(ROOT, "packages"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((dir) => {
      const path = join(ROOT, "packages", dir);
      return { dir, path, manifest: JSON.parse(readFileSync(join(path, "package.json"), "utf8")) };
    });
}

/** The packages that are published (not `private`). */
export function publicPackages() {
  return workspacePackages().filter((pkg) => pkg.manifest.private !== true);
}

/** A new empty directory under the OS temp dir, named `mcp-wire-<label>-XXXXXX`. */
export function scratchDir(label) {
  return mkdtempSync(join(tmpdir(), `mcp-wire-${label}-`));
}

/**
 * Runs `command` synchronously (no shell) and returns `{ status, stdout, output }` (output: stdout + stderr).
 * @param {string[]} command - program and arguments
 * @param {{ cwd?: string, env?: Record<string, string>, timeoutMs?: number }} [options]
 */
export function run(command, { cwd = ROOT, env = {}, timeoutMs = 600_000 } = {}) {
  const [program, ...args] = command;
  const result = spawnSync(program, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? `\n${result.error.message}` : ""}`;
  return { status: result.status ?? 1, stdout: result.stdout ?? "", output };
}

/**
 * Runs `command` and throws an Error holding its output when it exits non-zero.
 * @returns {string} the output
 */
export function runOrThrow(command, options) {
  const { status, output } = run(command, options);
  if (status !== 0) throw new Error(`${command.join(" ")} exited ${status}\n${output.slice(-4000)}`);
  return output;
}

/**
 * Packs every public package with `pnpm -r pack` (each `prepack` builds it) into `destination`.
 * The private packages have no `version`, which `pnpm -r pack` skips; this checks that it did.
 * @returns {Record<string, string>} package name → absolute tarball path
 * @throws Error when pnpm fails or the tarballs are not exactly one per public package
 */
export function packAll(destination) {
  runOrThrow([...PNPM, "-r", "pack", "--pack-destination", destination]);
  const tarballs = Object.fromEntries(
    publicPackages().map(({ manifest }) => [manifest.name, join(destination, `${manifest.name.replace("@", "").replace("/", "-")}-${manifest.version}.tgz`)]),
  );
  const packed = readdirSync(destination).filter((file) => file.endsWith(".tgz")).map((file) => join(destination, file)).sort();
  const expected = Object.values(tarballs).sort();
  if (JSON.stringify(packed) !== JSON.stringify(expected)) {
    throw new Error(`pnpm -r pack gave ${JSON.stringify(packed)}, expected exactly ${JSON.stringify(expected)}`);
  }
  return tarballs;
}
