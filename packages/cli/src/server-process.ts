/**
 * A server started as a process by doctor or the proxy: its process group (ended as a whole, so a wrapper's children
 * go too) and the longest stdout line read from it. No SDK and no host table here: the proxy loads this before it
 * starts the server.
 */
/** The longest stdout line doctor reads, in bytes (100 MiB); the SDK 1.x client's own bound is 10 MiB. */
export const MAX_MESSAGE_BYTES = 100 * 1024 * 1024;

/** Whether process groups exist here (not on Windows: there only the leader is signalled). */
export const POSIX = process.platform !== "win32";
/** Milliseconds between SIGTERM and SIGKILL. */
export const KILL_GRACE_MS = 2000;

/** Whether any process of the group led by `pid` (only `pid` itself on Windows) still exists. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(POSIX ? -pid : pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Sends `signal` to the whole group led by `pid` (only `pid` on Windows); ignores a group already gone. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(POSIX ? -pid : pid, signal);
  } catch {
    /* already gone */
  }
}

/** The signals that end doctor: each also ends every server process group doctor guards ({@link guardGroup}). */
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Guards a server's process group for the life of a session: when doctor exits, or gets SIGINT, SIGTERM or SIGHUP,
 * the group `pid()` names (when it names one: `null` before the server started) gets SIGKILL, and a signal then goes on
 * to doctor itself, as if unguarded.
 * @param pid - the group's process id when known, else `null` (read when the guard fires)
 * @returns the function that takes the guard off (call it once the session has ended the group itself); never throws
 */
export function guardGroup(pid: () => number | null): () => void {
  const killNow = () => {
    const group = pid();
    if (group !== null) signalGroup(group, "SIGKILL");
  };
  const onSignal = (signal: NodeJS.Signals) => {
    killNow();
    unguard();
    process.kill(process.pid, signal);
  };
  const unguard = () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    process.off("exit", killNow);
  };
  for (const signal of SIGNALS) process.once(signal, onSignal);
  process.once("exit", killNow);
  return unguard;
}

/**
 * Ends the group led by `pid`: SIGTERM, then SIGKILL after {@link KILL_GRACE_MS}; resolves once no process of
 * the group remains (or one second after SIGKILL).
 */
export async function endGroup(pid: number): Promise<void> {
  if (!groupAlive(pid)) return;
  signalGroup(pid, "SIGTERM");
  const step = 25;
  for (let waited = 0; waited < KILL_GRACE_MS + 1000 && groupAlive(pid); waited += step) {
    if (waited === KILL_GRACE_MS) signalGroup(pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, step));
  }
}

/**
 * Why a server command could not be started, by the spawn error's `code`, as a shell reports it: the exit code, and the
 * reason for a bare name (looked up on PATH) and for a path (with a `/` or `\`). Other codes: exit 1 and the error's
 * own message.
 */
export const SPAWN_FAILURES: Readonly<Record<string, { readonly exit: number; readonly bare: string; readonly path: string }>> = Object.freeze({
  ENOENT: Object.freeze({ exit: 127, bare: "command not found", path: "no such file" }),
  EACCES: Object.freeze({ exit: 126, bare: "permission denied", path: "permission denied" }),
});

/**
 * The reason a spawn of `command` failed with `error`, for `cannot start <command>: <reason>`: from
 * {@link SPAWN_FAILURES} for its `code`, else the error's message (`"error"` for a thrown non-Error). Never throws.
 */
export function spawnFailureReason(command: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const known = code !== undefined && Object.hasOwn(SPAWN_FAILURES, code) ? SPAWN_FAILURES[code] : undefined;
  if (known !== undefined) return /[/\\]/.test(command) ? known.path : known.bare;
  return error instanceof Error ? error.message : "error";
}

/**
 * `cannot start <command>: <reason>` ({@link spawnFailureReason}) for a spawn of `command` that failed with `error`;
 * a command that is blank or begins or ends with white space is shown quoted, as JSON (`cannot start "  ": command
 * not found`), so the reader sees what was run. Never throws.
 */
export function cannotStartText(command: string, error: unknown): string {
  const shown = command.trim() === command && command !== "" ? command : JSON.stringify(command);
  return `cannot start ${shown}: ${spawnFailureReason(command, error)}`;
}
