/**
 * The zod 4 fallback when the installed `zod/v4/core` is the schema's own zod, as in a project with one zod install:
 * here zod 3.25.1 (the floor of zod 3.25), whose converter labels its output with a misspelled 2020-12 `$schema`.
 * Node's resolver is pointed at zod 3.25.1's `zod/v4/core` before the conversion is loaded.
 */
import Module, { createRequire } from "node:module";
import { afterAll, expect, it } from "vitest";
import { z } from "zod3251/v4";

const installed = createRequire(import.meta.url).resolve("zod3251/v4/core");
type Resolve = (request: string, ...rest: unknown[]) => string;
const resolver = Module as unknown as { _resolveFilename: Resolve };
const original = resolver._resolveFilename;
resolver._resolveFilename = function (request: string, ...rest: unknown[]) {
  return request === "zod/v4/core" ? installed : original.call(this, request, ...rest);
};
afterAll(() => {
  resolver._resolveFilename = original;
});

const { convertStandardSchema } = await import("../src/index.js");

it("zod 3.25.1's own converter: the 2020-12 label written right, metadata and format regexes kept", () => {
  const email = z.email();
  const core = createRequire(import.meta.url)(installed) as { toJSONSchema: (schema: unknown, options: object) => { $schema?: unknown } };
  expect(core.toJSONSchema(z.object({}), { target: "draft-2020-12" }).$schema).toBe("https://json-schema.org/draft-2020-12/schema");
  expect(convertStandardSchema(z.object({ e: email.describe("Email") }))).toEqual({
    jsonSchema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { e: { type: "string", format: "email", pattern: z.regexes.email.source, description: "Email" } },
      required: ["e"],
    },
    vendor: "zod",
    unadvertised: [],
    formatPatterns: [{ pattern: z.regexes.email.source, format: "email" }],
  });
});
