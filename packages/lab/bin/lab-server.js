#!/usr/bin/env node
// The scripted MCP server of one probe list (`lab-server <list.json | list id> [log.jsonl]`). Committed, not built, so
// that the workspace links it at install time; it runs the built server.
const { main } = await import("../dist/server.js");
await main(process.argv.slice(2));
