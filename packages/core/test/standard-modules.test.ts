/**
 * Optional vendor modules: the CommonJS build `require` loads, and the ES module build of a dual package, which is
 * the very instance an `import` of the same specifier gives (zod keeps module state such as its registry per
 * instance).
 */
import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { optionalEsmModule, optionalModule } from "../src/standard/modules.js";

type Core = { globalRegistry: object; toJSONSchema: unknown };

it("a dual package: the require build and the import build are two instances; optionalEsmModule is the import one", async () => {
  const esm = (await import("zod/v4/core")) as unknown as Core;
  const cjs = createRequire(import.meta.url)("zod/v4/core") as Core;
  expect(optionalModule<Core>("zod/v4/core")?.toJSONSchema).toBe(cjs.toJSONSchema);
  expect(optionalEsmModule<Core>("zod/v4/core")?.toJSONSchema).toBe(esm.toJSONSchema);
  expect(esm.toJSONSchema).not.toBe(cjs.toJSONSchema);
});

it("a package without a separate ES build (ArkType), or none installed: undefined", () => {
  expect(optionalEsmModule("arktype")).toBe(undefined); // ES modules only: require loads the same file
  expect(optionalEsmModule("no-such-package-here")).toBe(undefined);
});
