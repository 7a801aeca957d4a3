/**
 * Optional vendor libraries (zod, zod-to-json-schema, @valibot/to-json-schema), loaded synchronously from the
 * caller's install when present: they are optional peer dependencies. `require` of an ES module needs Node ≥ 20.19.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const loaded = new Map<string, unknown>();

/**
 * The module `name` if it is installed, else `undefined`. Loaded once and cached.
 * @param name - a package specifier, e.g. `"zod-to-json-schema"`
 */
export function optionalModule<T>(name: string): T | undefined {
  if (!loaded.has(name)) {
    let mod: unknown;
    try {
      mod = require(name);
    } catch {
      mod = undefined;
    }
    loaded.set(name, mod);
  }
  return loaded.get(name) as T | undefined;
}
