/**
 * Which product and files `--config <file>` / `--config auto` mean: the product from `--host` or the file's name, and
 * for `auto` the product's usual locations that exist ({@link ProductReader.locations}).
 */
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { isAbsolute, resolve } from "node:path";
import { isProductHost, type HostTarget } from "@mcp-wire/hosts";
import { composedHostProblem, compositionOf, type ComposedHost } from "@mcp-wire/hosts/model-apis";
import { show } from "@mcp-wire/core/text";
import { ConfigError } from "./errors.js";
import { productOfFile, READERS } from "./products.js";
import { CONFIG_PRODUCTS, type ConfigProduct } from "./types.js";

/** `--config auto`: read the product's usual config files. */
export const AUTO = "auto";

/**
 * The config product `host` names, or `undefined` when it names none: a product (`cursor`), or the product of a
 * composed host (`cursor+gemini` → `cursor`: its config file is the product's).
 */
export function configProduct(host: string | undefined): ConfigProduct | undefined {
  const product = compositionOf(host)?.product ?? host;
  return product !== undefined && (CONFIG_PRODUCTS as readonly string[]).includes(product) ? (product as ConfigProduct) : undefined;
}

/** The host a config's servers are judged for and proxied as: the composed `--host` (`cursor+gemini`), else the product. */
export type ConfigHost = ConfigProduct | ComposedHost;

/** {@link ConfigHost} of `host` (as given to `--host`) for a config of `product`. */
export const configHost = (product: ConfigProduct, host: string | undefined): ConfigHost => (compositionOf(host) === undefined ? product : (host as ComposedHost));

/** The user's home folder: `HOME` (`USERPROFILE` on Windows) of `env`, else the OS's. */
export function homeOf(env: Readonly<Record<string, string | undefined>>): string {
  return env["HOME"] ?? env["USERPROFILE"] ?? homedir();
}

/**
 * The product and files of one `--config` value.
 * @param config - a file path (relative to `cwd`) or {@link AUTO}
 * @param host - the `--host` product, when given
 * @returns the product, the host to judge and proxy as ({@link configHost}), and the files to read, in precedence order
 * @throws ConfigError `config-product`: no product named or recognised; `--host` names a product without a config
 *   reader (for `<product>+<model-api>` the part before `+` is named: `--host cursr+gemini: "cursr" before + is not a
 *   product (known: …)`); or a config product with a model API that is none, in doctor --host's words
 *   (`composedHostProblem`: `--host cursor+gemni: unknown model API "gemni" after + (known: anthropic, gemini,
 *   openai-strict)`). `config-not-found`: `auto` found none of the product's files; a file named without `--host`
 *   that does not exist, before its name is read for the product
 */
export function locateConfig(config: string, host: string | undefined, cwd: string, env: Readonly<Record<string, string | undefined>>): { product: ConfigProduct; host: ConfigHost; files: string[] } {
  const known = `known: ${CONFIG_PRODUCTS.join(", ")}`;
  if (host !== undefined && configProduct(host) === undefined) {
    // the product first (the part before `+`), then the model API after it, in doctor --host's words
    const product = host.includes("+") ? host.slice(0, host.indexOf("+")) : host;
    const routed = configProduct(product) === undefined ? undefined : composedHostProblem(host);
    if (routed !== undefined) throw new ConfigError("config-product", config, "", `--host ${host}: ${routed}`);
    const what = isProductHost(product as HostTarget) ? "has no config file reader" : "is not a product";
    throw new ConfigError("config-product", config, "", `--host ${host === product ? host : `${host}: ${show(product, 60)} before +`} ${what} (${known})`);
  }
  if (config === AUTO) {
    const product = configProduct(host);
    if (product === undefined) throw new ConfigError("config-product", config, "", `--config auto needs --host <product> (${known})`);
    const where = { home: homeOf(env), cwd, platform: process.platform, env };
    const candidates = READERS[product].locations(where);
    const files = candidates.filter((file) => existsSync(file));
    if (files.length === 0) throw new ConfigError("config-not-found", config, "", `no ${product} config file in ${candidates.join(", ")}`);
    return { product, host: configHost(product, host), files };
  }
  const path = isAbsolute(config) ? config : resolve(cwd, config);
  const product = configProduct(host) ?? productOfFile(path);
  // a file that is not there is the first thing wrong with it, whatever its name
  if (product === undefined && !existsSync(path)) throw new ConfigError("config-not-found", config, "", "no such file");
  if (product === undefined) throw new ConfigError("config-product", config, "", `cannot tell the product from the file name: give --host <product> (${known})`);
  return { product, host: configHost(product, host), files: [config] };
}
