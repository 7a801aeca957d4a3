/**
 * Recognising a product host from its `initialize` request: the `clientInfo.name` it sends, matched exactly against
 * the names kept with each product record (or by the start of the name against its prefixes), with their public
 * sources, and the version and protocol revision it announces. Unknown clients are not guessed at.
 */
import { REVISIONS, type Revision } from "../types.js";
import { PRODUCTS } from "./catalog/index.js";
import { holdsFor, judgedVersion } from "./versions.js";
import { readJson } from "./snapshot.js";
import { PRODUCT_IDS, type ClientNames, type ProductId } from "./types.js";

/**
 * Why a client was recognised: the name it sent, the product version it announced (`undefined` when it sent none, or
 * when its record says the version it sends is not its release: {@link ClientNames.announcesVersion}), and the
 * evidence for that name.
 */
export interface RecognitionEvidence {
  readonly name: string;
  readonly version: string | undefined;
  readonly clients: ClientNames;
}

/**
 * `host`: the product, or `undefined` for a client no record names; `revision`: the protocol revision when it is one
 * whose wire definitions are known; `evidence`: present exactly when `host` is.
 */
export interface Recognition {
  readonly host: ProductId | undefined;
  readonly revision: Revision | undefined;
  readonly evidence: RecognitionEvidence | undefined;
}

/** Each announced name and the product that sends it (names are unique across products; checked by the tests). */
const BY_NAME: ReadonlyMap<string, ProductId> = new Map(
  PRODUCT_IDS.flatMap((id) => (PRODUCTS[id].clients?.names ?? []).map((name) => [name, id] as const)),
);

/** Each announced name prefix and the product that sends it (no prefix starts another; checked by the tests). */
const BY_PREFIX: readonly (readonly [string, ProductId])[] = PRODUCT_IDS.flatMap((id) =>
  (PRODUCTS[id].clients?.prefixes ?? []).map((prefix) => [prefix, id] as const),
);

/** The product that announces `name`: an exact name first, else a prefix `name` starts with and goes on past. */
function productNamed(name: string): ProductId | undefined {
  return BY_NAME.get(name) ?? BY_PREFIX.find(([prefix]) => name.length > prefix.length && name.startsWith(prefix))?.[1];
}

/**
 * Recognises the product behind an `initialize` request.
 * @param clientInfo - `params.clientInfo` as received (`{ name, version }`); read through a guarded snapshot, so any
 *   value is accepted (a non-object, a missing or non-string `name`: not recognised)
 * @param protocolVersion - `params.protocolVersion` as received
 * @returns the recognition; never throws
 * @see `npm:mcp-client-capabilities@0.0.14` and the sources on each product's `clients`
 */
export function recognizeHost(clientInfo: unknown, protocolVersion: unknown): Recognition {
  const revision = REVISIONS.find((known) => known === protocolVersion);
  const info = readJson(clientInfo).value;
  const name = typeof info === "object" && info !== null && !Array.isArray(info) && typeof info.name === "string" ? info.name : undefined;
  const announced = typeof info === "object" && info !== null && !Array.isArray(info) && typeof info.version === "string" ? info.version : undefined;
  const host = name === undefined ? undefined : productNamed(name);
  const clients = host === undefined ? undefined : PRODUCTS[host].clients;
  const version = clients?.announcesVersion === false ? undefined : announced;
  if (name === undefined || host === undefined || clients === undefined || !holdsFor(clients, judgedVersion(PRODUCTS[host], version))) {
    return { host: undefined, revision, evidence: undefined };
  }
  return { host, revision, evidence: { name, version, clients } };
}
