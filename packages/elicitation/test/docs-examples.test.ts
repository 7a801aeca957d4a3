/**
 * docs/elicitation.md cannot drift from the API:
 * - every example it quotes is a module under docs/examples/ (elicitation-*.ts), imported and run
 *   here with its exact results asserted (and type-checked by `pnpm typecheck`, tsconfig.typecheck.json);
 * - every ```ts block of the guide starts with `// docs/examples/<file>.ts` and equals that file,
 *   except that the files import the workspace sources by relative path where the guide shows the
 *   package name (IMPORTS below is the complete list of such rewrites);
 * - every ```json block is preceded by `<!-- output docs/examples/<file>.ts [path] -->` and equals
 *   (the value at `path` of) what that example's `run()` returns.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
// The official SDKs are devDependencies of @mcp-wire/sdk, not of this package: reached by path.
import { Client as ClientV1 } from "../../sdk/node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js";
import { InMemoryTransport as MemoryV1 } from "../../sdk/node_modules/@modelcontextprotocol/sdk/dist/esm/inMemory.js";
import { McpServer as McpServerV1 } from "../../sdk/node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js";
import { ElicitRequestSchema } from "../../sdk/node_modules/@modelcontextprotocol/sdk/dist/esm/types.js";
import {
  Client as ClientV2,
  InMemoryTransport as MemoryV2,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "../../sdk/node_modules/@modelcontextprotocol/client/dist/index.mjs";
import { McpServer as McpServerV2 } from "../../sdk/node_modules/@modelcontextprotocol/server/dist/index.mjs";
import { serveStdio } from "../../sdk/node_modules/@modelcontextprotocol/server/dist/stdio.mjs";
import * as basic from "../../../docs/examples/elicitation-basic.js";
import * as cache from "../../../docs/examples/elicitation-cache.js";
import * as drop from "../../../docs/examples/elicitation-drop.js";
import * as forms from "../../../docs/examples/elicitation-forms.js";
import * as handler from "../../../docs/examples/elicitation-handler.js";
import * as libraries from "../../../docs/examples/elicitation-libraries.js";
import * as raw from "../../../docs/examples/elicitation-raw.js";
import * as read from "../../../docs/examples/elicitation-read.js";
import * as rejections from "../../../docs/examples/elicitation-rejections.js";
import * as revisions from "../../../docs/examples/elicitation-revisions.js";
import * as sdkV1 from "../../../docs/examples/elicitation-sdk-v1.js";
import * as sdkV2 from "../../../docs/examples/elicitation-sdk-v2.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const GUIDE = "docs/elicitation.md";

/** Relative source imports of the example files → the package names the guide shows. */
const IMPORTS: Readonly<Record<string, string>> = {
  '"../../packages/elicitation/src/index.js"': '"@mcp-wire/elicitation"',
  '"../../packages/sdk/src/v1/index.js"': '"@mcp-wire/sdk/v1"',
  '"../../packages/sdk/src/v2/index.js"': '"@mcp-wire/sdk/v2"',
};

/** Examples with a `run()`, by file name. */
const RUNNABLE: Readonly<Record<string, () => unknown>> = {
  "elicitation-basic.ts": basic.run,
  "elicitation-cache.ts": cache.run,
  "elicitation-drop.ts": drop.run,
  "elicitation-forms.ts": forms.run,
  "elicitation-handler.ts": handler.run,
  "elicitation-libraries.ts": libraries.run,
  "elicitation-raw.ts": raw.run,
  "elicitation-read.ts": read.run,
  "elicitation-rejections.ts": rejections.run,
  "elicitation-revisions.ts": revisions.run,
};

const read_ = (path: string) => readFileSync(`${ROOT}${path}`, "utf8");

function asQuoted(source: string): string {
  let text = source;
  for (const [from, to] of Object.entries(IMPORTS)) text = text.replaceAll(`from ${from}`, `from ${to}`);
  return text.trimEnd();
}

