/**
 * `mcp-wire proxy --rename`: the tool names of each `tools/list` answer, for the host served, made names it keeps
 * (`renameTools` of `@mcp-wire/hosts` on the host's `toolNameRules`: Cursor's dots, bavix/gripmock#875; Claude Code's
 * qualified length, mims-harvard/ToolUniverse#65; the Gemini API's function names), and each `tools/call` of a
 * listed name sent to the server under its original name. The mapping is rebuilt from every list's first page (a
 * relist after `notifications/tools/list_changed` too) and grows over its later pages; until a relist is answered,
 * calls keep the mapping of the list the host holds.
 */
import { clip, show } from "@mcp-wire/core";
import { isHostTarget, renameTools, type EvidenceLevel, type ToolNameRule } from "@mcp-wire/hosts";
import { hostNameRules } from "../tool-name-rules.js";
import type { HostChoice } from "@mcp-wire/sdk/v1";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The form a list is renamed for: the host served, the product version judged and which facts count. */
export interface RenameForm {
  readonly host: HostChoice;
  readonly version: string | undefined;
  readonly evidence: EvidenceLevel;
  /** `--server-name`: the name the host knows the server by, for its qualified-name limit (`hostNameRules`). */
  readonly serverName?: string;
}

/** The tool-name mapping of one proxied session. */
export class ToolRenames {
  /** Listed name → original name, for the names changed in the list the host holds (a Map: no prototype key matters). */
  private back = new Map<string, string>();
  /** Names already listed on earlier pages of the same list (a later page's names stay distinct from them). */
  private listed = new Set<string>();
  /** What was said on stderr (each mapping once for the life of the proxy). */
  private readonly told = new Set<string>();

  constructor(private readonly report: (line: string) => void) {}

  /**
   * A `tools/list` answer's tools with the names the host keeps. `firstPage`: the answer to a request without a
   * cursor, which starts a new mapping. The host's rules: `toolNameRules` of the form's host (none for `common` and
   * `as-is`: no name rule is known for a client not recognised).
   * @param tools - the tools to send (after projection); entries are not mutated (a renamed one is copied)
   * @returns `tools` itself when no name changes, else a new array
   */
  list(tools: readonly unknown[], form: RenameForm, firstPage: boolean): readonly unknown[] {
    if (firstPage) (this.back = new Map()), (this.listed = new Set());
    const named = isHostTarget(form.host) ? hostNameRules(form.host, { evidence: form.evidence, ...(form.version === undefined ? {} : { version: form.version }), ...(form.serverName === undefined ? {} : { serverName: form.serverName }) }) : undefined;
    const rules: readonly ToolNameRule[] = named?.rules ?? [];
    const names = tools.map((tool) => (isRecord(tool) && Object.hasOwn(tool, "name") ? tool["name"] : undefined));
    // names listed on earlier pages stand as rules of their own: a later page never reuses one
    const taken = [...this.listed];
    const mapping = renameTools([...taken, ...names], rules);
    const out = tools.map((tool, i) => {
      const listed = mapping.names[taken.length + i];
      if (typeof listed === "string") this.listed.add(listed);
      return listed === names[i] || !isRecord(tool) ? tool : { ...tool, name: listed };
    });
    for (const { original, listed } of mapping.renamed) {
      this.back.set(listed, original);
      this.tell(`renamed tool ${show(original, 80)} to ${show(listed, 80)} for ${form.host} (a name it would drop or rewrite); calls are sent on as ${show(original, 80)}`);
    }
    const assumed = named?.assumed;
    if (assumed !== undefined && mapping.renamed.some(({ original }) => original.length > assumed.tool)) {
      this.tell(`tool names over ${assumed.tool} characters were shortened to ${assumed.tool}, which keeps ${form.host}'s qualified names within ${assumed.qualified} characters only for a one-character server name: give --server-name <the name ${form.host} knows the server by>`);
    }
    for (const name of mapping.unrenamable) this.tell(`tool ${show(name, 80)}: no name ${form.host} keeps could be made; listed as it is`);
    return mapping.renamed.length === 0 ? tools : out;
  }

  /**
   * A `tools/call` request's `params` with the listed name mapped back to the server's original, or `params` itself
   * when its `name` is not one the mapping changed.
   */
  call(params: unknown): unknown {
    if (!isRecord(params) || typeof params["name"] !== "string") return params;
    const original = this.back.get(params["name"]);
    return original === undefined ? params : { ...params, name: original };
  }

  /** The server's own name of a name in the list the host holds (`listed` itself when the mapping did not change it). */
  original(listed: string): string {
    return this.back.get(listed) ?? listed;
  }

  private tell(line: string): void {
    if (this.told.has(line)) return;
    this.told.add(line);
    this.report(clip(line, 400));
  }
}
