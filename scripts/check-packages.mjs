#!/usr/bin/env node
/**
 * `pnpm check:packages`: every package is installable the way people install it.
 *
 * 1. The export-map convention, over every packages/<dir>/package.json (CONVENTION below); a new
 *    package is held to it the moment it exists.
 * 2. `pnpm -r pack` (each `prepack` builds), exactly one tarball per public package, none for private ones.
 * 3. `publint --strict` and `@arethetypeswrong/cli` on every tarball; ATTW_IGNORED lists each rule that
 *    stays ignored and why.
 * 4. In a scratch copy of the repository: `changeset version`, then `pnpm -r publish --dry-run`.
 *
 * `--convention` runs step 1 only. Prints one line per check; exits 1 when any fails.
 */
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { packAll, PNPM, publicPackages, ROOT, run, runOrThrow, scratchDir, workspacePackages } from "./workspace.mjs";

/**
 * The one rule attw reports that we keep, with its reason. attw's TypeScript (5.6) models `node16`
 * as Node 16, where `require()` of an ES module fails; the packages are ES modules loaded by `require()`
 * through Node >= 20.19's require(esm), and TypeScript >= 5.8 accepts that under `module: nodenext`
 * (and 5.9 under `node20`). A CommonJS project on `module: node16` must use `await import()`.
 * The `node10` column is not checked (`--profile node16`): `moduleResolution: node10` reads no
 * `exports` map and Node 10 is long out of support.
 */
const ATTW_IGNORED = ["cjs-resolves-to-esm"];

const NODE_RANGE = ">=20.19";

/** Names users install themselves: a public library depends on them by a range, never one exact version. */
function sharedNames(packages) {
  return new Set(packages.flatMap(({ manifest }) => Object.keys(manifest.peerDependencies ?? {})));
}

/** Markdown link targets of a README that leave the package (`../…`, `/…`). */
function outsideLinks(markdown) {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((target) => target.startsWith("../") || target.startsWith("/"));
}

/**
 * The convention: problems of one package, as strings (empty when it follows the convention).
 * Public: scoped name, version, MIT, `type: module`, engines `>=20.19`, every export `{ types, default }`
 * (types first, `.d.ts` beside its `.js` in dist/; `default` so that both `import` and `require()` load it),
 * `./package.json` exported, `prepack` that builds (`tsc -b`), `files` including dist/, a README
 * without links outside the package that states the module format, shared libraries by range. Private: no `version` (never packed).
 */
function conventionProblems({ dir, path, manifest }, shared) {
  const problems = [];
  const add = (text) => problems.push(`packages/${dir}/package.json: ${text}`);
  if (manifest.private === true) {
    if ("version" in manifest) add("a private package has no version (pnpm -r pack skips packages without one)");
    if ("exports" in manifest) add("a private package has no exports");
    return problems;
  }
  if (typeof manifest.name !== "string" || !manifest.name.startsWith("@mcp-wire/")) add(`name must be @mcp-wire/<name>, got ${JSON.stringify(manifest.name)}`);
  if (typeof manifest.version !== "string" || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(manifest.version)) add(`version must be semver, got ${JSON.stringify(manifest.version)}`);
  if (manifest.license !== "MIT") add("license must be MIT");
  if (typeof manifest.description !== "string" || manifest.description.length === 0) add("description is missing");
  if (manifest.type !== "module") add('type must be "module"');
  if (manifest.engines?.node !== NODE_RANGE) add(`engines.node must be ${JSON.stringify(NODE_RANGE)}`);
  if (!/^tsc -b( |$)/.test(manifest.scripts?.prepack ?? "")) add('scripts.prepack must build ("tsc -b …")');
  const files = manifest.files ?? [];
  if (!files.includes("dist")) add('files must include "dist"');
  const exportsMap = manifest.exports ?? {};
  if (exportsMap["./package.json"] !== "./package.json") add('exports must have "./package.json": "./package.json"');
  const entries = Object.entries(exportsMap).filter(([key]) => key !== "./package.json");
  if (entries.length === 0) add("exports has no entry point");
  for (const [key, value] of entries) {
    const keys = value !== null && typeof value === "object" ? Object.keys(value) : [];
    if (JSON.stringify(keys) !== JSON.stringify(["types", "default"])) {
      add(`exports[${JSON.stringify(key)}] must be exactly { "types", "default" } in that order, got ${JSON.stringify(value)}`);
      continue;
    }
    const match = /^\.\/dist\/(.+)\.js$/.exec(value.default);
    if (match === null) add(`exports[${JSON.stringify(key)}].default must be ./dist/<path>.js, got ${JSON.stringify(value.default)}`);
    else if (value.types !== `./dist/${match[1]}.d.ts`) add(`exports[${JSON.stringify(key)}].types must be ./dist/${match[1]}.d.ts, got ${JSON.stringify(value.types)}`);
  }
  for (const field of ["main", "module", "types", "typings"]) if (field in manifest) add(`no top-level "${field}": exports is the one entry map`);
  const readme = join(path, "README.md");
  if (!existsSync(readme)) add("README.md is missing");
  else {
    const text = readFileSync(readme, "utf8");
    for (const target of outsideLinks(text)) add(`README.md links outside the package: ${target}`);
    if (!text.includes("**Module format.**")) add("README.md says nothing about the module format (a **Module format.** paragraph)");
  }
  if (manifest.bin === undefined) {
    for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
      if (shared.has(name) && /^\d/.test(range)) add(`dependencies.${name} is pinned to ${range}: users install ${name} themselves, depend on a tested range`);
    }
  }
  for (const [name, range] of Object.entries(manifest.peerDependencies ?? {})) {
    if (range.startsWith("workspace:")) add(`peerDependencies.${name} must not be a workspace range`);
  }
  return problems;
}

