/** Every protocol adapter of the fake model API, by id: a new adapter is one file in this folder and one line here. */
import type { ProtocolAdapter } from "../types.js";
import { anthropicMessages } from "./anthropic-messages.js";
import { gemini } from "./gemini.js";
import { openAiChat } from "./openai-chat.js";
import { openAiResponses } from "./openai-responses.js";

/** The adapters the fake model dispatches to (the first whose `matches` accepts a request answers it). */
export const PROTOCOLS: readonly ProtocolAdapter[] = [anthropicMessages, openAiResponses, openAiChat, gemini];
