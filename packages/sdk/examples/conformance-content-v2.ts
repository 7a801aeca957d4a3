/**
 * The tools, resources and prompts the official `@modelcontextprotocol/conformance` 0.1.16 server scenarios call on
 * a `@modelcontextprotocol/server` 2.4.0 server, beside the elicitation tools of conformance-server-v2.ts: content of
 * every kind (text, image, audio, embedded resource, mixed), a tool error, log messages and progress during a call,
 * sampling (written once: an `input_required` result on 2026-07-28, the SDK's legacy shim sends
 * `sampling/createMessage` on 2025 sessions), static and templated resources with subscriptions, and prompts with
 * arguments (one completable), an embedded resource and an image.
 *
 * Names and contents follow each scenario's stated server requirements (`conformance list --server`; the scenario
 * descriptions of the published package).
 */
import { completable, inputRequired, inputResponse, ResourceTemplate, type McpServer, type ServerContext } from "@modelcontextprotocol/server";
import * as z from "zod";

/** A 1×1 red PNG (`tools-call-image`, `resources-read-binary`, `prompts-get-with-image`). */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

/** A WAV file (RIFF, PCM, mono, 8 kHz, 8-bit) of `samples` silent samples, base64 (`tools-call-audio`). */
function silentWav(samples: number): string {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // channels
  header.writeUInt32LE(8000, 24); // sample rate
  header.writeUInt32LE(8000, 28); // byte rate
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write("data", 36, "ascii");
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 0x80)]).toString("base64");
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const text = (value: string) => ({ type: "text" as const, text: value });
const image = { type: "image" as const, data: PNG, mimeType: "image/png" };

/** The resources a server offers for reading and subscription: URI → name, description, MIME type and contents. */
const RESOURCES = {
  "test://static-text": { name: "static-text", description: "A static text resource", mimeType: "text/plain", text: "This is the content of the static text resource." },
  "test://static-binary": { name: "static-binary", description: "A static binary resource (a PNG image)", mimeType: "image/png", blob: PNG },
  "test://watched-resource": { name: "watched-resource", description: "A resource clients subscribe to", mimeType: "text/plain", text: "Watched resource content." },
} as const;

/** Registers the content, logging, progress, error and sampling tools. */
function registerTools(server: McpServer): void {
  const noArgs = z.object({});
  server.registerTool("test_simple_text", { description: "Returns simple text", inputSchema: noArgs }, () => ({ content: [text("This is a simple text response for testing.")] }));
  server.registerTool("test_image_content", { description: "Returns an image", inputSchema: noArgs }, () => ({ content: [image] }));
  server.registerTool("test_audio_content", { description: "Returns audio", inputSchema: noArgs }, () => ({ content: [{ type: "audio", data: silentWav(80), mimeType: "audio/wav" }] }));
  server.registerTool("test_embedded_resource", { description: "Returns an embedded resource", inputSchema: noArgs }, () => ({
    content: [{ type: "resource", resource: { uri: "test://embedded-resource", mimeType: "text/plain", text: "This is an embedded resource content." } }],
  }));
  server.registerTool("test_multiple_content_types", { description: "Returns text, an image and a resource", inputSchema: noArgs }, () => ({
    content: [
      text("Multiple content types test:"),
      image,
      { type: "resource", resource: { uri: "test://mixed-content-resource", mimeType: "application/json", text: JSON.stringify({ test: "data", value: 123 }) } },
    ],
  }));
  server.registerTool("test_tool_with_logging", { description: "Sends three info log messages while it runs", inputSchema: noArgs }, async (_args, ctx: ServerContext) => {
    await ctx.mcpReq.log("info", "Tool execution started");
    await pause(50);
    await ctx.mcpReq.log("info", "Tool processing data");
    await pause(50);
    await ctx.mcpReq.log("info", "Tool execution completed");
    return { content: [text("Tool with logging executed")] };
  });
  server.registerTool("test_error_handling", { description: "Always fails", inputSchema: noArgs }, () => {
    throw new Error("This tool intentionally returns an error for testing");
  });
  server.registerTool("test_tool_with_progress", { description: "Reports progress 0, 50 and 100 of 100", inputSchema: noArgs }, async (_args, ctx: ServerContext) => {
    const progressToken = ctx.mcpReq._meta?.progressToken;
    for (const progress of [0, 50, 100]) {
      if (progress > 0) await pause(50);
      if (progressToken !== undefined) await ctx.mcpReq.notify({ method: "notifications/progress", params: { progressToken, progress, total: 100 } });
    }
    return { content: [text("Tool with progress executed")] };
  });
  server.registerTool("test_sampling", { description: "Asks the client's LLM to answer a prompt", inputSchema: z.object({ prompt: z.string() }) }, ({ prompt }, ctx: ServerContext) => {
    const answer = inputResponse(ctx.mcpReq.inputResponses, "sample");
    if (answer.kind !== "sampling") {
      return inputRequired({ inputRequests: { sample: inputRequired.createMessage({ messages: [{ role: "user", content: text(prompt) }], maxTokens: 100 }) } });
    }
    const reply = answer.result.content;
    return { content: [text(`LLM response: ${!Array.isArray(reply) && reply.type === "text" ? reply.text : JSON.stringify(reply)}`)] };
  });
}

