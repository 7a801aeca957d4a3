#!/usr/bin/env node
/**
 * The `mcp-wire` executable: `mcp-wire check <file...> [--export NAME] [--revision R]...
 * [--drop-unsupported] [--json] [--report-only]` and `mcp-wire doctor [options] -- <command> [args...]`.
 * Exit codes: see `ExitCode` in `run.ts` and `runDoctor` in `doctor/run.ts`.
 */
import { runCli } from "./run.js";

process.exitCode = await runCli(process.argv.slice(2));
