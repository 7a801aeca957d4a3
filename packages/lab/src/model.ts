/**
 * The fake model API: one HTTP server on 127.0.0.1 (an ephemeral port) that hands each request to the first protocol
 * adapter of {@link PROTOCOLS} that matches it, answers model turns from the run's {@link Script}, and logs every turn
 * (the tools offered as received, the tool results carried, the answer). Nothing it does leaves 127.0.0.1.
 */
import { appendFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { jsonText } from "./json-text.js";
import { PROTOCOLS } from "./protocols/index.js";
import { sendJson } from "./protocols/wire.js";
import { Script } from "./script.js";
import type { Driver, Json, ModelAction, ModelTurn, ProbeList, ProtocolAdapter } from "./types.js";

/** One logged model turn: where it came in, what the adapter read, what the script answered. */
export interface ModelLogEntry {
  readonly protocol: ProtocolAdapter["id"];
  readonly path: string;
  readonly turn: ModelTurn;
  readonly action: ModelAction;
}

/** A running fake model API. */
export interface ModelServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Every model turn so far, in arrival order. */
  readonly log: readonly ModelLogEntry[];
  /** The run's script (its calls tie call ids to probes). */
  readonly script: Script;
  /** Stops the server (open connections are closed). */
  close(): Promise<void>;
}

/** Options of {@link startModel}. */
export interface ModelOptions {
  /** The probe lists of the run. */
  readonly lists: readonly ProbeList[];
  readonly deferredLoader?: Driver["deferredLoader"];
  /**
   * When set, every request (method, path, body) is appended to this file as one JSON line (for debugging a driver),
   * written by `jsonText`: a number past the double range in a body stays one (`1e400`), not `null`.
   */
  readonly rawLog?: string;
  /** The adapters to dispatch to (default {@link PROTOCOLS}). */
  readonly protocols?: readonly ProtocolAdapter[];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parse(text: string): Json | undefined {
  try {
    return text === "" ? undefined : (JSON.parse(text) as Json);
  } catch {
    return undefined;
  }
}

/** Starts the fake model API for one run. Resolves once it listens; rejects when it cannot bind. */
export async function startModel(options: ModelOptions): Promise<ModelServer> {
  const protocols = options.protocols ?? PROTOCOLS;
  const script = new Script(options.lists, options.deferredLoader);
  const log: ModelLogEntry[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const body = parse(await readBody(req));
    if (options.rawLog !== undefined) appendFileSync(options.rawLog, `${jsonText({ method, path: url.pathname, query: url.search, body: body ?? null })}\n`);
    const adapter = protocols.find((candidate) => candidate.matches(method, url.pathname));
    if (adapter !== undefined && body !== undefined) {
      const turn = adapter.read(body, url.pathname);
      const action = script.decide(turn);
      log.push({ protocol: adapter.id, path: url.pathname, turn, action });
      adapter.write(action, { body, path: url.pathname, query: url.searchParams }, res);
      return;
    }
    if (protocols.some((candidate) => candidate.other?.(req, url.pathname, body, res) === true)) return;
    sendJson(res, 404, { error: { message: `lab: no fake answer for ${method} ${url.pathname}` } });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: `lab: ${String(error)}` } });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    script,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
