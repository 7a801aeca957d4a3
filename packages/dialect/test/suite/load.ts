/**
 * Reads the official JSON-Schema-Test-Suite copy in test/fixtures (required tests only, not `optional/`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { JsonSchema, JsonValue } from "../../src/index.js";

export const SUITE_DIR = fileURLToPath(new URL("../../../../fixtures/json-schema-test-suite/", import.meta.url));

export interface SuiteTest {
  readonly description: string;
  readonly data: JsonValue;
  readonly valid: boolean;
}

export interface SuiteGroup {
  /** `file.json: group description`, unique within one suite folder. */
  readonly name: string;
  readonly file: string;
  readonly schema: JsonSchema;
  readonly tests: readonly SuiteTest[];
}

/** All groups of `tests/<folder>/*.json`, in file order. */
export function loadGroups(folder: "draft7" | "draft2020-12"): SuiteGroup[] {
  const dir = join(SUITE_DIR, "tests", folder);
  const out: SuiteGroup[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json")).sort()) {
    const groups = JSON.parse(readFileSync(join(dir, file), "utf8")) as { description: string; schema: JsonSchema; tests: SuiteTest[] }[];
    for (const group of groups) {
      let name = `${file}: ${group.description}`;
      for (let n = 2; out.some((seen) => seen.name === name); n++) name = `${file}: ${group.description} (${n})`;
      const tests = group.tests.map((test, index) =>
        group.tests.findIndex((other) => other.description === test.description) === index ? test : { ...test, description: `${test.description} (${index + 1})` },
      );
      out.push({ name, file, schema: group.schema, tests });
    }
  }
  return out;
}

/** The remotes a dialect's tests use, keyed by the URL the suite serves them at (http://localhost:1234/…). */
export function loadRemotes(folder: "draft7" | "draft2020-12"): Map<string, JsonSchema> {
  const root = join(SUITE_DIR, "remotes");
  const out = new Map<string, JsonSchema>();
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const rel = relative(root, path).split("\\").join("/");
      if (statSync(path).isDirectory()) {
        const top = rel.split("/")[0] as string;
        if (/^(draft|v1)/.test(top) && top !== folder) continue;
        visit(path);
      } else if (name.endsWith(".json")) out.set(`http://localhost:1234/${rel}`, JSON.parse(readFileSync(path, "utf8")) as JsonSchema);
    }
  };
  visit(root);
  return out;
}
