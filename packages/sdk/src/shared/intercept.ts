/**
 * Rewriting what one request method's handler returns, on a server of either official SDK line.
 *
 * Both `@modelcontextprotocol/sdk` 1.x (`Protocol`, shared/protocol.js) and `@modelcontextprotocol/server`
 * 2.x (`Protocol` in core-internal) keep their request handlers in one `Map` named `_requestHandlers`
 * keyed by method, and dispatch an incoming request by `get(method)`. There is no public way to wrap a
 * handler someone else installed (McpServer installs `tools/list` itself, on the first `registerTool`),
 * so this module wraps the map's entry for the method: the one present now, and any set later (the
 * instance's own `set` is shadowed for that). The SDK's handler still runs first; only its result is
 * transformed. Installing twice for the same method replaces the transform; nothing is wrapped twice.
 */
import { SdkAdapterError } from "./errors.js";

/** A request handler as both SDK lines store it: `(request, extra | ctx) => Promise<result>`. */
type StoredHandler = (request: unknown, context: unknown) => unknown;

/**
 * A transform of a handler's result; it may throw (the SDK answers the request with an error). It also receives the
 * request and the handler's context (`extra` of SDK 1.x, `ServerContext` of 2.x) exactly as the SDK passed them.
 */
export type ResultTransform = (result: unknown, request: unknown, context: unknown) => unknown;

const transforms = new WeakMap<Map<string, StoredHandler>, Map<string, ResultTransform>>();
const wrappers = new WeakSet<StoredHandler>();

function handlerTable(protocol: object): Map<string, StoredHandler> {
  const table = (protocol as { _requestHandlers?: unknown })._requestHandlers;
  if (!(table instanceof Map)) throw new SdkAdapterError("unsupported-sdk-internals");
  return table as Map<string, StoredHandler>;
}

function wrap(table: Map<string, StoredHandler>, method: string, handler: StoredHandler): StoredHandler {
  if (wrappers.has(handler)) return handler;
  const wrapped: StoredHandler = async (request, context) => {
    const result = await handler(request, context);
    const transform = transforms.get(table)?.get(method);
    return transform === undefined ? result : transform(result, request, context);
  };
  wrappers.add(wrapped);
  return wrapped;
}

/**
 * Makes every result of `method`'s request handler on `protocol` (a v1 or v2 `Server`) pass through
 * `transform`, whether the handler is installed already or later.
 *
 * @throws SdkAdapterError code `unsupported-sdk-internals` when `protocol` has no handler map
 */
export function interceptResult(protocol: object, method: string, transform: ResultTransform): void {
  const table = handlerTable(protocol);
  let byMethod = transforms.get(table);
  if (byMethod === undefined) {
    byMethod = new Map();
    transforms.set(table, byMethod);
    const methods = byMethod;
    Object.defineProperty(table, "set", {
      configurable: true,
      writable: true,
      value(this: Map<string, StoredHandler>, key: string, value: StoredHandler) {
        const next = methods.has(key) && typeof value === "function" ? wrap(table, key, value) : value;
        return Map.prototype.set.call(this, key, next);
      },
    });
  }
  byMethod.set(method, transform);
  const current = table.get(method);
  if (current !== undefined) Map.prototype.set.call(table, method, wrap(table, method, current));
}
