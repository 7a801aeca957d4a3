#!/usr/bin/env node
/**
 * Copies the guides (docs/*.md) into packages/cli/docs/, which the cli package ships and
 * `mcp-wire help <topic>` reads. Run by the root `build` script and by the cli's `prepack`.
 * Files of packages/cli/docs/ that are no longer in docs/ are removed.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./workspace.mjs";

const source = join(ROOT, "docs");
const target = join(ROOT, "packages", "cli", "docs");
const guides = readdirSync(source).filter((file) => file.endsWith(".md"));
mkdirSync(target, { recursive: true });
for (const file of readdirSync(target)) if (!guides.includes(file)) rmSync(join(target, file));
for (const file of guides) copyFileSync(join(source, file), join(target, file));
