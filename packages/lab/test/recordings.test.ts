/**
 * The committed recordings (fixtures/lab/<product>@<version>.json, and the served ones in fixtures/lab/served/): each
 * is a canonical file of a known driver, and covers the whole probe corpus (every list, every tool key, a call outcome for every scripted call). Reads files only.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { DRIVERS } from "../src/drivers/index.js";
import { probeLists } from "../src/probes/index.js";
import { canonicalJson } from "../src/record.js";
import type { ProductRecording } from "../src/types.js";

const DIRS = ["../../../fixtures/lab/", "../../../fixtures/lab/served/"].map((dir) => new URL(dir, import.meta.url));
const files = DIRS.flatMap((dir) => readdirSync(dir).filter((file) => file.endsWith(".json")).map((file) => ({ file, url: new URL(file, dir) })));

describe.each(files)("$url.pathname", ({ file, url }) => {
  const text = readFileSync(url, "utf8");
  const recording = JSON.parse(text) as ProductRecording;

  test("is canonical, named after its product@version, of a driver with that pin, dated by day", () => {
    expect(text).toBe(canonicalJson(recording));
    expect(file).toBe(`${recording.product}@${recording.version}.json`);
    expect(DRIVERS.filter((driver) => driver.product === recording.product).map((driver) => [driver.package, driver.version])).toEqual([[recording.package, recording.version]]);
    expect(recording.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("covers every probe list and tool key of the corpus, and nothing else", () => {
    const expected = Object.fromEntries(probeLists().map((list) => [list.id, list.tools.map((probe) => probe.key).sort()]));
    const got = Object.fromEntries(Object.entries(recording.lists).map(([id, list]) => [id, Object.keys(list.tools).sort()]));
    expect(got).toEqual(expected);
  });

  test("has a call outcome exactly for the scripted calls, and a name and schema for every listed tool", () => {
    for (const list of probeLists()) {
      for (const probe of list.tools) {
        const tool = recording.lists[list.id]?.tools[probe.key];
        expect([`${list.id}/${probe.key}`, tool?.call !== undefined]).toEqual([`${list.id}/${probe.key}`, probe.call !== undefined]);
        if (tool?.listed === true) expect([typeof tool.name, "schema" in tool]).toEqual(["string", true]);
      }
    }
  });
});
