#!/usr/bin/env node
/**
 * Copies the guides (docs/*.md) and the published JSON Schemas (docs/*.schema.json) into packages/cli/docs/,
 * which the cli package ships: `mcp-wire help <topic>` reads the guides, `mcp-wire diff` validates the doctor
 * reports it reads against doctor-report.schema.json. Run by the root `build` script and by the cli's `prepack`.
 * Files of packages/cli/docs/ that are no longer in docs/ are removed.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./workspace.mjs";

const source = join(ROOT, "docs");
const target = join(ROOT, "packages", "cli", "docs");
const guides = readdirSync(source).filter((file) => file.endsWith(".md") || file.endsWith(".schema.json"));
mkdirSync(target, { recursive: true });
for (const file of readdirSync(target)) if (!guides.includes(file)) rmSync(join(target, file));
for (const file of guides) copyFileSync(join(source, file), join(target, file));
