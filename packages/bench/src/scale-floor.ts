/**
 * The floor of P10's memory rows (scale.ts, docs/performance.md "P10"), as its own process: what any client must do
 * with a replayed tool list, and nothing of doctor's own. It reads the capture as `doctor --replay` does (the file's
 * bytes decoded as UTF-8, the bytes dropped before the text is parsed, then `JSON.parse`), holds the parsed list to
 * the end (a client keeps its tools), and compiles every tool's schemas with the real validators the judged hosts
 * embed, each in the roles that validator compiles (the `<validator>:<role>` arguments, see `floorCompiles` of
 * scale.ts): one `openValidator` session per validator of `@mcp-wire/hosts`, built as the client builds it
 * (`optimizeCode: true`, as P8's floor), all sharing one compile cache (the SDK 1.x and 2.x clients' engine on a
 * draft-07 label compiles a schema once, as in doctor). Writes the number of schemas given to the validators to stdout.
 * Run: `node packages/bench/dist/scale-floor.js <capture.tools.json> [<validator>:<role>…]`; exit 0, or 2 on a usage
 * error or a file that is not a capture (its message on stderr).
 */
import { readFileSync } from "node:fs";
import { openValidator, VALIDATORS, type CompileCache, type ValidatorKind, type ValidatorSession } from "@mcp-wire/hosts";

const ROLES = ["inputSchema", "outputSchema"] as const;
type Role = (typeof ROLES)[number];

/** One `<validator>:<role>` argument read, or `undefined` when it names no known validator or role. */
function compileOf(arg: string): { readonly kind: ValidatorKind; readonly role: Role } | undefined {
  const at = arg.lastIndexOf(":");
  const kind = arg.slice(0, at);
  const role = arg.slice(at + 1);
  if (!(VALIDATORS as readonly string[]).includes(kind) || !(ROLES as readonly string[]).includes(role)) return undefined;
  return { kind: kind as ValidatorKind, role: role as Role };
}

/** The `tools` of a parsed capture, or `undefined` when it has no `tools` array. */
function toolsOf(capture: unknown): readonly unknown[] | undefined {
  const tools = typeof capture === "object" && capture !== null ? (capture as { tools?: unknown }).tools : undefined;
  return Array.isArray(tools) ? tools : undefined;
}

/** Reads the capture, compiles, and keeps the list until the process exits; the number of compiles made. */
function floor(file: string, compiles: readonly { readonly kind: ValidatorKind; readonly role: Role }[]): number {
  let bytes: Buffer | undefined = readFileSync(file);
  const text = bytes.toString("utf8");
  bytes = undefined; // not held while the text is parsed, as doctor does
  const capture: unknown = JSON.parse(text);
  const tools = toolsOf(capture);
  if (tools === undefined) throw new Error(`${file} is not a capture: no tools array`);
  const cache: CompileCache = new Map();
  const sessions = new Map<ValidatorKind, ValidatorSession>();
  for (const { kind } of compiles) if (!sessions.has(kind)) sessions.set(kind, openValidator(kind, cache, { optimizeCode: true }));
  let made = 0;
  for (const tool of tools) {
    if (typeof tool !== "object" || tool === null) continue;
    for (const { kind, role } of compiles) {
      const schema = Object.hasOwn(tool, role) ? (tool as Record<Role, unknown>)[role] : undefined;
      if (typeof schema !== "object" || schema === null || Array.isArray(schema)) continue;
      (sessions.get(kind) as ValidatorSession).compile(schema as never);
      made++;
    }
  }
  process.on("exit", () => void capture); // the list stays reachable to the end, as a client's tools do
  return made;
}

const [file, ...args] = process.argv.slice(2);
const compiles = args.map(compileOf);
if (file === undefined || compiles.some((compile) => compile === undefined)) {
  console.error(`usage: scale-floor.js <capture.tools.json> [<validator>:<role>…] (validators: ${VALIDATORS.join(", ")}; roles: ${ROLES.join(", ")})`);
  process.exit(2);
}
try {
  console.log(floor(file, compiles as { kind: ValidatorKind; role: Role }[]));
} catch (error) {
  console.error(`scale-floor: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
