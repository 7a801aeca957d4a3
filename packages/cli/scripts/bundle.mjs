// Bundles the `mcp-wire` command for `bin/mcp-wire.js`: `node scripts/bundle.mjs` in packages/cli, after `tsc -b`
// (it reads dist/, the TypeScript build, and its source maps). Writes bundle/ beside dist/:
//
// - bin.js (the command line), result-worker.js (doctor's `--call` result checks, started as a worker thread from
//   `./result-worker.js` beside the chunk that starts it) and check-worker.js (the child `check` imports a module in,
//   through tsx, from `./check-worker.js`): the three entry points, each named as its run-time reader finds it;
// - the chunks they share and each command's lazy `import()` (code splitting: `--version` loads bin.js alone,
//   `--help` no validator, `doctor --replay` no HTTP transport), every file in bundle/ itself, one level below the
//   package like dist/'s top level, so the reads relative to a module (`../package.json`, `../docs/`) find the
//   package's files;
// - a linked source map per file, whose `sources` are the TypeScript under each package's src/ (chained through
//   dist/'s maps): `node --enable-source-maps` names src files in stack traces.
//
// Left out of the bundle (loaded from node_modules at run time): tsx, which `check` loads modules with and whose
// loader must be the installed one. What the code itself resolves at run time stays a run-time resolution from the
// bundle's place in the package: the optional converters of @mcp-wire/core (`createRequire`, `import.meta.resolve`),
// Ajv's 2019-09 class and draft-06 meta-schema of @mcp-wire/hosts (`createRequire`: the CLI depends on the same ajv).
import { build } from "esbuild";
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const OUT_DIR = "bundle";

/** The entry points: output name → the tsc-built module. */
const ENTRIES = {
  bin: "dist/bin.js",
  "result-worker": "dist/doctor/result-worker.js",
  "check-worker": "dist/check/check-worker.js",
};

/**
 * Put before each output file: the `require` of the module's own place, which esbuild's CommonJS wrappers (commander,
 * Ajv, semver, cross-spawn…) call for what they require from Node (`node:events`, `child_process`); an ES module has
 * no `require` of its own, and esbuild's stand-in throws without one.
 */
const BANNER = 'import { createRequire as __mcpWireCreateRequire } from "node:module";\nconst require = __mcpWireCreateRequire(import.meta.url);';

/**
 * Which build of a package without an export map to bundle: its ES module build first. A UMD build (jsonc-parser's
 * `main`) requires its own files through the factory's `require` argument, which esbuild cannot follow: bundled, those
 * requires would look for the files beside the chunk at run time.
 */
const MAIN_FIELDS = ["module", "main"];

/** Packages loaded from node_modules at run time instead of bundled, each with its subpaths. */
const EXTERNAL = ["tsx", "tsx/*"];

rmSync(new URL(`../${OUT_DIR}/`, import.meta.url), { recursive: true, force: true });
const result = await build({
  absWorkingDir: PACKAGE_DIR,
  entryPoints: ENTRIES,
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  external: EXTERNAL,
  sourcemap: "linked",
  sourcesContent: false,
  mainFields: MAIN_FIELDS,
  banner: { js: BANNER },
  metafile: true,
  logLevel: "warning",
});

// No UMD wrapper may be left in the bundle (see MAIN_FIELDS): its requires of its own files would fail at run time.
const umd = Object.keys(result.metafile.outputs).filter((file) => file.endsWith(".js") && readFileSync(new URL(`../${file}`, import.meta.url), "utf8").includes("define.amd"));
if (umd.length > 0) throw new Error(`a UMD module is bundled in ${umd.join(", ")}: bundle its ES module build (MAIN_FIELDS)`);
