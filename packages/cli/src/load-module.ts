/**
 * Loading a `.ts`/`.js` module and picking its Standard Schema exports. TypeScript is loaded with
 * tsx (`tsImport`), which also loads JavaScript; each load gets a fresh module instance.
 *
 * Source: Standard Schema v1 (`~standard.validate`), standardschema.dev.
 */
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { isStandardSchema } from "@mcp-wire/elicitation";
import { CliError } from "./errors.js";
import type { Subject } from "./subject.js";

function vendorOf(schema: unknown): string {
  return String((schema as { "~standard": { vendor: unknown } })["~standard"].vendor);
}

function exportSubject(file: string, name: string, schema: unknown): Subject {
  return { file, subject: name, form: "module-export", vendor: vendorOf(schema), schema };
}

/**
 * Picks the Standard Schemas among a module's exports: all of them in export-name order (the
 * order of a module namespace), or only `exportName`.
 *
 * @param file - the file as given, for messages
 * @param exports - the module namespace (or any record of exports)
 * @param exportName - `--export NAME`, or `undefined` for all
 * @returns one {@link Subject} per chosen export, `form: "module-export"`, `vendor` from `~standard.vendor`
 * @throws CliError code `export-not-found`, `export-not-a-schema` (with `exportName`) or
 *   `no-standard-schema` (without it)
 */
export function moduleSubjects(file: string, exports: Readonly<Record<string, unknown>>, exportName: string | undefined): Subject[] {
  const names = Object.keys(exports);
  if (exportName !== undefined) {
    if (!names.includes(exportName)) {
      throw new CliError("export-not-found", `${file} has no export ${JSON.stringify(exportName)} (exports: ${names.join(", ") || "none"})`);
    }
    const schema = exports[exportName];
    if (!isStandardSchema(schema)) {
      throw new CliError("export-not-a-schema", `${file}: export ${JSON.stringify(exportName)} is not a Standard Schema`);
    }
    return [exportSubject(file, exportName, schema)];
  }
  const subjects = names.filter((name) => isStandardSchema(exports[name])).map((name) => exportSubject(file, name, exports[name]));
  if (subjects.length === 0) {
    throw new CliError("no-standard-schema", `${file} exports no Standard Schema (a zod, Valibot or ArkType schema, or any Standard Schema)`);
  }
  return subjects;
}

/**
 * Imports a module file (TypeScript or JavaScript) and returns its Standard Schema exports.
 * The module runs: only check modules you trust.
 *
 * @param file - the file as given, for messages
 * @param path - its absolute path
 * @param exportName - `--export NAME`, or `undefined`
 * @throws CliError code `import-failed` (the module throws or does not compile; first line of the
 *   reason), or those of {@link moduleSubjects}
 */
export async function loadModule(file: string, path: string, exportName: string | undefined): Promise<Subject[]> {
  let exports: Record<string, unknown>;
  try {
    exports = (await tsImport(pathToFileURL(path).href, import.meta.url)) as Record<string, unknown>;
  } catch (error) {
    throw new CliError("import-failed", `cannot import ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return moduleSubjects(file, exports, exportName);
}
