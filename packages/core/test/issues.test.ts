import { describe, expect, test } from "vitest";
import { IssueError, listPaths, makeIssue, rejectionMessage, show } from "../src/index.js";

describe("issue model", () => {
  test("messages are clipped to 200 characters, paths kept exact", () => {
    const found = makeIssue(`/${"p".repeat(500)}`, "x", "y".repeat(1_000_000));
    expect(found.message).toHaveLength(200);
    expect(found.message.endsWith("...")).toBe(true);
    expect(found.path).toHaveLength(501);
  });

  test("an error over 300 issues names 20 paths and how many more, bounded", () => {
    const issues = Array.from({ length: 300 }, (_, i) => makeIssue(`/tools/${i}/inputSchema`, "bad", "bad thing"));
    const message = rejectionMessage("tools/list", issues);
    expect(message.length).toBeLessThan(700);
    expect(message).toContain("/tools/19/inputSchema and 280 more; first at /tools/0/inputSchema: bad thing (bad)");
    expect(new IssueError(message, issues).issues).toHaveLength(300);
  });

  test("listPaths names the root as asked and can add codes", () => {
    const issues = [makeIssue("", "a", "m"), makeIssue("/x", "b", "m"), makeIssue("/x", "c", "m")];
    expect(listPaths(issues)).toBe("the root, /x");
    expect(listPaths(issues, { root: "/", codes: true })).toBe("/ (a), /x (b)");
  });

  test("show quotes at most max characters of any value and never throws", () => {
    expect(show("a".repeat(100), 10)).toBe('"aaaaaa...');
    expect(show(10n)).toBe("a bigint");
    expect(show({ toJSON() { throw new Error("x"); } })).toBe("an object");
    expect(show(undefined)).toBe("undefined");
  });
});
