/**
 * Wrapped and renamed recordings, read from files: each product whose config `mcp-wire wrap` knows, run with its config
 * rewritten by the built `mcp-wire wrap --host <product>` (fixtures/lab/wrapped/), kept every tool of every wrapped
 * server listed and every scripted call reached the server and came back; and Claude Code through `mcp-wire proxy
 * --rename` (fixtures/lab/renamed/) got each 70-character `mcp__<server>__<tool>` name shortened by the proxy's rule,
 * with the call sent on under the original name.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { DRIVERS } from "../src/drivers/index.js";
import { renamedLists, wrappedLists } from "../src/probes/wrapped.js";
import { canonicalJson } from "../src/record.js";
import { recordingPath } from "../src/run.js";
import type { ListRecording, ProbeList, ProductRecording } from "../src/types.js";
import { renamedRecordingPath, wrappedRecordingPath } from "../src/wrapped.js";

const read = (path: string): { text: string; recording: ProductRecording } => {
  const text = readFileSync(path, "utf8");
  return { text, recording: JSON.parse(text) as ProductRecording };
};

/** What each product hands the model back for a server's text result (Codex prefixes its run time, as recorded). */
const HANDED_BACK: Readonly<Record<string, (text: string) => string>> = {
  "claude-code": (text) => text,
  codex: (text) => `Wall time: <seconds> seconds\nOutput:\n${text}`,
};

/** Every list initialized and listed, every tool listed, every scripted call reached the server and got its answer. */
const everyToolKept = (lists: readonly ProbeList[], product: string) =>
  Object.fromEntries(lists.map((list) => [list.id, {
    initialized: true,
    listedTools: true,
    tools: Object.fromEntries(list.tools.map((probe) => [probe.key, { listed: true, ...(probe.call === undefined ? {} : { call: { reachedServer: true, isError: false, text: HANDED_BACK[product]?.(`${list.id}/${probe.key} ok`) } }) }])),
  }]));

/** The outcome fields of a recording's lists (names and schemas left out: the direct recordings judge those). */
const outcomes = (lists: ProductRecording["lists"]) =>
  Object.fromEntries(Object.entries(lists).map(([id, list]: [string, ListRecording]) => [id, {
    initialized: list.initialized,
    listedTools: list.listedTools,
    tools: Object.fromEntries(Object.entries(list.tools).map(([key, tool]) => [key, { listed: tool.listed, ...(tool.call === undefined ? {} : { call: tool.call }) }])),
  }]));

/** The wrapped form of one lab server's argv, as `wrap` writes it: `mcp-wire proxy --host <product> -- <node> <server> <list> <log>`. */
const wrappedArgs = (product: string, list: string, separator: string): string =>
  [`"proxy", "--host", "${product}", "--", "<node>", "<repo>/packages/lab/bin/lab-server.js"`, `"<run>/lab/${list}.json"`, `"<run>/lab/${list}.log.jsonl"`].join(separator);

/** The lines `wrap` added to each driver's config, one run of every wrapped list: the form of the driver's file. */
const ADDED: Readonly<Record<string, (lists: readonly string[]) => readonly string[]>> = {
  // one line: the driver writes --mcp-config as compact JSON; wrap keeps the file's own separators around what it adds
  "claude-code": (lists) => [`+{"mcpServers":{${lists.map((list) => `"${list}":{"type":"stdio","command":"mcp-wire","args":[${wrappedArgs("claude-code", list, ",")}]}`).join(",")}}}`],
  codex: (lists) => lists.flatMap((list) => [`+command = "mcp-wire"`, `+args = [${wrappedArgs("codex", list, ", ")}]`]),
};

const wrappable = DRIVERS.filter((driver) => driver.wrapHost !== undefined);

test("wrap knows the config formats of Claude Code and Codex only, of the products the lab drives", () => {
  expect(DRIVERS.map((driver) => [driver.product, driver.wrapHost ?? null])).toEqual([
    ["claude-code", "claude-code"],
    ["codex", "codex"],
    ["gemini", null],
    ["qwen-code", null],
    ["copilot-cli", null],
    ["continue", null],
    ["kilo", null],
  ]);
});

describe.each(wrappable)("$product wrapped by mcp-wire wrap", (driver) => {
  const { text, recording } = read(wrappedRecordingPath(driver));

  test("is canonical and of the driver's pin", () => {
    expect(text).toBe(canonicalJson(recording));
    expect([recording.product, recording.package, recording.version]).toEqual([driver.product, driver.package, driver.version]);
  });

  test("the product started every server as wrap rewrote it: mcp-wire proxy --host <product> -- <the server>", () => {
    const lists = wrappedLists().map((list) => list.id);
    expect(recording.wrap).toEqual([ADDED[driver.product]?.(lists)]);
  });

  test("kept every tool of every wrapped server, and every scripted call reached the server through the proxy", () => {
    expect(outcomes(recording.lists)).toEqual(everyToolKept(wrappedLists(), driver.product));
    expect(Object.values(recording.lists).reduce((sum, list) => sum + Object.keys(list.tools).length, 0)).toBe(39);
  });
});

describe("Claude Code 2.1.328 and 70-character mcp__<server>__<tool> names", () => {
  const claude = DRIVERS.find((driver) => driver.product === "claude-code");
  if (claude === undefined) throw new Error("no claude-code driver");
  const direct = read(recordingPath(claude)).recording;
  const renamed = read(renamedRecordingPath(claude));

  test("without the proxy it sends a long name uncut, and the call reaches the server (the fake API takes any name)", () => {
    const tool = direct.lists["name-over-64"]?.tools["probe"];
    expect([tool?.name, tool?.name?.length, tool?.call]).toEqual([`mcp__name-over-64__probe_${"n".repeat(64)}`, 89, { reachedServer: true, isError: false, text: "name-over-64/probe ok" }]);
  });

  test("through proxy --rename the tool is listed under a 56-character name and the call reaches the server under its own", () => {
    expect(renamed.text).toBe(canonicalJson(renamed.recording));
    expect([renamed.recording.product, renamed.recording.package, renamed.recording.version]).toEqual([claude.product, claude.package, claude.version]);
    expect(outcomes(renamed.recording.lists)).toEqual(everyToolKept(renamedLists(), "claude-code"));
    const names = renamedLists().map((list) => {
      const name = renamed.recording.lists[list.id]?.tools["probe"]?.name ?? "";
      return [list.id, `mcp__${list.id}__${String(list.tools[1]?.tool["name"])}`.length, name, name.length];
    });
    expect(names).toEqual([
      // a one-character server name: the renamed tool's qualified name is 64, within the limit
      ["q", 70, `mcp__q__probe_${"n".repeat(41)}_a0c616bf`, 64],
      // the proxy does not know the server's configured name, so a longer one stays over 64 (69)
      ["rename", 70, `mcp__rename__probe_${"n".repeat(41)}_73cf4aec`, 69],
    ]);
  });
});
