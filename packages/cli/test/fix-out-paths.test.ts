/**
 * `doctor --fix-out` and what it finds below its directory: symlinks at a tool's folder or at a file's path are
 * replaced, never written through (nothing outside the directory changes); a file where a folder goes (or a folder
 * where a file goes) ends the run naming that exact path and the reason; and the folder names of clashing tools.
 */
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeFixes, type FixOutRename } from "../src/doctor/fix-out.js";
import { RecordedTransport, recordingFrom } from "../src/doctor/recorded.js";
import type { DoctorReport } from "../src/index.js";
import { checkedDoctor } from "./report-schema.js";
import { doctorRun } from "./doctor-helpers.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

/** A tool whose input schema has a draft-07 label (so codex gets a form) and one property named `q`. */
const tool = (name: string, q: string) => ({ name, inputSchema: { $schema: DRAFT_07, type: "object", properties: { [q]: { type: "string" } } } });

/** The two files written for {@link tool}`(name, "a")` with `--host codex`, as text. */
const CODEX_A = `{\n  "$schema": "${DRAFT_07}",\n  "type": "object",\n  "properties": {\n    "a": {\n      "type": "string"\n    }\n  }\n}\n`;
const PORTABLE_A = `{\n  "type": "object",\n  "properties": {\n    "a": {\n      "type": "string"\n    }\n  }\n}\n`;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A fresh directory holding `precious.txt` ("precious\n") and the capture `coll.tools.json` of `tools`. */
function workspace(tools: unknown[] = [tool("x", "a")]): string {
  const root = mkdtempSync(join(tmpdir(), "fix-out-paths-"));
  roots.push(root);
  writeFileSync(join(root, "precious.txt"), "precious\n");
  writeFileSync(join(root, "coll.tools.json"), JSON.stringify({ protocolVersion: "2025-06-18", serverInfo: { name: "s", version: "1" }, tools }));
  return root;
}

/** `mcp-wire doctor --replay <root>/coll.tools.json --fix-out <root>/<dir> --host codex`. */
const fixOut = (root: string, dir: string) => doctorRun(["--replay", join(root, "coll.tools.json"), "--fix-out", join(root, dir), "--host", "codex"]);

/** Each entry of `dir` (sorted): `name/` for a real folder, `name -> target` for a symlink, else `name`. */
const entries = (dir: string): string[] =>
  readdirSync(dir).sort().map((name) => {
    const found = lstatSync(join(dir, name));
    return found.isSymbolicLink() ? `${name} -> ${readlinkSync(join(dir, name))}` : found.isDirectory() ? `${name}/` : name;
  });

describe("--fix-out never writes through a symlink below its directory", () => {
  it("a symlink at a file's path is replaced by the file; the file it pointed to keeps its exact content", async () => {
    const root = workspace();
    mkdirSync(join(root, "fx5", "x"), { recursive: true });
    symlinkSync("../../precious.txt", join(root, "fx5", "x", "input.codex.json"));
    const run = await fixOut(root, "fx5");
    expect({ code: run.code, stderr: run.stderr, last: run.stdout.split("\n").slice(-2) }).toEqual({ code: 0, stderr: "", last: [`wrote 2 schema files to ${join(root, "fx5")}`, ""] });
    expect(readFileSync(join(root, "precious.txt"), "utf8")).toBe("precious\n");
    expect(entries(root)).toEqual(["coll.tools.json", "fx5/", "precious.txt"]);
    expect(entries(join(root, "fx5", "x"))).toEqual(["input.codex.json", "input.portable.json"]);
    expect(readFileSync(join(root, "fx5", "x", "input.codex.json"), "utf8")).toBe(CODEX_A);
  });

  it("a dangling symlink at a file's path is replaced; nothing is made where it pointed", async () => {
    const root = workspace();
    mkdirSync(join(root, "fx", "x"), { recursive: true });
    symlinkSync("../../made-outside.json", join(root, "fx", "x", "input.portable.json"));
    expect((await fixOut(root, "fx")).code).toBe(0);
    expect(entries(root)).toEqual(["coll.tools.json", "fx/", "precious.txt"]);
    expect(readFileSync(join(root, "fx", "x", "input.portable.json"), "utf8")).toBe(PORTABLE_A);
  });

  it("a tool folder that is a symlink to a folder outside is replaced by a real folder; the outside folder is unchanged", async () => {
    const root = workspace();
    mkdirSync(join(root, "outside"));
    writeFileSync(join(root, "outside", "input.codex.json"), "keep\n");
    mkdirSync(join(root, "fx2"));
    symlinkSync("../outside", join(root, "fx2", "x"));
    const run = await fixOut(root, "fx2");
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: "" });
    expect(entries(join(root, "outside"))).toEqual(["input.codex.json"]);
    expect(readFileSync(join(root, "outside", "input.codex.json"), "utf8")).toBe("keep\n");
    expect(entries(join(root, "fx2"))).toEqual(["x/"]);
    expect(entries(join(root, "fx2", "x"))).toEqual(["input.codex.json", "input.portable.json"]);
    expect([readFileSync(join(root, "fx2", "x", "input.codex.json"), "utf8"), readFileSync(join(root, "fx2", "x", "input.portable.json"), "utf8")]).toEqual([CODEX_A, PORTABLE_A]);
  });

  it("a tool folder that is a symlink to a file, or dangling, is replaced by a real folder; nothing outside changes", async () => {
    const root = workspace([tool("x", "a"), tool("y", "a")]);
    mkdirSync(join(root, "fx"));
    symlinkSync("../precious.txt", join(root, "fx", "x"));
    symlinkSync("../nowhere", join(root, "fx", "y"));
    expect((await fixOut(root, "fx")).code).toBe(0);
    expect(readFileSync(join(root, "precious.txt"), "utf8")).toBe("precious\n");
    expect(entries(root)).toEqual(["coll.tools.json", "fx/", "precious.txt"]);
    expect(entries(join(root, "fx"))).toEqual(["x/", "y/"]);
    expect(entries(join(root, "fx", "y"))).toEqual(["input.codex.json", "input.portable.json"]);
  });

  it("a <dir> that is itself a symlink is followed: the user named it", async () => {
    const root = workspace();
    mkdirSync(join(root, "real"));
    symlinkSync("real", join(root, "link"));
    expect((await fixOut(root, "link")).code).toBe(0);
    expect(entries(root)).toEqual(["coll.tools.json", "link -> real", "precious.txt", "real/"]);
    expect(entries(join(root, "real", "x"))).toEqual(["input.codex.json", "input.portable.json"]);
  });
});