interface Block {
  readonly lang: string;
  readonly body: string;
  readonly line: number;
  /** The non-empty line before the opening fence. */
  readonly before: string;
}

function blocks(markdown: string): Block[] {
  const lines = markdown.split("\n");
  const found: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i] ?? "");
    if (!open) continue;
    const end = lines.indexOf("```", i + 1);
    if (end < 0) throw new Error(`${GUIDE}:${i + 1}: unclosed fence`);
    let b = i - 1;
    while (b >= 0 && (lines[b] ?? "").trim() === "") b--;
    found.push({ lang: open[1] ?? "", body: lines.slice(i + 1, end).join("\n"), line: i + 1, before: b >= 0 ? (lines[b] ?? "") : "" });
    i = end;
  }
  return found;
}

function at(value: unknown, path: string | undefined): unknown {
  if (path === undefined) return value;
  return path.split(".").reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], value);
}

const exampleFiles = readdirSync(`${ROOT}docs/examples`).filter((f) => /^elicitation-.*\.ts$/.test(f)).sort();

describe(`${GUIDE} quotes the examples exactly`, () => {
  const guide = read_(GUIDE);
  const all = blocks(guide);

  it("every fenced block is a quoted example (ts) or a checked output (json)", () => {
    expect(all.filter((b) => b.lang !== "ts" && b.lang !== "json").map((b) => `${b.line}: ${b.lang || "(no language)"}`)).toEqual([]);
  });

  for (const block of all.filter((b) => b.lang === "ts")) {
    it(`ts block at line ${block.line} equals its file`, () => {
      const marker = /^\/\/ (docs\/examples\/elicitation-[\w-]+\.ts)$/.exec(block.body.split("\n")[0] ?? "");
      expect(marker, `the block must start with // docs/examples/elicitation-….ts`).not.toBeNull();
      expect(block.body).toBe(asQuoted(read_(marker![1]!)));
    });
  }

  for (const block of all.filter((b) => b.lang === "json")) {
    it(`json block at line ${block.line} equals the example's result`, async () => {
      const marker = /^<!-- output docs\/examples\/(elicitation-[\w-]+\.ts)(?: ([\w.]+))? -->$/.exec(block.before);
      expect(marker, `the block must follow <!-- output docs/examples/elicitation-….ts [path] -->`).not.toBeNull();
      const run = RUNNABLE[marker![1]!];
      expect(run, `${marker![1]} has a run()`).toBeDefined();
      const result = JSON.parse(JSON.stringify(await run!()));
      expect(JSON.parse(block.body)).toEqual(at(result, marker![2]));
    });
  }

  it("every docs/examples/elicitation-*.ts is quoted, and starts with its own path", () => {
    const quoted = new Set(all.filter((b) => b.lang === "ts").map((b) => b.body.split("\n")[0]));
    for (const file of exampleFiles) {
      expect(read_(`docs/examples/${file}`).split("\n")[0]).toBe(`// docs/examples/${file}`);
      expect(quoted.has(`// docs/examples/${file}`), file).toBe(true);
    }
  });

  it("every example with run() is run by this file", () => {
    expect(exampleFiles.filter((f) => !f.startsWith("elicitation-sdk-"))).toEqual(Object.keys(RUNNABLE).sort());
  });
});

const f = (path: string, code: string) => `${path} ${code}`;

