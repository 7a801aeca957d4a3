/**
 * `<product>+<model-api>` read with a typed error; the names and the composition live in model-api-names.ts.
 */
import { makeIssue } from "@mcp-wire/core";
import { HostsError } from "./issues.js";
import { composedHostProblem, type ComposedHost } from "./model-api-names.js";

export * from "./model-api-names.js";

/**
 * Reads `<product>+<model-api>` as a {@link ComposedHost}.
 * @param text - the text a user gave (`--host cursor+gemini`)
 * @returns the composed host
 * @throws HostsError (`code: "invalid-option"`, path `/host`) naming the part that is unknown and the valid ones:
 *   `cursor+nope` → "unknown model API nope (known: anthropic, gemini, openai-strict)"; an unknown product names the
 *   product ids; text without `+` says the form.
 */
export function composedHost(text: string): ComposedHost {
  const problem = composedHostProblem(text);
  if (problem !== undefined) throw new HostsError([makeIssue("/host", "invalid-option" as const, problem)], "composedHost argument");
  return text as ComposedHost;
}
