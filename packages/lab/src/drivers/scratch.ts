/** The scratch directories every product run makes below its work directory. */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";

/** A product run's own directories: `home` (its HOME, so no user config is read) and `project` (its working directory). */
export interface ScratchDirs {
  readonly home: string;
  readonly project: string;
}

/**
 * Creates `<workDir>/home`, `<workDir>/project` and each of `more` (paths relative to `workDir`, e.g. `home/.gemini`
 * or `tmp`), as `mkdir -p` does.
 * @returns the absolute `home` and `project` paths
 * @throws the `mkdir` error (a Node `SystemError`, e.g. code `EACCES`) when a directory cannot be made
 */
export async function scratchDirs(workDir: string, more: readonly string[] = []): Promise<ScratchDirs> {
  const home = join(workDir, "home");
  const project = join(workDir, "project");
  await Promise.all([home, project, ...more.map((dir) => join(workDir, dir))].map((dir) => mkdir(dir, { recursive: true })));
  return { home, project };
}
