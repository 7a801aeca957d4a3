/**
 * The boundaries of the workspace, enforced: the package graph, no relative import across packages, every
 * `@mcp-wire/*` import declared, no import cycle inside a package, and each public package's export-map keys and
 * exported names pinned (a change to the public surface is a deliberate edit of this file).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, test } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGES = join(ROOT, "packages");

/** Which workspace packages each package may depend on (the graph flows one way: core at the bottom). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  core: [],
  spec: ["core"],
  elicitation: ["core", "spec"],
  dialect: ["core"],
  hosts: ["core", "spec", "dialect", "elicitation"],
  sdk: ["core", "spec", "elicitation", "dialect", "hosts"],
  cli: ["core", "spec", "elicitation", "dialect", "hosts", "sdk"],
  bench: ["core", "spec", "elicitation", "dialect", "hosts", "sdk", "cli"],
  lab: ["core", "spec", "elicitation", "dialect", "hosts", "sdk", "cli"],
};

/**
 * Import cycles kept for now, by their files (relative to the package's src), each with its reason; the test fails
 * when one is gone, so the list never goes stale.
 */
const KNOWN_CYCLES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {};

const packageNames = readdirSync(PACKAGES).filter((name) => statSync(join(PACKAGES, name)).isDirectory());

function manifest(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(PACKAGES, name, "package.json"), "utf8")) as Record<string, unknown>;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

/** Every module specifier a file imports or re-exports (type-only ones too: they shape the graph as much). */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, false);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      out.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const workspaceDeps = (name: string): string[] => {
  const json = manifest(name);
  const all = { ...(json["dependencies"] as object), ...(json["devDependencies"] as object), ...(json["peerDependencies"] as object) };
  return Object.keys(all).filter((dep) => dep.startsWith("@mcp-wire/")).map((dep) => dep.slice("@mcp-wire/".length)).sort();
};

describe("package graph", () => {
  test.each(packageNames)("%s depends only on the packages below it", (name) => {
    expect(Object.keys(ALLOWED)).toContain(name);
    expect(workspaceDeps(name).filter((dep) => !ALLOWED[name]!.includes(dep))).toEqual([]);
  });

  test.each(packageNames)("%s: no relative import leaves the package, every @mcp-wire import is declared", (name) => {
    const src = join(PACKAGES, name, "src");
    const declared = new Set(workspaceDeps(name));
    const problems: string[] = [];
    for (const file of sourceFiles(src)) {
      for (const spec of specifiers(file)) {
        const where = relative(src, file);
        if (spec.startsWith(".") && relative(join(PACKAGES, name), resolve(dirname(file), spec)).startsWith("..")) problems.push(`${where}: ${spec}`);
        const workspace = /^@mcp-wire\/([^/]+)/.exec(spec)?.[1];
        if (workspace !== undefined && !declared.has(workspace)) problems.push(`${where}: ${spec} (not a dependency)`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The import cycles of a package's src: each as the sorted pair of files where a back edge closes it. */
function cycles(name: string): (readonly [string, string])[] {
  const src = join(PACKAGES, name, "src");
  const edges = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const targets = specifiers(file)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => relative(src, resolve(dirname(file), spec)).replace(/\.js$/, ".ts"));
    edges.set(relative(src, file), targets);
  }
  const found: (readonly [string, string])[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (file: string): void => {
    state.set(file, "open");
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === "open") found.push([file, next].sort() as [string, string]);
      else if (!state.has(next) && edges.has(next)) visit(next);
    }
    state.set(file, "done");
  };
  for (const file of [...edges.keys()].sort()) if (!state.has(file)) visit(file);
  return found.sort();
}

describe("no import cycles", () => {
  test.each(packageNames)("%s", (name) => {
    expect(cycles(name)).toEqual([...(KNOWN_CYCLES[name] ?? [])].sort());
  });
});

/** One program over every public entry point, built once: the checker answers for all of them. */
let program: ts.Program | undefined;

/** The names a package's entry module exports (values and types), sorted. */
function exportedNames(entry: string): string[] {
  program ??= ts.createProgram(
    packageNames.filter((name) => manifest(name)["private"] !== true).flatMap((name) => Object.values(entryPoints(name))),
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true, skipLibCheck: true, types: [] },
  );
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry);
  const symbol = file === undefined ? undefined : checker.getSymbolAtLocation(file);
  return symbol === undefined ? [] : checker.getExportsOfModule(symbol).map((item) => item.getName()).sort();
}

/** Each public package's export-map entry points, mapped to their source files. */
function entryPoints(name: string): Record<string, string> {
  const exports = manifest(name)["exports"] as Record<string, { types?: string } | string>;
  const out: Record<string, string> = {};
  for (const [key, target] of Object.entries(exports)) {
    if (key === "./package.json") continue;
    const types = typeof target === "string" ? target : target.types;
    if (types !== undefined) out[key] = join(PACKAGES, name, types.replace(/^\.\/dist\//, "src/").replace(/\.d\.(m?)ts$/, ".$1ts"));
  }
  return out;
}

describe("public surface", () => {
  test.each(packageNames.filter((name) => manifest(name)["private"] !== true))("%s: export-map keys and exported names", (name) => {
    const surface = Object.fromEntries(Object.entries(entryPoints(name)).map(([key, file]) => [key, exportedNames(file)]));
    expect(surface).toMatchSnapshot();
  });
});
