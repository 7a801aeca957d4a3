#!/usr/bin/env node
// The installed `mcp-wire` command. It is committed (not built) so that package managers can link it
// at install time, before the build has produced bundle/; it runs the bundled CLI (scripts/bundle.mjs:
// dist/bin.js and what it loads, in a few files, with source maps to src/).
await import("../bundle/bin.js");
