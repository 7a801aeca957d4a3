/**
 * @mcp-wire/hosts — what each MCP host does with a server's tools.
 */
export { BLASTS, LAYERS, REVISIONS } from "./types.js";
export type { Blast, HostIssue, Layer, Revision, Scope, SchemaRole, Source, VersionRange } from "./types.js";
// products
export { PRODUCTS } from "./products/catalog/index.js";
export { PRODUCT_IDS } from "./products/types.js";
export type { ArchetypeId, ArchetypeUse, ClientNames, Confidence, Evidence, JsonKind, Matcher, Product, ProductId, ProductRule, WireParse } from "./products/types.js";
export { evaluateProduct } from "./products/evaluate.js";
export { holdsFor } from "./products/versions.js";
export type { EvaluateOptions, ProductFindings, SchemaFindings, ToolFindings } from "./products/evaluate.js";
export { recognizeHost } from "./products/recognize.js";
export type { Recognition, RecognitionEvidence } from "./products/recognize.js";