describe("the examples give exactly what the guide says", () => {
  it("elicitation-basic: a zod form and its wire schema", () => {
    expect(basic.run()).toEqual({
      requestedSchema: {
        type: "object",
        properties: {
          name: { type: "string", description: "Your name", minLength: 1 },
          email: { type: "string", format: "email" },
          age: { type: "integer", minimum: 18, maximum: 130 },
          plan: { type: "string", enum: ["free", "pro"], default: "free" },
        },
        required: ["name", "email"],
      },
      dropped: [],
      notes: [f("/$schema", "schema-label-dropped"), f("/properties/email/pattern", "format-companion-dropped")],
    });
  });

  it("elicitation-libraries: zod, Valibot and ArkType give the same form", () => {
    const wire = {
      type: "object",
      properties: { email: { type: "string", format: "email" }, seats: { type: "integer", minimum: 1, maximum: 50 } },
      required: ["email", "seats"],
    };
    expect(libraries.run()).toEqual([wire, wire, wire]);
  });

  it("elicitation-forms: every convertible form", () => {
    const { requestedSchema, notes } = forms.run();
    expect(requestedSchema.properties).toEqual({
      contact: { type: "string", format: "email" },
      website: { type: "string", format: "uri" },
      day: { type: "string", format: "date" },
      note: { type: "string", maxLength: 200 },
      guests: { type: "integer", minimum: 1, maximum: 12 },
      nights: { type: "integer", minimum: 1, maximum: 29 },
      room: { type: "string", enum: ["single", "double"], default: "double" },
      meal: { type: "string", oneOf: [{ const: "none", title: "No meals" }, { const: "half", title: "Breakfast and dinner" }] },
      extras: { type: "array", maxItems: 2, items: { type: "string", enum: ["parking", "late-checkout", "crib"] } },
      newsletter: { type: "boolean", default: false },
    });
    expect(requestedSchema.required).toEqual(["contact", "day", "guests", "nights", "meal"]);
    expect(notes).toContain(f("/properties/nights/exclusiveMinimum", "exclusive-bound-to-inclusive"));
    expect(notes).toContain(f("/properties/meal/anyOf", "options-to-titled"));
  });

  it("elicitation-revisions: one form at three revisions", () => {
    const { attempts, withoutTags } = revisions.run();
    const current = {
      type: "object",
      properties: {
        level: { type: "string", oneOf: [{ const: "p1", title: "Urgent" }, { const: "p2", title: "Normal" }], default: "p2" },
        tags: { type: "array", items: { type: "string", enum: ["bug", "docs"] } },
      },
    };
    expect(attempts).toEqual([
      {
        revision: "2025-06-18",
        error: "requestedSchema rejected at /properties/tags: multi-select fields need revision 2025-11-25 or later (this is 2025-06-18) (revision-unsupported)",
      },
      { revision: "2025-11-25", requestedSchema: current },
      { revision: "2026-07-28", requestedSchema: current },
    ]);
    expect(withoutTags.requestedSchema).toEqual({
      type: "object",
      properties: { level: { type: "string", enum: ["p1", "p2"], enumNames: ["Urgent", "Normal"] } },
    });
    expect(withoutTags.notes).toContain(f("/properties/level/anyOf", "titled-to-legacy"));
    expect(withoutTags.notes).toContain(f("/properties/level/default", "default-dropped"));
  });

  it("elicitation-rejections: the exact errors", () => {
    expect(rejections.run().map((r) => (r.issues === undefined ? r : r.issues.map((i) => f(i.path, i.code))))).toEqual([
      [f("/properties/code/pattern", "pattern-unsupported")],
      [f("/properties/nickname/type", "nullable-unsupported")],
      [f("/properties/address/type", "nested-object")],
      [f("", "conversion-failed")],
      [f("/properties/price/exclusiveMinimum", "keyword-unsupported")],
      [f("/properties/tags/items", "array-items-unsupported")],
      [f("/properties/stars/anyOf", "union-unsupported")],
    ]);
    expect(rejections.run()[0]).toEqual({
      name: "regex",
      message: 'requestedSchema rejected at /properties/code/pattern: pattern "^[A-Z]{3}$" cannot be sent: the wire has no `pattern` (pattern-unsupported)',
      issues: [{ path: "/properties/code/pattern", code: "pattern-unsupported", message: 'pattern "^[A-Z]{3}$" cannot be sent: the wire has no `pattern`' }],
    });
  });

  it("elicitation-drop: the wire schema accepts what the original schema rejects", () => {
    expect(drop.run()).toEqual({
      requestedSchema: { type: "object", properties: { code: { type: "string" }, seats: { type: "number" } }, required: ["code", "seats"] },
      dropped: [f("/properties/code/pattern", "pattern-unsupported"), f("/properties/seats/exclusiveMinimum", "keyword-unsupported")],
      wireOnly: { valid: true, issues: [] },
      read: {
        status: "invalid",
        issues: [
          { path: "/code", code: "schema-rejected", message: "Invalid string: must match pattern /^[A-Z]{3}-\\d{4}$/" },
          { path: "/seats", code: "schema-rejected", message: "Too small: expected number to be >0" },
        ],
      },
    });
  });

  it("elicitation-cache: a fresh object on every call", () => {
    const { sameObject, first, second, third } = cache.run();
    expect(sameObject).toBe(false);
    expect(first.required).toEqual([]);
    expect(second).toEqual(third);
    expect(third.required).toEqual(["rating"]);
  });

  it("elicitation-handler: ask, accept, re-ask on invalid, stop on decline", () => {
    const { first, accepted, invalid, declined } = handler.run();
    const form = {
      type: "object",
      properties: { address: { type: "string", minLength: 5 }, speed: { type: "string", enum: ["standard", "express"], default: "standard" } },
      required: ["address"],
    };
    const ask = (message: string) => ({
      resultType: "input_required",
      inputRequests: { shipping: { method: "elicitation/create", params: { mode: "form", message, requestedSchema: form } } },
    });
    expect(first).toEqual(ask("Where should we ship?"));
    expect(accepted).toEqual({ content: [{ type: "text", text: "Shipping standard to 1 Main Street" }] });
    expect(invalid).toEqual(ask("That address looks too short; please check it."));
    expect(declined).toEqual({ content: [{ type: "text", text: "Checkout stopped; nothing was ordered." }] });
  });

  it("elicitation-read: every outcome", () => {
    expect(read.run()).toEqual({
      read: {
        accepted: { status: "accepted", value: { email: "ada@example.com" } },
        declined: { status: "declined" },
        cancelled: { status: "cancelled" },
        missing: { status: "missing" },
        badEmail: {
          status: "invalid",
          issues: [
            { path: "/email", code: "schema-rejected", message: "Invalid email address" },
            { path: "/phone", code: "schema-rejected", message: "Invalid input: expected string, received number" },
          ],
        },
        garbage: { status: "invalid", issues: [{ path: "/action", code: "malformed-response", message: "must be one of accept, decline, cancel" }] },
      },
      valueFor: ["accepted"],
    });
  });

  it("elicitation-raw: validateContent on a raw schema's answer", () => {
    const { content, checked } = raw.run();
    expect({ ...content }).toEqual({ quantity: "5", colors: ["red", "red"], note: "hi" });
    expect(checked).toEqual({
      valid: false,
      issues: [
        { path: "/quantity", code: "type-mismatch", message: "must be an integer, got string" },
        { path: "/colors/1", code: "duplicate-item", message: '"red" is selected twice' },
        { path: "/note", code: "undeclared-key", message: "is not a property of the requestedSchema" },
      ],
    });
  });
});

