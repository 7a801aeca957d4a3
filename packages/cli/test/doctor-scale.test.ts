/**
 * doctor on long lists: the `--json` report is written piece by piece, waiting for the stream to drain
 * (`writeJsonText`), and the human and Markdown reports show the first `MAX_ROWS` rows of each list and count the
 * rest, while `--format json` keeps every tool.
 */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { jsonText, writeJsonText } from "../src/json-text.js";
import { doctorHumanReport } from "../src/doctor/report-human.js";
import { doctorMarkdownReport } from "../src/doctor/report-markdown.js";
import { doctorJsonReport } from "../src/doctor/report-json.js";
import { MAX_ROWS } from "../src/doctor/columns.js";
import { PLAIN } from "../src/style.js";
import { RecordedTransport, recordingFrom } from "../src/doctor/recorded.js";
import { checkedDoctor } from "./report-schema.js";

/** A writable that takes `highWaterMark` bytes at a time and consumes each chunk on the next turn of the event loop. */
function slowSink(): { stream: Writable; chunks: string[]; drains: () => number } {
  const chunks: string[] = [];
  let drains = 0;
  const stream = new Writable({
    highWaterMark: 1024,
    decodeStrings: false,
    write(chunk: string, _encoding, done) {
      chunks.push(chunk);
      setImmediate(done);
    },
  });
  stream.on("drain", () => void drains++);
  return { stream, chunks, drains: () => drains };
}

describe("writeJsonText", () => {
  it("writes jsonText's text and a newline in pieces, waiting for drain between them", async () => {
    const value = { tools: Array.from({ length: 20_000 }, (_, i) => ({ name: `t${i}`, inputSchema: { type: "object", properties: { [`p${i}`]: { type: "string" } } } })) };
    const sink = slowSink();
    await writeJsonText(sink.stream, value);
    expect(sink.chunks.join("")).toBe(`${jsonText(value)}\n`);
    expect(sink.chunks.length).toBeGreaterThan(10);
    expect(sink.drains()).toBeGreaterThan(0);
  });

  it("stops when the stream closes while it waits for drain (a reader that went away)", async () => {
    const value = { tools: Array.from({ length: 20_000 }, (_, i) => ({ name: `t${i}` })) };
    const chunks: string[] = [];
    const stream = new Writable({
      highWaterMark: 1024,
      decodeStrings: false,
      write(chunk: string) {
        chunks.push(chunk);
        stream.destroy(); // never calls back: the reader is gone
      },
    });
    await writeJsonText(stream, value);
    expect(chunks).toHaveLength(1);
    expect(jsonText(value).startsWith(chunks[0] ?? "-")).toBe(true);
  });

  it("writes to a stream without once() without waiting", async () => {
    const written: string[] = [];
    await writeJsonText({ write: (text: string) => void written.push(text) }, [1, { a: [] }]);
    expect(written.join("")).toBe('[\n  1,\n  {\n    "a": []\n  }\n]\n');
  });
});

describe("doctor reports of long lists", () => {
  const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
  const count = MAX_ROWS + 3;
  // every outputSchema is refused alike by the 2020-12-only client (a draft-07 label): one failure, `count` schemas
  const tools = Array.from({ length: count }, (_, i) => ({ name: `t${i}`, inputSchema: { type: "object" }, outputSchema: { $schema: DRAFT_07, type: "object" } }));

  it(`show the first ${MAX_ROWS} rows and count the rest; --format json keeps every tool`, async () => {
    const recording = recordingFrom({ protocolVersion: "2025-11-25", serverInfo: { name: "long", version: "1.0.0" }, tools });
    const report = await checkedDoctor({ kind: "transport", transport: new RecordedTransport(recording), label: "recording" }, { hosts: ["2020-12-only"] });
    const lines = doctorHumanReport(report, PLAIN, 100_000).split("\n"); // wide enough that the heading is one line
    // two rows a tool: the first MAX_ROWS / 2 tools' rows are shown
    expect(lines.filter((line) => /^t\d+ +(input|output) /.test(line))).toHaveLength(MAX_ROWS);
    const last = lines.findIndex((line) => line.startsWith(`t${MAX_ROWS / 2 - 1} `) && line.includes(" output "));
    expect(lines.slice(last + 1, last + 3)).toEqual([`… and ${2 * count - MAX_ROWS} more tool schemas (--format json lists every one)`, ""]);
    const heading = lines.find((line) => line.startsWith(`${count} schemas: `));
    expect(heading).toBe(`${count} schemas: ${Array.from({ length: MAX_ROWS }, (_, i) => `t${i} outputSchema`).join(", ")}, … and 3 more`);

    const markdown = doctorMarkdownReport(report, 1000).split("\n");
    expect(markdown.filter((line) => /^\| t\d+ \|/.test(line))).toHaveLength(MAX_ROWS);
    const end = markdown.findIndex((line) => line.startsWith(`| t${MAX_ROWS / 2 - 1} | output |`));
    expect(markdown.slice(end + 1, end + 3)).toEqual(["", `… and ${2 * count - MAX_ROWS} more tool schemas (--format json lists every one)`]);

    expect((JSON.parse(doctorJsonReport(report)) as { tools: unknown[] }).tools).toHaveLength(count);
  });
});

describe("doctor on a list a host's tool-count cap loses whole", () => {
  const clean = (n: number, schema: object) => Array.from({ length: n }, (_, i) => ({ name: `t${i}`, inputSchema: schema }));
  const judge = async (tools: object[], hosts: string[]) => {
    const recording = recordingFrom({ protocolVersion: "2025-11-25", serverInfo: { name: "cap", version: "1" }, tools });
    return checkedDoctor({ kind: "transport", transport: new RecordedTransport(recording), label: "recording" }, { hosts: hosts as never });
  };

  it("fails the report, and the summary line says which host loses the list (150 clean tools, windsurf's 100-tool cap)", async () => {
    const report = await judge(clean(150, { type: "object", properties: {}, additionalProperties: false }), ["windsurf", "cursor"]);
    expect([report.status, report.summary.passed, report.summary.failed, report.summary.hosts.windsurf?.listLost]).toEqual(["fail", 150, 0, true]);
    const human = doctorHumanReport(report, PLAIN, 1000).trimEnd().split("\n");
    expect(human.at(-1)).toBe("150 tools × 2 hosts: 150 pass on every host, 0 fail; windsurf loses the whole tool list (too-many-tools)");
    const markdown = doctorMarkdownReport(report, 1000).split("\n");
    expect(markdown.slice(0, 3)).toEqual([
      "### mcp-wire doctor: cap 1 — ✗ fail",
      "",
      "150 tools × 2 hosts: 150 pass on every host, 0 fail; windsurf loses the whole tool list (too-many-tools). Protocol 2025-11-25, over transport (recording). Judged at windsurf@1.9566.11, cursor@latest.",
    ]);
  });

  it("names the host that loses the list beside the hosts that fail tools one by one", async () => {
    const report = await judge(clean(150, { type: "object", properties: { q: { type: "string", pattern: "^a" } } }), ["windsurf", "cursor", "copilot-cli"]);
    expect(doctorHumanReport(report, PLAIN, 1000).trimEnd().split("\n").at(-1)).toBe("150 tools × 3 hosts: 0 pass on every host, 150 fail on some (copilot-cli 150); windsurf loses the whole tool list (too-many-tools)");
  });
});
