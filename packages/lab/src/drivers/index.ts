/** Every product driver of the lab: a new driver is one file in this folder and one line here. */
import type { Driver } from "../types.js";
import { claudeCode } from "./claude-code.js";
import { codex } from "./codex.js";
import { continueCli } from "./continue.js";
import { copilotCli } from "./copilot-cli.js";
import { geminiDriver } from "./gemini.js";
import { kilo } from "./kilo.js";
import { qwenCode } from "./qwen-code.js";

/** The drivers `pnpm lab` runs, in this order. */
export const DRIVERS: readonly Driver[] = [claudeCode, codex, geminiDriver, qwenCode, copilotCli, continueCli, kilo];