let failures = 0;
function report(ok, line, detail = "") {
  process.stdout.write(`${ok ? "ok  " : "FAIL"} ${line}\n`);
  if (!ok) {
    failures += 1;
    if (detail !== "") process.stdout.write(`${detail.trimEnd().replace(/^/gm, "     ")}\n`);
  }
}

function checkConvention() {
  const packages = workspacePackages();
  const shared = sharedNames(packages);
  for (const pkg of packages) {
    const problems = conventionProblems(pkg, shared);
    report(problems.length === 0, `convention ${pkg.manifest.name}`, problems.join("\n"));
  }
}

function checkTarballs() {
  const destination = scratchDir("pack");
  const tarballs = packAll(destination);
  report(true, `pnpm -r pack: ${Object.keys(tarballs).length} tarballs, no private package`);
  const bin = join(ROOT, "node_modules", ".bin");
  for (const [name, tarball] of Object.entries(tarballs)) {
    const publint = run([join(bin, "publint"), "run", "--strict", tarball]);
    report(publint.status === 0 && /All good!/.test(publint.output), `publint --strict ${name}`, publint.output);
    const attw = run([join(bin, "attw"), tarball, "--profile", "node16", "--ignore-rules", ...ATTW_IGNORED, "--format", "ascii", "--no-color"]);
    report(attw.status === 0, `attw ${name} (ignored: ${ATTW_IGNORED.join(", ")})`, attw.output);
  }
  rmSync(destination, { recursive: true, force: true });
}

/** `changeset version` and `pnpm -r publish --dry-run`, in a copy (they rewrite package.json files). */
function checkVersioning() {
  const copy = scratchDir("release");
  const tracked = runOrThrow(["git", "ls-files", "-co", "--exclude-standard"]).split("\n").filter((file) => file !== "" && existsSync(join(ROOT, file)));
  for (const file of tracked) cpSync(join(ROOT, file), join(copy, file), { recursive: true });
  runOrThrow(["git", "init", "-q", "-b", "main"], { cwd: copy });
  runOrThrow([...PNPM, "install", "--frozen-lockfile", "--prefer-offline"], { cwd: copy });
  const version = run([join(copy, "node_modules", ".bin", "changeset"), "version"], { cwd: copy });
  report(version.status === 0, "changeset version", version.output);
  const versions = publicPackages().map(({ dir }) => {
    const manifest = JSON.parse(readFileSync(join(copy, "packages", dir, "package.json"), "utf8"));
    return `${manifest.name}@${manifest.version}`;
  });
  const bumped = versions.every((entry) => !entry.endsWith("@0.0.0"));
  report(version.status === 0 && bumped, `versions after changeset version: ${versions.join(" ")}`);
  const publish = run([...PNPM, "-r", "publish", "--dry-run", "--no-git-checks"], { cwd: copy });
  const published = publicPackages().filter(({ manifest }) => publish.output.includes(`${manifest.name}@`)).length;
  report(publish.status === 0 && published === publicPackages().length, `pnpm -r publish --dry-run: ${published} of ${publicPackages().length} public packages`, publish.output);
  rmSync(copy, { recursive: true, force: true });
}

checkConvention();
if (!process.argv.includes("--convention")) {
  checkTarballs();
  checkVersioning();
}
process.stdout.write(failures === 0 ? "packages: all checks passed\n" : `packages: ${failures} checks failed\n`);
process.exit(failures === 0 ? 0 : 1);
