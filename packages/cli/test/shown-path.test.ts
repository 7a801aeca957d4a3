/**
 * `shownPath`: how every human report shows a JSON Pointer. A long one is cut in the middle, so the key a finding is
 * about (its last reference tokens) stays in sight; every shown pointer is at most `MAX_SHOWN_PATH` columns and holds
 * no control character, whatever the pointer.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SHOWN_PATH, SHOWN_PATH_END, shownPath } from "../src/doctor/columns.js";

describe("shownPath", () => {
  it("the root is named; a pointer of at most 48 columns is shown whole", () => {
    expect([MAX_SHOWN_PATH, SHOWN_PATH_END]).toEqual([48, 36]);
    expect(shownPath("")).toBe("the root");
    expect(shownPath("/properties/x/format")).toBe("/properties/x/format");
    const fits = `/properties/${"k".repeat(36)}`;
    expect(shownPath(fits)).toBe(fits);
  });

  it("a longer one: its start, `…`, then the last tokens that fit in 36 columns (at least the last one)", () => {
    const deep = "/properties/delta_final/properties/gamma_deep_options/properties/beta_nested_settings_group/properties/alpha_configuration_section/format";
    expect(shownPath(deep)).toBe("/properties/…/alpha_configuration_section/format");
    expect(shownPath(`/properties/${"x".repeat(80)}`)).toBe(`/properties…${"x".repeat(36)}`);
    expect(shownPath(`${"/a".repeat(3000)}/zz`)).toBe(`${"/a".repeat(6)}…${"/a".repeat(16)}/zz`);
    // escaped before it is cut: a control character never reaches the terminal, and the end still shows
    expect(shownPath(`/p/\u001b[2J${"q".repeat(50)}/format`)).toBe(`/p/\\u001b[2J${"q".repeat(28)}…/format`);
  });

  it("any pointer: at most 48 columns, no control character, the whole pointer when it fits", () => {
    let cut = 0;
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary", maxLength: 30 }), { maxLength: 40 }), (tokens) => {
        const path = tokens.map((t) => `/${t}`).join("");
        const shown = shownPath(path);
        expect([...shown].length).toBeLessThanOrEqual(MAX_SHOWN_PATH);
        expect(/[\u0000-\u001f\u007f-\u009f]/.test(shown)).toBe(false);
        if (shown.includes("…") && !path.includes("…")) cut++;
      }),
      { numRuns: 300 },
    );
    expect(cut).toBeGreaterThan(30);
  });
});
