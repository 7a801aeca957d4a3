/** Every product driver of the lab: a new driver is one file in this folder and one line here. */
import type { Driver } from "../types.js";
import { claudeCode } from "./claude-code.js";
import { geminiDriver } from "./gemini.js";

/** The drivers `pnpm lab` runs, in this order. */
export const DRIVERS: readonly Driver[] = [claudeCode, geminiDriver];
