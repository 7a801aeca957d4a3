/**
 * The model API behind a product: the same product fails differently by the model API it routes a request to
 * (Kilo-Org/kilocode#11950, akitaonrails/ai-memory#735: Kilo and Cursor only when routing to Gemini), and the MCP
 * protocol carries no model signal, so only the user can name it. A composed host `<product>+<model-api>`
 * (`cursor+gemini`) is judged as the product and the model-API archetype together: a tool is kept only when both keep
 * it, and its projection loosens for both.
 *
 * This module is the names alone (no host table, no issue class): the CLI reads `--host <product>+<model-api>` with it
 * (`@mcp-wire/hosts/model-apis`) before anything else loads; `composedHost` (model-apis.ts) throws its answer.
 */
import { show } from "@mcp-wire/core/text";
import type { ArchetypeId } from "./archetypes.js";
import type { ModelApi } from "./types.js";
import { PRODUCT_IDS, type ProductId } from "./products/types.js";

export type { ModelApi } from "./types.js";

/** The model APIs a product can route to, each with the archetype that models it (archetypes.ts); every {@link ModelApi}. */
export const MODEL_APIS = Object.freeze({
  anthropic: "anthropic-api",
  gemini: "openapi-3.0-subset",
  "openai-strict": "openai-strict",
} as const satisfies Record<ModelApi, ArchetypeId>);
/** Every {@link ModelApi}, in {@link MODEL_APIS} order. */
export const MODEL_API_NAMES: readonly ModelApi[] = Object.freeze(Object.keys(MODEL_APIS) as ModelApi[]);

/** A product composed with the model API it routes to: `cursor+gemini`, `kilo+openai-strict`. */
export type ComposedHost = `${ProductId}+${ModelApi}`;

/** The two parts of a {@link ComposedHost}. */
export interface Composition {
  readonly product: ProductId;
  readonly modelApi: ModelApi;
  /** The archetype of the model API (`MODEL_APIS[modelApi]`). */
  readonly archetype: ArchetypeId;
}

const isModelApi = (value: string): value is ModelApi => Object.hasOwn(MODEL_APIS, value);
const isProduct = (value: string): value is ProductId => (PRODUCT_IDS as readonly string[]).includes(value);

/**
 * The parts of a composed host, or `undefined` when `value` is not one (no `+`, or a part that is not a product id or
 * a {@link ModelApi}).
 * @param value - any value (`"zed+gemini"` → `{ product: "zed", modelApi: "gemini", archetype: "openapi-3.0-subset" }`)
 * @returns the {@link Composition}, or `undefined`; never throws
 */
export function compositionOf(value: unknown): Composition | undefined {
  if (typeof value !== "string") return undefined;
  const plus = value.indexOf("+");
  if (plus === -1) return undefined;
  const product = value.slice(0, plus);
  const modelApi = value.slice(plus + 1);
  return isProduct(product) && isModelApi(modelApi) ? { product, modelApi, archetype: MODEL_APIS[modelApi] } : undefined;
}

/** Whether `value` is a {@link ComposedHost}. */
export const isComposedHost = (value: unknown): value is ComposedHost => compositionOf(value) !== undefined;

/**
 * What is wrong with `text` as a {@link ComposedHost}, or `undefined` when it is one.
 * @param text - the text a user gave (`--host cursor+nope`)
 * @returns the message naming the part that is unknown and the valid ones: `cursor+nope` → `unknown model API "nope"
 *   after + (known: anthropic, gemini, openai-strict)`; an unknown product names the product ids; text without `+` says
 *   the form. Never throws.
 */
export function composedHostProblem(text: string): string | undefined {
  const plus = text.indexOf("+");
  if (plus === -1) return `${show(text, 60)} is not <product>+<model-api>`;
  const product = text.slice(0, plus);
  const modelApi = text.slice(plus + 1);
  if (!isProduct(product)) return `unknown product ${show(product, 60)} before + (known: ${PRODUCT_IDS.join(", ")})`;
  if (!isModelApi(modelApi)) return `unknown model API ${show(modelApi, 60)} after + (known: ${MODEL_API_NAMES.join(", ")})`;
  return undefined;
}
