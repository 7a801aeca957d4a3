/**
 * `--fix-out` on every captured server (fixtures/servers): each host form doctor writes (`fixForms`, the projection
 * `mcp-wire proxy --host <host>` serves) compiles under the real validator of every validator archetype that host
 * is — or that the product embeds for that schema role: the SDK 1.x client validator, the client 2.4.0 validators,
 * the 2.0 beta (2020-12 only), `new Ajv()`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { AjvJsonSchemaValidator as SdkV1Validator } from "@modelcontextprotocol/sdk/validation/ajv";
import { AjvJsonSchemaValidator as SdkV2Validator } from "@modelcontextprotocol/client/validators/ajv";
import { AjvJsonSchemaValidator as BetaValidator } from "client-2-0-beta-5/validators/ajv";
import { Ajv, type AnySchema } from "ajv";
import { ARCHETYPES, ARCHETYPE_PROFILES, PRODUCTS, isProductHost, type ArchetypeId } from "@mcp-wire/hosts";
import { describe, expect, it } from "vitest";
import { RecordedTransport, recordingFrom, type DoctorHost } from "../src/index.js";
import { fixForms } from "../src/doctor/fix-out.js";
import { checkedDoctor } from "./report-schema.js";

const SERVERS = fileURLToPath(new URL("../../../fixtures/servers/", import.meta.url));

/** The real validator of each validator archetype: whether it compiles a schema. */
const COMPILE: Partial<Record<ArchetypeId, (schema: unknown) => boolean>> = {
  "mcp-sdk-v1-client": (schema) => attempt(() => new SdkV1Validator().getValidator(schema as never)),
  "mcp-sdk-v2-client": (schema) => attempt(() => new SdkV2Validator().getValidator(schema as never)),
  "2020-12-only": (schema) => attempt(() => new BetaValidator().getValidator(schema as never)),
  "draft-07-ajv-default": (schema) => attempt(() => new Ajv({ logger: false }).compile(schema as AnySchema)),
};

function attempt(compile: () => unknown): boolean {
  try {
    compile();
    return true;
  } catch {
    return false;
  }
}

/** The validator archetypes that compile a host's `role` schemas: the archetype itself, or those a product embeds (not a contested one: it does not count at the default evidence level, so the form is not made for it). */
function validatorsOf(host: DoctorHost, role: "inputSchema" | "outputSchema"): ArchetypeId[] {
  const compiles = (id: ArchetypeId) => COMPILE[id] !== undefined && [role, "both"].includes(ARCHETYPE_PROFILES[id].compiles);
  if (!isProductHost(host)) return compiles(host as ArchetypeId) ? [host as ArchetypeId] : []; // HOSTS below holds no composed host
  return PRODUCTS[host].archetypes.filter((use) => use.role === role && use.confidence !== "contested" && compiles(use.archetype)).map((use) => use.archetype);
}

const HOSTS: DoctorHost[] = [...Object.keys(PRODUCTS), ...ARCHETYPES] as DoctorHost[];

describe("--fix-out forms compile under the host's real validator (fixtures/servers)", () => {
  it("every form of every captured server", async () => {
    const files = readdirSync(SERVERS).filter((name) => name.endsWith(".tools.json")).sort();
    let forms = 0;
    let checked = 0;
    const refused: string[] = [];
    for (const file of files) {
      const { tools } = JSON.parse(readFileSync(join(SERVERS, file), "utf8")) as { tools: unknown[] };
      const recording = recordingFrom({ protocolVersion: "2025-11-25", serverInfo: { name: file, version: "1.0.0" }, tools });
      const report = await checkedDoctor({ kind: "transport", transport: new RecordedTransport(recording), label: file }, { hosts: HOSTS });
      for (const form of fixForms(report)) {
        forms++;
        for (const validator of validatorsOf(form.host, `${form.io}Schema`)) {
          checked++;
          if (!(COMPILE[validator] as (schema: unknown) => boolean)(form.schema)) refused.push(`${file} / ${report.tools[form.tool]?.name} / ${form.io}.${form.host}.json under ${validator}`);
        }
      }
    }
    console.log(`fix-out: ${forms} forms over ${files.length} servers, ${checked} compiled by a real validator`);
    expect(refused).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(41);
    expect(checked).toBeGreaterThanOrEqual(1_000);
  }, 300_000);
});
