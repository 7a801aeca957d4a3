/**
 * Optional vendor libraries (zod, zod-to-json-schema, @valibot/to-json-schema), loaded synchronously from the
 * caller's install when present: they are optional peer dependencies. `require` of an ES module needs Node ≥ 20.19.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

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

/**
 * The ES module build of `name` when it is installed and is another file than the one `require` loads (a dual
 * package: the same install loaded by `import` is another module instance, with its own module state), else
 * `undefined`. Resolved with the `import` conditions (`import.meta.resolve`) and loaded synchronously (`require` of
 * an ES module, Node ≥ 20.19): the very instance an `import` of the same file gives. Loaded once and cached.
 * @param name - a package specifier, e.g. `"zod/v4/core"`
 */
export function optionalEsmModule<T>(name: string): T | undefined {
  const key = `import:${name}`;
  if (!loaded.has(key)) {
    let mod: unknown;
    try {
      const file = fileURLToPath(import.meta.resolve(name));
      mod = file === require.resolve(name) ? undefined : require(file);
    } catch {
      mod = undefined;
    }
    loaded.set(key, mod);
  }
  return loaded.get(key) as T | undefined;
}
