/**
 * The values the command line's options take, as static lists: parsing the command line and printing `--help` load
 * no host table, no wire schema and no SDK (so `mcp-wire doctor` and `mcp-wire proxy` start the server before those
 * load). Each list mirrors the table named in its docstring, in the same order; test/option-values.test.ts holds
 * each equal to its table, so a host or revision added there fails the test until it is added here.
 */
import type { ArchetypeId, Blast, ComposedHost, EvidenceLevel, ProductId } from "@mcp-wire/hosts";
import { InvalidArgumentError } from "commander";
import { clip, show } from "@mcp-wire/core/text";
import { composedHostProblem, isComposedHost, MODEL_API_NAMES } from "@mcp-wire/hosts/model-apis";
import { productVersion, VERSION_FORMS } from "@mcp-wire/hosts/version-text";
import type { Revision } from "@mcp-wire/spec";
import type { HostChoice } from "@mcp-wire/sdk/v1";

/** The MCP revisions, oldest first: `REVISIONS` of `@mcp-wire/spec`. */
export const REVISIONS: readonly Revision[] = Object.freeze(["2025-06-18", "2025-11-25", "2026-07-28"] as const);

/** The revision `check` judges at when no `--revision` is given: `DEFAULT_REVISION` of `@mcp-wire/spec`. */
export const DEFAULT_REVISION: Revision = "2025-11-25";

/** The default load timeout of `check`: 30 000 ms (`--load-timeout 30`). */
export const DEFAULT_LOAD_TIMEOUT_MS = 30_000;

/** The product hosts, in report order: `PRODUCT_IDS` of `@mcp-wire/hosts`. */
export const PRODUCT_HOSTS: readonly ProductId[] = Object.freeze([
  "claude-code", "claude-desktop", "cursor", "vscode", "windsurf", "zed", "codex", "gemini", "qwen-code", "copilot-cli", "continue", "kilo", "chatgpt", "kimi",
] as const);

/** The archetype hosts (validators and model APIs products embed), in report order: `ARCHETYPES` of `@mcp-wire/hosts`. */
export const ARCHETYPE_HOSTS: readonly ArchetypeId[] = Object.freeze([
  "mcp-sdk-v1-client", "mcp-sdk-v2-client", "2020-12-only", "draft-07-ajv-default", "anthropic-api", "openapi-3.0-subset", "openai-strict",
] as const);

/** A host doctor judges for: a product host, an archetype host, or a product with its model API (`cursor+gemini`). */
export type DoctorHost = ProductId | ArchetypeId | ComposedHost;

/**
 * Every host `doctor --host` takes but the composed ones (`<product>+<model-api>`, read by `composedHost` of
 * `@mcp-wire/hosts/model-apis`): the products first, then the archetypes (`HOST_TARGETS` of `@mcp-wire/hosts`).
 */
export const DOCTOR_HOSTS: readonly DoctorHost[] = Object.freeze([...PRODUCT_HOSTS, ...ARCHETYPE_HOSTS]);

/** The hosts judged when `--host` is not given: the products (the archetypes stay selectable). */
export const DEFAULT_HOSTS: readonly DoctorHost[] = PRODUCT_HOSTS;

/** Every form `proxy --host` serves besides `auto`: `HOST_CHOICES` of `@mcp-wire/sdk` (each host, then `common` and `as-is`). */
export const PROXY_HOSTS: readonly HostChoice[] = Object.freeze([...DOCTOR_HOSTS, "common", "as-is"] as const);

/** The blast radii, least first: `BLASTS` of `@mcp-wire/hosts` (`--fail-on`). */
export const BLASTS: readonly Blast[] = Object.freeze(["none", "misread", "result", "tool", "list", "requests"] as const);

/** Which product facts count: `EVIDENCE_LEVELS` of `@mcp-wire/hosts` (`--evidence`). */
export const EVIDENCE_LEVELS: readonly EvidenceLevel[] = Object.freeze(["reported", "contested"] as const);

/**
 * Whether `value` is one of `list` (a type guard), e.g. `oneOf(REVISIONS, "2025-06-18")` is `true`.
 * @param list - one of the lists above
 * @param value - anything; compared with `includes` (no property of `value` is read)
 */
