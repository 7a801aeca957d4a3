#!/usr/bin/env node
// The installed `mcp-wire` command. It is committed (not built) so that package managers can link it
// at install time, before `tsc -b` has produced dist/; it runs the built CLI.
await import("../dist/bin.js");
