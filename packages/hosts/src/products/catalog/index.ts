/**
 * Every product record, keyed by id. The `satisfies` clause makes a missing or extra product a compile error.
 */
import type { Product, ProductId } from "../types.js";
import { CHATGPT } from "./chatgpt.js";
import { CLAUDE_CODE } from "./claude-code.js";
import { CLAUDE_DESKTOP } from "./claude-desktop.js";
import { CODEX } from "./codex.js";
import { CONTINUE } from "./continue.js";
import { COPILOT_CLI } from "./copilot-cli.js";
import { CURSOR } from "./cursor.js";
import { GEMINI } from "./gemini.js";
import { KILO } from "./kilo.js";
import { KIMI } from "./kimi.js";
import { QWEN_CODE } from "./qwen-code.js";
import { VSCODE } from "./vscode.js";
import { WINDSURF } from "./windsurf.js";
import { ZED } from "./zed.js";

/** The product records by id (frozen data; see each record for its sources). */
export const PRODUCTS: Readonly<Record<ProductId, Product>> = Object.freeze({
  "claude-code": CLAUDE_CODE,
  "claude-desktop": CLAUDE_DESKTOP,
  cursor: CURSOR,
  vscode: VSCODE,
  windsurf: WINDSURF,
  zed: ZED,
  codex: CODEX,
  gemini: GEMINI,
  "qwen-code": QWEN_CODE,
  "copilot-cli": COPILOT_CLI,
  continue: CONTINUE,
  kilo: KILO,
  chatgpt: CHATGPT,
  kimi: KIMI,
} satisfies Record<ProductId, Product>);