describe("--fix-out: a path in the way is named exactly, with the reason in words", () => {
  it("a file where a tool's folder goes: exit 2 naming <dir>/<tool>; the file is unchanged", async () => {
    const root = workspace();
    const dir = join(root, "fx4");
    mkdirSync(dir);
    writeFileSync(join(dir, "x"), "mine\n");
    expect(await fixOut(root, "fx4")).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: cannot write --fix-out ${dir}: ${join(dir, "x")}: it is a file, not a directory\n` });
    expect(readFileSync(join(dir, "x"), "utf8")).toBe("mine\n");
  });

  it("a folder where a schema file goes: exit 2 naming that file", async () => {
    const root = workspace();
    const dir = join(root, "fx");
    mkdirSync(join(dir, "x", "input.portable.json"), { recursive: true });
    expect(await fixOut(root, "fx")).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: cannot write --fix-out ${dir}: ${join(dir, "x", "input.portable.json")}: it is a directory\n` });
  });

  it("writeFixes throws DoctorError fix-out-failed with the relative path as given", async () => {
    const root = workspace();
    mkdirSync(join(root, "fx4"));
    writeFileSync(join(root, "fx4", "x"), "");
    const report = await checkedDoctor({ kind: "transport", transport: new RecordedTransport(recordingFrom({ protocolVersion: "2025-11-25", serverInfo: { name: "s", version: "1" }, tools: [tool("x", "a")] })), label: "recording" }, { hosts: ["codex"] });
    const error = await writeFixes(report, "fx4", root).then(() => undefined, (e: unknown) => e as { name: string; code: string; message: string });
    expect(error && { name: error.name, code: error.code, message: error.message }).toEqual({ name: "DoctorError", code: "fix-out-failed", message: "cannot write --fix-out fx4: fx4/x: it is a file, not a directory" });
  });
});

describe("--fix-out folder names of clashing tools", () => {
  /** The report of a replay of `tools` for the hosts 2020-12-only and anthropic-api. */
  const report = (tools: unknown[]): Promise<DoctorReport> =>
    checkedDoctor({ kind: "transport", transport: new RecordedTransport(recordingFrom({ protocolVersion: "2025-11-25", serverInfo: { name: "s", version: "1" }, tools })), label: "recording" }, { hosts: ["2020-12-only", "anthropic-api"] });
  /** The property name of the portable input schema in `<dir>/<folder>`. */
  const property = (dir: string, folder: string) => Object.keys((JSON.parse(readFileSync(join(dir, folder, "input.portable.json"), "utf8")) as { properties: object }).properties);

  it("a tool named x-2 keeps x-2 when x clashes; a name equal without case is renamed, naming the folder that holds it", async () => {
    const root = workspace();
    const renames: FixOutRename[] = [];
    await writeFixes(await report([tool("../x", "a"), tool("x", "b"), tool("X", "c"), tool("x-2", "d")]), "fx", root, (r) => renames.push(r));
    const dir = join(root, "fx");
    expect(entries(dir)).toEqual(["X-4/", "x/", "x-2/", "x-3/"]);
    expect(["x", "x-3", "X-4", "x-2"].map((folder) => property(dir, folder))).toEqual([["a"], ["b"], ["c"], ["d"]]);
    expect(renames).toEqual([
      { tool: "x", folder: "x-3", plain: "x", taken: "x", takenBy: "../x" },
      { tool: "X", folder: "X-4", plain: "X", taken: "x", takenBy: "../x" },
    ]);
  });

  it("the CLI says which folder holds the name, and that X and x are one folder where case is ignored", async () => {
    const root = workspace([tool("../x", "a"), tool("x", "b"), tool("X", "c"), tool("x-2", "d")]);
    const run = await fixOut(root, "fx");
    expect({ code: run.code, stderr: run.stderr, last: run.stdout.split("\n").slice(-4) }).toEqual({
      code: 0,
      stderr: "",
      last: [
        '--fix-out: tool "x" written to x-3 (x holds tool "../x")',
        '--fix-out: tool "X" written to X-4 (x holds tool "../x"; X and x are one folder on macOS and Windows)',
        `wrote 8 schema files to ${join(root, "fx")}`,
        "",
      ],
    });
  });
});
