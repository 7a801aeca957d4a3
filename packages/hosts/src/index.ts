/**
 * @mcp-wire/hosts — what each MCP host does with a server's tools.
 */
export { BLASTS, LAYERS, REVISIONS } from "./types.js";
export type { Blast, HostIssue, Layer, Revision, Scope, SchemaRole, Source, VersionRange } from "./types.js";
export { ARCHETYPES, ARCHETYPE_PROFILES, inScope } from "./archetypes.js";
export type { ArchetypeId, ArchetypeProfile, JsonKind, McpHeaderReading, RuleReading, Transport, ValidatorReading, WireReading, WireTolerance } from "./archetypes.js";
export { checkTools, tolerated } from "./check-tools.js";
export type { CheckToolsOptions, HostSummary, HostVerdict, SchemaReport, ToolReport, ToolsReport } from "./check-tools.js";
export { HOST_ISSUE_CODES, HostsError, hostIssue, worse } from "./issues.js";
export type { HostIssueCode } from "./issues.js";
export { dialectFindings, unicodeRegex } from "./meta.js";
export type { DialectFinding } from "./meta.js";
export { VALIDATORS, openValidator } from "./validators.js";
export type { CompileCache, CompileResult, OpenValidatorOptions, ValidatorKind, ValidatorSession } from "./validators.js";
export { WIRE_DOCUMENTS } from "./wire/definitions.js";
export type { WireDocument } from "./wire/definitions.js";
export { wireFindings } from "./wire/check.js";
export type { WireFinding } from "./wire/check.js";
export { HEADER_TOKEN, HEADER_TYPES, MCP_HEADER_KEY, UNREACHABLE_KEYWORDS, scanMcpHeaders } from "./wire/mcp-header.js";
export type { McpHeaderDeclaration, McpHeaderFault, McpHeaderFinding, McpHeaderScan } from "./wire/mcp-header.js";
export { CALL_RESULT_DOCUMENTS } from "./wire/definitions.js";
export { INPUT_REQUIRED_DOCUMENT } from "./wire/definitions.js";
export { RESULT_METHODS, resultFindings } from "./wire/results.js";
export type { ResultMethod } from "./wire/results.js";
// products
export { PRODUCTS } from "./products/catalog/index.js";
export { EVIDENCE_LEVELS, PRODUCT_IDS } from "./products/types.js";
export type { ArchetypeUse, ClientNames, Confidence, Evidence, EvidenceKind, EvidenceLevel, Matcher, NameMessage, Product, ProductId, Negotiation, ProductRule, ResultParse, WireParse } from "./products/types.js";
export { evaluateProduct } from "./products/evaluate.js";
export { EVERY_VERSION, LATEST, holdsFor, judgedVersion, newerThanRecorded, productVersion } from "./products/versions.js";
export type { JudgedVersion } from "./products/versions.js";
export { sameFactsRange } from "./products/fact-range.js";
export { negotiatedRevision, preferredRevisions } from "./negotiation.js";
export { selectFacts } from "./products/facts.js";
export type { FactSelection, SelectedFacts } from "./products/facts.js";
export type { EvaluateOptions, ProductFindings, SchemaFindings, ToolFindings } from "./products/evaluate.js";
export { recognizeHost } from "./products/recognize.js";
export type { Recognition, RecognitionEvidence } from "./products/recognize.js";
// loosen
export { loosen } from "./loosen/index.js";
export { LOOSENINGS, LOOSEN_ISSUE_CODES, LoosenError, MAX_INLINED_NODES } from "./loosen/types.js";
export type { LoosenErrorCode, LoosenIssue, LoosenOptions, LoosenResult, Loosened, LooseningEffect, LooseningId } from "./loosen/types.js";
export { LOOSENING_SOURCES } from "./loosen/table.js";
export { unwrapStructuredContent, wrapStructuredContent } from "./loosen/structured-content.js";
// projections
export { HOST_TARGETS, hostFindings, isHostTarget, isProductHost, productOf, toolIssues, worstBlast } from "./project/findings.js";
export type { HostFindings, HostFindingsOptions, HostTarget, RoleFindings, ToolFindingsByRole } from "./project/findings.js";
export { NEEDS, needsOf, WHOLE_LIST } from "./project/needs.js";
export type { Need } from "./project/needs.js";
export { PROJECTION_HOSTS, isProjectionHost, projectTools } from "./project/index.js";
export { parsedEntries } from "./read-tools.js";
export type { EntryRead } from "./read-tools.js";
// the model API behind a product
export { MODEL_APIS, MODEL_API_NAMES, composedHost, compositionOf, isComposedHost } from "./model-apis.js";
export type { ComposedHost, Composition, ModelApi } from "./model-apis.js";
// tool names a host keeps
export { MAX_TOOL_NAME_LENGTH, renameTools, toolNameRules } from "./tool-names.js";
export type { ToolNameMapping, ToolNameRule, ToolNameRulesOptions, ToolRename } from "./tool-names.js";
export type { ProjectedTool, ProjectionHost, ProjectionIssue, ProjectToolsOptions, ToolsProjection } from "./project/index.js";
