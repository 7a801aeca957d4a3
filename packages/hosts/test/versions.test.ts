/** productVersion and holdsFor: the version texts a user or a client gives, read exactly or refused. */
import { describe, expect, it } from "vitest";
import { holdsFor, productVersion } from "../src/products/versions.js";

describe("productVersion", () => {
  it.each([
    ["latest", "latest"],
    ["2.1.206", "2.1.206"],
    ["1.0", "1.0.0"],
    ["7", "7.0.0"],
    ["v0.1.12", "0.1.12"],
    ["1.100.0-insider", "1.100.0-insider"],
    ["1.2.3-rc.1+build.5", "1.2.3-rc.1"],
    ["9007199254740991.0.0", "9007199254740991.0.0"],
  ])("reads %j as %j", (text, expected) => {
    expect(productVersion(text)).toBe(expected);
  });

  it.each([
    "",
    "beta",
    "Latest",
    "99999999999999999999.0.0",
    "9007199254740992.0.0",
    "0x10",
    "1e3",
    "1.2.3.4",
    "01.0.0",
    "1.02",
    "1.0-rc",
    "1.2.3-",
    "1.2.3-01",
    " 1.2.3",
    "1.2.3 ",
    "vv1.0.0",
    "=1.0.0",
  ])("refuses %j", (text) => {
    expect(productVersion(text)).toBeUndefined();
  });
});

describe("holdsFor", () => {
  it.each([
    [">=1.99.0", "1.100.0-insider", true],
    ["<1.100.0", "1.100.0-insider", true],
    [">=1.100.0", "1.100.0-insider", false],
    ["<=0.47.3", "0.47", true],
    ["<=0.47.3", "1e3", true],
    ["<=0.47.3", "0x10", true],
    ["<=0.47.3", "99999999999999999999.0.0", true],
    ["<=0.47.3", "latest", false],
    [">0.47.3", "latest", true],
  ])("range %j, version %j: %j", (versions, version, expected) => {
    expect(holdsFor({ versions }, version)).toBe(expected);
  });
});