/** The wire form of the SDK examples' `Signup`, as the client receives it. */
const SIGNUP = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 1 },
    email: { type: "string", format: "email" },
    plan: { type: "string", enum: ["free", "pro"], default: "free" },
  },
  required: ["name", "email"],
};
const VALID = { action: "accept", content: { name: "Ada", email: "ada@example.com" } } as const;
const INVALID = { action: "accept", content: { name: "Ada", email: "not an email" } } as const;

type Answer = { action: "accept"; content: Record<string, string> } | { action: "decline" | "cancel" };

interface Script {
  readonly received: Record<string, unknown>[];
  readonly answers: Answer[];
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function firstText(result: { content?: unknown }): string | undefined {
  return (result.content as { text?: string }[] | undefined)?.[0]?.text;
}

describe("elicitation-sdk-v1: a real @modelcontextprotocol/sdk 1.x server and client", () => {
  async function callSignup(answers: Answer[]): Promise<{ text: string | undefined; script: Script }> {
    const server = new McpServerV1({ name: "docs-v1", version: "1.0.0" });
    sdkV1.registerSignup(server);
    const client = new ClientV1({ name: "docs-client", version: "1.0.0" }, { capabilities: { elicitation: {} } });
    const script: Script = { received: [], answers: [...answers] };
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      script.received.push(request.params as Record<string, unknown>);
      return script.answers.shift() ?? { action: "cancel" };
    });
    const [serverSide, clientSide] = MemoryV1.createLinkedPair();
    await server.connect(serverSide);
    await client.connect(clientSide);
    closers.push(() => client.close());
    const result = await client.callTool({ name: "signup", arguments: {} });
    return { text: firstText(result as { content?: unknown }), script };
  }

