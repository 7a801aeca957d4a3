/**
 * The native floor of P7: native/relay.c (a byte copy with poll/read/write, no Node event loop on the hop), built
 * with `cc -O2` into a temporary directory when a C compiler is installed. Without one, P7 reports only the Node byte
 * pipe (`pipe-floor.ts`). It answers whether a target below the Node byte pipe is below any stdio proxy, or only
 * below one written in Node.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = fileURLToPath(new URL("../native/relay.c", import.meta.url));

/** The built relay's path, or why there is none (no `cc`, or it failed), once per run. */
export function nativeRelay(): { readonly path: string } | { readonly missing: string } {
  const path = join(mkdtempSync(join(tmpdir(), "mcp-wire-relay-")), "relay");
  try {
    execFileSync("cc", ["-O2", "-o", path, SOURCE], { stdio: ["ignore", "ignore", "pipe"] });
    return { path };
  } catch (error) {
    return { missing: `no native relay (cc -O2 ${SOURCE} failed: ${(error as Error).message.split("\n")[0]})` };
  }
}
