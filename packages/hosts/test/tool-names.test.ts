/**
 * `toolNameRules` and `renameTools`: the name rules come from the product and model-API records, and the mapping is
 * deterministic (the same in a fresh process), collision-free, and safe with hostile names.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renameTools, toolNameRules, type ToolNameRule } from "../src/index.js";

const HOSTILE = ["docs.find", "docs_find", "a.b", "a-b", "__proto__", "constructor", "x\u0001y", "9lives", "", "q".repeat(200), "日本語", 42, "a:b"];

describe("toolNameRules", () => {
  it("reads the records: Cursor's dots, Claude Code's qualified length, the Gemini API's function names, both when composed", () => {
    expect(toolNameRules("cursor")).toEqual([{ pattern: "^[^.]+$", blast: "tool", source: "webstudio-is/webstudio#5960" }]);
    expect(toolNameRules("cursor", { version: "2.4.0" })).toEqual([{ pattern: "^[^.]+$", blast: "result", source: "gemini-cli-extensions/workspace#168" }]);
    expect(toolNameRules("claude-code")).toEqual([{ pattern: "^[\\s\\S]{1,56}$", blast: "requests", source: "mims-harvard/ToolUniverse#65" }]);
    expect(toolNameRules("openapi-3.0-subset")).toEqual([{ pattern: "^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$", blast: "requests", source: "Finerestaurant/kicad-mcp-python#2" }]);
    expect(toolNameRules("cursor+gemini")).toEqual([...toolNameRules("cursor"), ...toolNameRules("openapi-3.0-subset")]);
    expect(toolNameRules("mcp-sdk-v1-client")).toEqual([]);
  });
});

describe("renameTools", () => {
  it("keeps what the host keeps and renames the rest, collision-free (cursor+gemini)", () => {
    const mapping = renameTools(HOSTILE, toolNameRules("cursor+gemini"));
    expect(mapping.renamed).toEqual([
      { original: "docs.find", listed: "docs_find_b255df0e" },
      { original: "a.b", listed: "a_b" },
      { original: "x\u0001y", listed: "x_y" },
      { original: "9lives", listed: "_9lives" },
      { original: "", listed: "e3b0c442" },
      { original: "q".repeat(200), listed: `${"q".repeat(55)}_ff550476` },
      { original: "日本語", listed: "t77710aed" },
    ]);
    expect(mapping.names).toEqual(["docs_find_b255df0e", "docs_find", "a_b", "a-b", "__proto__", "constructor", "x_y", "_9lives", "e3b0c442", `${"q".repeat(55)}_ff550476`, "t77710aed", 42, "a:b"]);
    expect(mapping.unrenamable).toEqual([]);
    const listed = mapping.names.filter((name) => typeof name === "string");
    expect(new Set(listed).size).toBe(listed.length);
    const rules = toolNameRules("cursor+gemini").map((rule) => new RegExp(rule.pattern, "u"));
    for (const name of listed) expect(rules.every((rule) => rule.test(name as string))).toBe(true);
  });

  it("renames only what a host refuses (Claude Code: length alone; Cursor: dots alone)", () => {
    expect(renameTools(HOSTILE, toolNameRules("claude-code")).renamed).toEqual([
      { original: "", listed: "e3b0c442" },
      { original: "q".repeat(200), listed: `${"q".repeat(47)}_ff550476` },
    ]);
    expect(renameTools(["a.b", "ok"], toolNameRules("cursor")).names).toEqual(["a_b", "ok"]);
    expect(renameTools(["a.b", "ok"], [])).toEqual({ names: ["a.b", "ok"], renamed: [], unrenamable: [] });
  });

  it("suffixes every name whose plain form collides, whatever the order", () => {
    const rules = toolNameRules("cursor");
    const forward = renameTools(["a.b", "a:b.", "a_b"], rules);
    // "a.b" reads a_b, which the server's own a_b holds: suffixed; "a:b." reads a_b_ (a colon is not a spec name character)
    expect(forward.names).toEqual(["a_b_2e7336dc", "a_b_", "a_b"]);
    const clash = renameTools(["x.y", "x_y.", "x.y."], [{ pattern: "^[a-z0-9_]+$", blast: "tool", source: "test" } satisfies ToolNameRule]);
    // x_y. and x.y. both read x_y_: each gets its own hash
    expect(clash.names[0]).toBe("x_y");
    expect(clash.names.slice(1).map((name) => /^x_y__[0-9a-f]{8}$/.test(name as string))).toEqual([true, true]);
    expect(new Set(clash.names).size).toBe(3);
    const backward = renameTools(["x.y.", "x_y.", "x.y"], [{ pattern: "^[a-z0-9_]+$", blast: "tool", source: "test" }]);
    expect(backward.names).toEqual([clash.names[2], clash.names[1], "x_y"]);
  });

  it("is the same mapping in a fresh process (stable across restarts)", () => {
    const here = renameTools(HOSTILE, toolNameRules("cursor+gemini"));
    const dist = fileURLToPath(new URL("../dist/index.js", import.meta.url));
    const script = `const h = await import(${JSON.stringify(dist)}); process.stdout.write(JSON.stringify(h.renameTools(${JSON.stringify(HOSTILE)}, h.toolNameRules("cursor+gemini"))));`;
    const there = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })) as unknown;
    expect(there).toEqual(JSON.parse(JSON.stringify(here)));
  });

  it("names no name when no candidate can pass (a rule no safe name meets)", () => {
    expect(renameTools(["a.b"], [{ pattern: "^\\.+$", blast: "tool", source: "test" }])).toEqual({ names: ["a.b"], renamed: [], unrenamable: ["a.b"] });
  });
});
