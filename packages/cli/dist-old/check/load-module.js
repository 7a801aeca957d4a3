/**
 * Loading a `.ts`/`.js` module and picking its Standard Schema exports. TypeScript is loaded with
 * tsx (`tsImport`), which also loads JavaScript; each load gets a fresh module instance.
 *
 * Source: Standard Schema v1 (`~standard.validate`), standardschema.dev.
 */
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { schemaRoute } from "@mcp-wire/core";
import { CliError } from "../errors.js";
import { guarded, guardedSync, ModuleExitError } from "./guard.js";
function vendorOf(schema) {
    return String(schema["~standard"].vendor);
}
function exportSubject(file, name, schema) {
    return { file, subject: name, form: "module-export", vendor: vendorOf(schema), schema };
}
/**
 * Reads one export as a Standard Schema candidate: the value, whether it is one (`schemaRoute`), and its vendor,
 * guarded (module code runs in a `~standard` getter or a Proxy trap).
 * @returns the {@link Subject}, or `undefined` when the export is not a Standard Schema
 * @throws CliError `export-unreadable` when reading the export or its `~standard` throws, `process-exit` when that
 *   called `process.exit`
 */
function readExport(file, exports, name, log) {
    try {
        return guardedSync(log, () => {
            const value = exports[name];
            return schemaRoute(value) === "standard" ? exportSubject(file, name, value) : undefined;
        });
    }
    catch (error) {
        if (error instanceof ModuleExitError) {
            throw new CliError("process-exit", `${file} called ${error.call} while its export ${JSON.stringify(name)} was read; a checked module must not exit`);
        }
        throw new CliError("export-unreadable", `${file}: reading its export ${JSON.stringify(name)} (its ~standard) threw: ${error instanceof Error ? error.message : String(error)}`);
    }
}
/**
 * Picks the Standard Schemas among a module's exports: all of them in export-name order (the
 * order of a module namespace), or only `exportName`. An export that cannot be read is an error, not skipped.
 *
 * @param file - the file as given, for messages
 * @param exports - the module namespace (or any record of exports)
 * @param exportName - `--export NAME`, or `undefined` for all
 * @param log - receives what the module writes to stdout while its exports are read; default `process.stderr`
 * @returns one {@link Subject} per chosen export, `form: "module-export"`, `vendor` from `~standard.vendor`
 * @throws CliError code `export-not-found`, `export-not-a-schema` (with `exportName`) or
 *   `no-standard-schema` (without it); `export-unreadable` when reading an export or its `~standard` throws (the
 *   export named); `process-exit` when that called `process.exit`
 */
export function moduleSubjects(file, exports, exportName, log = (text) => void process.stderr.write(text)) {
    const names = Object.keys(exports);
    if (exportName !== undefined) {
        if (!names.includes(exportName)) {
            throw new CliError("export-not-found", `${file} has no export ${JSON.stringify(exportName)} (exports: ${names.join(", ") || "none"})`);
        }
        const subject = readExport(file, exports, exportName, log);
        if (subject === undefined) {
            throw new CliError("export-not-a-schema", `${file}: export ${JSON.stringify(exportName)} is not a Standard Schema`);
        }
        return [subject];
    }
    const subjects = names.map((name) => readExport(file, exports, name, log)).filter((subject) => subject !== undefined);
    if (subjects.length === 0) {
        throw new CliError("no-standard-schema", `${file} exports no Standard Schema (a zod, Valibot or ArkType schema, or any Standard Schema)`);
    }
    return subjects;
}
/** The default load timeout: 30 000 ms (`--load-timeout 30`). */
export const DEFAULT_LOAD_TIMEOUT_MS = 30_000;
function seconds(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}
/** The import, failing when it outlasts `timeoutMs`, or when nothing is left that could settle it. */
async function importWithin(url, file, timeoutMs) {
    let timer;
    let onBeforeExit = () => { };
    const stalled = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new CliError("import-timeout", `cannot import ${file}: still loading after ${seconds(timeoutMs)} (a top-level await that does not settle, or a loop? see --load-timeout)`)), timeoutMs);
        // Unreferenced: when only the timer is left, the event loop drains, 'beforeExit' fires, and a
        // top-level await that waits on nothing is reported at once (Node would exit 13, silently).
        timer.unref();
        onBeforeExit = () => reject(new CliError("import-timeout", `cannot import ${file}: its top-level await never settles (nothing left to wait for)`));
        process.once("beforeExit", onBeforeExit);
    });
    try {
        return (await Promise.race([tsImport(url, import.meta.url), stalled]));
    }
    finally {
        clearTimeout(timer);
        process.off("beforeExit", onBeforeExit);
    }
}
function importError(file, error) {
    if (error instanceof CliError)
        return error;
    if (error instanceof ModuleExitError) {
        return new CliError("process-exit", `${file} called ${error.call} while loading; a checked module must not exit`);
    }
    return new CliError("import-failed", `cannot import ${file}: ${error instanceof Error ? error.message : String(error)}`);
}
/**
 * Imports a module file (TypeScript or JavaScript) and returns its Standard Schema exports.
 * The module runs: only check modules you trust. While it loads, what it writes to stdout goes to
 * `options.log`, `process.exit` throws instead of exiting, and an uncaught error fails the load.
 *
 * @param file - the file as given, for messages
 * @param path - its absolute path
 * @param exportName - `--export NAME`, or `undefined`
 * @param options - {@link LoadOptions}: the load timeout, where stdout writes go
 * @returns one {@link Subject} per chosen export (see {@link moduleSubjects})
 * @throws CliError code `import-failed` (the module throws, rejects uncaught or does not compile; first
 *   line of the reason), `import-timeout` (still loading after `timeoutMs`, or its top-level await can
 *   never settle), `process-exit` (it called `process.exit`), or those of {@link moduleSubjects} (`export-unreadable`
 *   among them)
 */
export async function loadModule(file, path, exportName, options = {}) {
    const log = options.log ?? ((text) => void process.stderr.write(text));
    let exports;
    try {
        exports = await guarded(log, () => importWithin(pathToFileURL(path).href, file, options.timeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS));
    }
    catch (error) {
        throw importError(file, error);
    }
    return moduleSubjects(file, exports, exportName, log);
}
//# sourceMappingURL=load-module.js.map