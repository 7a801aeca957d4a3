/**
 * `mcp-wire --version` is the version npm installs: the bin the package ships prints its own package.json version,
 * and the changesets release plan (`changeset status`, @changesets/cli) bumps that version before anything is
 * published — the packages are at 0.0.0, never released, and `changeset version` turns the pending changesets into
 * 0.1.0 (a minor bump: every changeset of the CLI is `minor`), which is the package.json `changeset publish`
 * then publishes, and so what `--version` prints once installed.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loads } from "./bundle-loads.js";
import { PACKAGE_DIR } from "./helpers.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const manifest = (dir: string) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name: string; version?: string; private?: boolean };

interface ReleasePlan {
  readonly releases: readonly { name: string; type: string; oldVersion: string | null; newVersion: string | null; changesets: string[] }[];
}

describe("mcp-wire --version and the release plan", () => {
  it("the shipped bin prints packages/cli/package.json's version", () => {
    const run = spawnSync(process.execPath, [join(PACKAGE_DIR, "bin", "mcp-wire.js"), "--version"], { encoding: "utf8" });
    expect([run.status, run.stdout, run.stderr]).toEqual([0, `${manifest(PACKAGE_DIR).version}\n`, ""]);
    expect(manifest(PACKAGE_DIR).version).toBe("0.0.0");
  });

  it("--version alone loads the bin and its package.json reader only: no host table, no SDK, no argument parser", () => {
    const run = loads([join(PACKAGE_DIR, "bin", "mcp-wire.js"), "--version"]);
    // bin.js, the chunk of version.ts and the chunk of esbuild's helpers
    expect([run.status, run.stdout, run.files, run.loaded]).toEqual([0, `${manifest(PACKAGE_DIR).version}\n`, 4, ["(esbuild runtime)", "cli/bin/mcp-wire.js", "cli/src/bin.ts", "cli/src/version.ts", "node:fs"]]);
    // any other command line loads the CLI (here: the help, through commander)
    expect(loads([join(PACKAGE_DIR, "bin", "mcp-wire.js"), "--help"]).loaded).toContain("cli/src/run.ts");
  });

  it("changeset status: the CLI will be bumped 0.0.0 → 0.1.0 (minor), and no public package would be published at 0.0.0", () => {
    const output = join(mkdtempSync(join(tmpdir(), "mcp-wire-changeset-")), "status.json");
    const run = spawnSync(process.execPath, [join(ROOT, "node_modules/@changesets/cli/bin.js"), "status", "--output", output], { cwd: ROOT, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const plan = JSON.parse(readFileSync(output, "utf8")) as ReleasePlan;
    const cli = plan.releases.find((release) => release.name === "@mcp-wire/cli");
    expect([cli?.type, cli?.oldVersion, cli?.newVersion]).toEqual(["minor", manifest(PACKAGE_DIR).version, "0.1.0"]);
    expect(cli?.changesets).toContain("cli-version");
    const published = readdirSync(join(ROOT, "packages")).map((dir) => manifest(join(ROOT, "packages", dir))).filter((pkg) => pkg.private !== true);
    expect(published.map((pkg) => [pkg.name, plan.releases.find((release) => release.name === pkg.name)?.newVersion]).sort()).toEqual(
      published.map((pkg) => [pkg.name, "0.1.0"]).sort(),
    );
  });
});
