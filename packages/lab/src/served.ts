/**
 * The served mode of the lab: the same probe lists, each scripted server started behind `mcp-wire proxy --host
 * <product>@<version> -- <server command>` (docs/serving.md), so the recording shows what the product does with the
 * lists the proxy serves it. Recorded into `fixtures/lab/served/<product>@<version>.json` (the same format).
 */
import { join } from "node:path";
import { PRODUCT_IDS, type ProductId } from "@mcp-wire/hosts";
import { REPO_ROOT } from "./run.js";
import type { Driver, LabProduct } from "./types.js";

/** The built CLI the proxy runs from (`npx tsc -b` writes it). */
export const CLI_BIN = join(REPO_ROOT, "packages/cli/dist/bin.js");

/**
 * How long a product should wait for a served server to start: `mcp-wire proxy` loads the hosts catalog before it
 * starts the server (1.3 s CPU; 10 s wall for two at once on a loaded 2-core machine), past Claude Code's 20 s with 8.
 */
export const SERVED_START_MS = 120_000;

/** The committed served recording of a product@version: `fixtures/lab/served/<product>@<version>.json`. */
export const servedRecordingPath = (driver: Pick<Driver, "product" | "version">): string => join(REPO_ROOT, "fixtures/lab/served", `${driver.product}@${driver.version}.json`);

/** Whether the catalog of `@mcp-wire/hosts` has the lab product (only those can be served: the proxy's `--host`). */
export const isServable = (product: LabProduct): product is LabProduct & ProductId => (PRODUCT_IDS as readonly string[]).includes(product);

/** Thrown when served mode is asked for a product the hosts catalog does not know. */
export class LabServeError extends Error {
  override readonly name = "LabServeError";
}

/**
 * The wrapper served mode puts around each scripted server's argv: `node <cli> proxy --host <product>@<version> --
 * <command…>`, the form `mcp-wire doctor` prints for a product judged at a version; with `rename`, `proxy --rename`
 * (renamed mode: tool names the product keeps, calls sent on under the original names).
 * @throws LabServeError when `driver.product` is not a `@mcp-wire/hosts` product
 */
export function servedCommand(driver: Pick<Driver, "product" | "version">, rename = false): (command: readonly string[]) => readonly string[] {
  if (!isServable(driver.product)) throw new LabServeError(`${driver.product} is not a product of @mcp-wire/hosts; the proxy cannot serve it (products: ${PRODUCT_IDS.join(", ")})`);
  const host = `${driver.product}@${driver.version}`;
  return (command) => [process.execPath, CLI_BIN, "proxy", "--host", host, ...(rename ? ["--rename"] : []), "--", ...command];
}