export function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/** Whether `value` is one of {@link DOCTOR_HOSTS} or a composed host (`<product>+<model-api>`). */
export const isDoctorHost = (value: unknown): value is DoctorHost => oneOf(DOCTOR_HOSTS, value) || isComposedHost(value);

/** Whether `host` is a product host (one of {@link PRODUCT_HOSTS}). */
export const isProduct = (host: unknown): host is ProductId => oneOf(PRODUCT_HOSTS, host);

/**
 * `<product>+<model-api>` as a host (`composedHostProblem` of `@mcp-wire/hosts/model-apis`: the names alone, no host
 * table).
 * @throws InvalidArgumentError naming the unknown part and the valid ones (`cursor+nope` → `unknown model API "nope"
 *   after + (known: anthropic, gemini, openai-strict)`)
 */
export function composedHostOption(text: string): ComposedHost {
  const problem = composedHostProblem(text);
  if (problem !== undefined) throw new InvalidArgumentError(problem);
  return text as ComposedHost;
}

/** `--host` of `doctor` and `diff`, in their help after the host list: the routed form and where its version goes. */
export const ROUTED_HOST_HELP = `or <product>+<model-api> for the model API a product routes to (model APIs: ${MODEL_API_NAMES.join(", ")}), its version after it (kilo+openai-strict@7.7.7)`;

/** The forms of a product `--host` (doctor, diff, proxy), in words for a message that refuses one. */
export const PRODUCT_HOST_FORMS = "<product>, <product>@<version>, <product>+<model-api> or <product>+<model-api>@<version>";

/**
 * The version of `--host <host>@<version>` (doctor, diff, proxy), normalized by `productVersion` of
 * `@mcp-wire/hosts/version-text` (`1.0` → `1.0.0`, `latest`, `*`). A `+` after the version is refused rather than
 * read as semver build metadata and dropped: the model API goes before `@` (`kilo+openai-strict@7.7.7`).
 * @param host - the text before `@`, already known to be a product or composed host (`kilo`, `cursor+gemini`)
 * @param text - the text after `@` (`"7.7.7"`, `"7.7.7+openai-strict"`)
 * @param example - the version the message's example shows (`1.0.30`, `latest`)
 * @returns the normalized version
 * @throws InvalidArgumentError when `text` has a `+` (`"7.7.7+openai-strict" is not a version: the model API goes
 *   before @ (kilo+openai-strict@7.7.7); --host takes <product>, …`; any other suffix: `a version takes no +<text>`)
 *   or is not one of `VERSION_FORMS` (`"beta" is not a version: N, N.N or N.N.N … (e.g. kilo@1.0.30)`)
 */
export function hostVersionOption(host: string, text: string, example: string): string {
  const plus = text.indexOf("+");
  if (plus !== -1) {
    const after = text.slice(plus + 1);
    const moved = isProduct(host) && oneOf(MODEL_API_NAMES, after) ? `the model API goes before @ (${host}+${after}@${clip(text.slice(0, plus), 60)})` : `a version takes no +<text> (model APIs: ${MODEL_API_NAMES.join(", ")})`;
    throw new InvalidArgumentError(`${show(text, 60)} is not a version: ${moved}; --host takes ${PRODUCT_HOST_FORMS}`);
  }
  const version = productVersion(text);
  if (version === undefined) throw new InvalidArgumentError(`${show(text, 60)} is not a version: ${VERSION_FORMS} (e.g. ${host}@${example})`);
  return version;
}

/**
 * A file or directory option's or argument's value (`--save`, `--fix-out`, `--replay`, `--config`; `diff`'s
 * `<before>`/`<after>`, `wrap`'s and `unwrap`'s `<config>`), as given.
 * @throws InvalidArgumentError for `""` (`an empty path: give a file or directory (an unset shell variable?)`): an
 *   empty path names the current directory for some calls and nothing for others
 */
export function pathOption(text: string): string {
  if (text === "") throw new InvalidArgumentError("an empty path: give a file or directory (an unset shell variable?)");
  return text;
}

/**
 * The values of a variadic file argument (`check <file...>`), each read by {@link pathOption}: commander calls this once
 * per value, `previous` the values before it (`undefined` for the first).
 * @throws InvalidArgumentError for `""`, as {@link pathOption}
 */
export function pathArguments(text: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), pathOption(text)];
}
