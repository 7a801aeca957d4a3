/** What a real SDK client does with tool calls, for the tests that hold doctor's `--call` verdicts to it. */

/** One call: the tool's name and its arguments. */
export type Call = readonly [tool: string, args: Record<string, unknown>];
/** A real client's outcome of one call: its result (`pass`) or what it threw (`fail`, the message). */
export type Verdict = { status: "pass" | "fail"; error: string | null };

/** What the tests use of a client, on either SDK line. */
export interface AnyClient {
  connect(transport: unknown): Promise<void>;
  listTools(): Promise<unknown>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * What one real client does with each call after listing the tools `listings` times (a host lists again on
 * `notifications/tools/list_changed`): returns the result (`pass`) or throws (`fail`, its message); when
 * `listTools()` throws, every call fails with its message (the host has no tools to call). Closes the client.
 */
export async function realVerdicts(client: AnyClient, transport: unknown, calls: readonly Call[], listings = 1): Promise<Verdict[]> {
  await client.connect(transport);
  try {
    try {
      for (let n = 0; n < listings; n++) await client.listTools();
    } catch (error) {
      // The list is lost: no call is made (as a host on this client).
      return calls.map(() => ({ status: "fail", error: (error as Error).message }));
    }
    const out: Verdict[] = [];
    for (const [name, args] of calls) {
      try {
        await client.callTool({ name, arguments: args });
        out.push({ status: "pass", error: null });
      } catch (error) {
        out.push({ status: "fail", error: (error as Error).message });
      }
    }
    return out;
  } finally {
    await client.close();
  }
}