/** Registers the static resources, the `test://template/{id}/data` template, and `resources/subscribe` / `unsubscribe` for the static ones. */
function registerResources(server: McpServer): void {
  for (const [uri, { name, description, mimeType, ...body }] of Object.entries(RESOURCES)) {
    server.registerResource(name, uri, { description, mimeType }, () => ({ contents: [{ uri, mimeType, ...body }] }));
  }
  server.registerResource("template-data", new ResourceTemplate("test://template/{id}/data", { list: undefined }), { description: "Data for an id", mimeType: "application/json" }, (uri, { id }) => ({
    contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${String(id)}` }) }],
  }));
  // The resources never change, so a subscription is acknowledged (for a known URI) and no update is ever sent.
  const known = (uri: string) => {
    if (!Object.hasOwn(RESOURCES, uri)) throw new Error(`no resource ${JSON.stringify(uri)}`);
    return {};
  };
  server.server.setRequestHandler("resources/subscribe", ({ params }) => known(params.uri));
  server.server.setRequestHandler("resources/unsubscribe", ({ params }) => known(params.uri));
}

/** Registers the four prompts; `arg1` of `test_prompt_with_arguments` completes from a fixed word list. */
function registerPrompts(server: McpServer): void {
  server.registerPrompt("test_simple_prompt", { description: "A prompt without arguments" }, () => ({ messages: [{ role: "user", content: text("This is a simple prompt for testing.") }] }));
  const words = ["paris", "park", "party"];
  const args = z.object({
    arg1: completable(z.string().describe("First test argument"), (value) => words.filter((word) => word.startsWith(value))),
    arg2: z.string().describe("Second test argument"),
  });
  server.registerPrompt("test_prompt_with_arguments", { description: "A prompt with two arguments", argsSchema: args }, ({ arg1, arg2 }) => ({
    messages: [{ role: "user", content: text(`Prompt with arguments: arg1='${arg1}', arg2='${arg2}'`) }],
  }));
  server.registerPrompt("test_prompt_with_embedded_resource", { description: "A prompt embedding a resource", argsSchema: z.object({ resourceUri: z.string().describe("URI of the resource to embed") }) }, ({ resourceUri }) => ({
    messages: [
      { role: "user", content: { type: "resource", resource: { uri: resourceUri, mimeType: "text/plain", text: "Embedded resource content for testing." } } },
      { role: "user", content: text("Please process the embedded resource above.") },
    ],
  }));
  server.registerPrompt("test_prompt_with_image", { description: "A prompt with an image" }, () => ({
    messages: [
      { role: "user", content: image },
      { role: "user", content: text("Please analyze the image above.") },
    ],
  }));
}

/** Registers every tool, resource and prompt of this module on `server` (capabilities: tools, resources with subscribe, prompts, logging, completions). */
export function registerConformanceContent(server: McpServer): void {
  registerTools(server);
  registerResources(server);
  registerPrompts(server);
}