  it("accepted: the client receives the wire schema; the value has the default applied", async () => {
    const { text, script } = await callSignup([VALID]);
    expect(text).toBe("Welcome, Ada (free)");
    expect(script.received).toEqual([{ mode: "form", message: "Sign up", requestedSchema: SIGNUP }]);
  });

  it("invalid, then valid: asked again", async () => {
    const { text, script } = await callSignup([INVALID, VALID]);
    expect(text).toBe("Welcome, Ada (free)");
    expect(script.received.map((p) => p.message)).toEqual(["Sign up", "Please check your answers"]);
  });

  it("invalid twice", async () => {
    expect((await callSignup([INVALID, INVALID])).text).toBe("Not signed up: the answers were invalid twice.");
  });

  it("declined", async () => {
    expect((await callSignup([{ action: "decline" }])).text).toBe("Not signed up.");
  });
});

describe("elicitation-sdk-v2: a real @modelcontextprotocol/server 2.x server and client", () => {
  async function callSignup(answers: Answer[], era: "2026-07-28" | "2025-11-25"): Promise<{ text: string | undefined; script: Script }> {
    const client = new ClientV2(
      { name: "docs-client", version: "1.0.0" },
      {
        capabilities: { elicitation: {} },
        ...(era === "2026-07-28"
          ? { versionNegotiation: { mode: { pin: "2026-07-28" } }, supportedProtocolVersions: ["2026-07-28", ...SUPPORTED_PROTOCOL_VERSIONS] }
          : {}),
      },
    );
    const script: Script = { received: [], answers: [...answers] };
    client.setRequestHandler("elicitation/create", async (request) => {
      const { _meta: _ignored, ...params } = request.params as Record<string, unknown>;
      script.received.push(params);
      return script.answers.shift() ?? { action: "cancel" };
    });
    const [serverSide, clientSide] = MemoryV2.createLinkedPair();
    serveStdio(
      () => {
        const server = new McpServerV2({ name: "docs-v2", version: "1.0.0" }, { capabilities: { tools: {} } });
        sdkV2.registerSignup(server);
        return server;
      },
      { transport: serverSide },
    );
    await client.connect(clientSide);
    closers.push(() => client.close());
    const result = await client.callTool({ name: "signup", arguments: {} });
    return { text: firstText(result as { content?: unknown }), script };
  }

  for (const era of ["2026-07-28", "2025-11-25"] as const) {
    describe(`${era} client`, () => {
      it("accepted: the client receives the wire schema", async () => {
        const { text, script } = await callSignup([VALID], era);
        expect(text).toBe("Welcome, Ada (free)");
        expect(script.received).toEqual([{ mode: "form", message: "Sign up", requestedSchema: SIGNUP }]);
      });

      it("invalid, then valid: asked again", async () => {
        const { text, script } = await callSignup([INVALID, VALID], era);
        expect(text).toBe("Welcome, Ada (free)");
        expect(script.received).toHaveLength(2);
      });

      it("declined", async () => {
        expect((await callSignup([{ action: "decline" }], era)).text).toBe("Not signed up.");
      });
    });
  }
});
