/**
 * The differential test of the product layer, as the validator layer has one against the real validators: for every
 * recorded product@version (fixtures/lab/*.json, written by `pnpm lab`), doctor's verdict on every probe tool equals
 * what the product did. A difference either is fixed in the catalog (packages/hosts/src/products/catalog) or is listed
 * in KNOWN_DIFFERENCES with why; the table starts empty and stays short.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { recognizeHost } from "@mcp-wire/hosts";
import { jsonText } from "../src/json-text.js";
import { negotiationLists, OFFER, offeredLists, probeLists } from "../src/probes/index.js";
import type { ProductRecording } from "../src/types.js";
import { doctorVerdicts, measuredVerdicts, servedVerdicts, type Verdict } from "../src/verdicts.js";

const FIXTURES = fileURLToPath(new URL("../../../fixtures/lab/", import.meta.url));
const SERVER_BIN = fileURLToPath(new URL("../bin/lab-server.js", import.meta.url));

/** One accepted difference: where, what doctor says, what the product did, and why it stays. */
interface KnownDifference {
  readonly at: string;
  readonly doctor: Verdict;
  readonly product: Verdict;
  readonly why: string;
}

/**
 * Accepted differences, by `<product>@<version>`: none. (Gemini CLI's lenient output validator and Kilo's relist
 * without output schemas, the last two, are now rules of their records that pre-empt the embedded SDK client, for the
 * list and for the results doctor checks.)
 */
const KNOWN_DIFFERENCES: Readonly<Record<string, readonly KnownDifference[]>> = {};

const recordings: readonly ProductRecording[] = readdirSync(FIXTURES)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => JSON.parse(readFileSync(`${FIXTURES}${file}`, "utf8")) as ProductRecording);

describe("doctor's product verdicts equal what each recorded product did", () => {
  it("has recordings to compare", () => {
    expect(recordings.length).toBeGreaterThan(0);
  });

  for (const recording of recordings) {
    const id = `${recording.product}@${recording.version}`;
    it(`${id}: every probe of every list`, { timeout: 300_000 }, async () => {
      const differences: KnownDifference[] = [];
      let compared = 0;
      for (const list of probeLists()) {
        const recorded = recording.lists[list.id];
        if (recorded === undefined) throw new Error(`${id} has no recording of ${list.id}: re-run pnpm lab --product ${recording.product}`);
        const measured = measuredVerdicts(recording.product, list, recorded);
        const said = await doctorVerdicts(list, recording.product, recording.version, recording.protocolVersion ?? "2025-11-25");
        for (const probe of list.tools) {
          compared += 1;
          const product = measured[probe.key] as Verdict;
          const doctor = said[probe.key] as Verdict;
          if (product !== doctor) differences.push({ at: `${list.id}/${probe.key}`, doctor, product, why: "" });
        }
      }
      expect(compared).toBeGreaterThan(400);
      const known = KNOWN_DIFFERENCES[id] ?? [];
      expect(differences).toEqual(known.map(({ at, doctor, product }) => ({ at, doctor, product, why: "" })));
    });

    it(`${id}: with servers that offer 2026-07-28, doctor judges it at the revision it negotiated, and its verdicts there equal what it did`, { timeout: 120_000 }, async () => {
      const dir = mkdtempSync(join(tmpdir(), "lab-negotiation-"));
      try {
        for (const list of negotiationLists()) {
          const recorded = recording.negotiation?.[list.id];
          if (recorded === undefined) throw new Error(`${id} has no recording of ${list.id}: re-run pnpm lab --product ${recording.product}`);
          const file = join(dir, `${list.id}.json`);
          writeFileSync(file, jsonText(list));
          const said = await servedVerdicts(list, recording.product, recording.version, [process.execPath, SERVER_BIN, file]);
          expect([list.id, said.revision, said.verdicts]).toEqual([list.id, recorded.protocolVersion, measuredVerdicts(recording.product, list, recorded)]);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it(`${id}: with servers that offer 2026-07-28, its verdicts on the offered lists at the revision it negotiated equal what it did there`, { timeout: 240_000 }, async () => {
      const negotiatedModern = Object.values(recording.negotiation ?? {}).some((list) => list.protocolVersion === OFFER.revision);
      // a product that negotiates the offered revision is recorded there too, and only such a product
      expect([id, Object.keys(recording.offered ?? {})]).toEqual([id, negotiatedModern ? [OFFER.revision] : []]);
      const dir = mkdtempSync(join(tmpdir(), "lab-offered-"));
      try {
        const differences: KnownDifference[] = [];
        for (const list of negotiatedModern ? offeredLists() : []) {
          const recorded = recording.offered?.[OFFER.revision]?.[list.id];
          if (recorded === undefined) throw new Error(`${id} has no recording of ${list.id} at ${OFFER.revision}: re-run pnpm lab --product ${recording.product} --offered`);
          const file = join(dir, `${list.id}.json`);
          writeFileSync(file, jsonText(list));
          const said = await servedVerdicts(list, recording.product, recording.version, [process.execPath, SERVER_BIN, file]);
          expect([list.id, said.revision]).toEqual([list.id, recorded.protocolVersion]);
          const measured = measuredVerdicts(recording.product, list, recorded);
          for (const probe of list.tools) {
            const [product, doctor] = [measured[probe.key] as Verdict, said.verdicts[probe.key] as Verdict];
            if (product !== doctor) differences.push({ at: `${OFFER.revision}:${list.id}/${probe.key}`, doctor, product, why: "" });
          }
        }
        const known = KNOWN_DIFFERENCES[id] ?? [];
        expect(differences).toEqual(known.filter(({ at }) => at.startsWith(`${OFFER.revision}:`)).map(({ at, doctor, product }) => ({ at, doctor, product, why: "" })));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it(`${id}: the clientInfo it sent is recognised as ${recording.product}`, () => {
      expect(recording.clientInfo).not.toBeNull();
      const recognition = recognizeHost(recording.clientInfo, recording.protocolVersion);
      expect(recognition.host).toBe(recording.product);
    });
  }
});
