/**
 * The static option lists of option-values.ts (what the command line parses and `--help` shows without loading a host
 * table) are the tables they mirror, element for element and in order.
 */
import { describe, expect, it } from "vitest";
import { ARCHETYPES, BLASTS as HOST_BLASTS, EVIDENCE_LEVELS as HOST_EVIDENCE_LEVELS, HOST_TARGETS, isProductHost, PRODUCT_IDS } from "@mcp-wire/hosts";
import { DEFAULT_REVISION as SPEC_DEFAULT_REVISION, REVISIONS as SPEC_REVISIONS } from "@mcp-wire/spec";
import { HOST_CHOICES } from "@mcp-wire/sdk/v1";
import { ARCHETYPE_HOSTS, BLASTS, DEFAULT_HOSTS, DEFAULT_REVISION, DOCTOR_HOSTS, EVIDENCE_LEVELS, isDoctorHost, isProduct, oneOf, PRODUCT_HOSTS, PROXY_HOSTS, REVISIONS } from "../src/option-values.js";

describe("option-values: the static lists are the tables", () => {
  it("revisions and the default revision are @mcp-wire/spec's", () => {
    expect([REVISIONS, DEFAULT_REVISION]).toEqual([SPEC_REVISIONS, SPEC_DEFAULT_REVISION]);
  });

  it("hosts: products, archetypes, doctor's hosts and defaults, proxy's forms", () => {
    expect(PRODUCT_HOSTS).toEqual(PRODUCT_IDS);
    expect(ARCHETYPE_HOSTS).toEqual(ARCHETYPES);
    expect(DOCTOR_HOSTS).toEqual(HOST_TARGETS);
    expect(DEFAULT_HOSTS).toEqual(HOST_TARGETS.filter(isProductHost));
    expect(PROXY_HOSTS).toEqual(HOST_CHOICES);
  });

  it("blast radii and evidence levels are @mcp-wire/hosts'", () => {
    expect([BLASTS, EVIDENCE_LEVELS]).toEqual([HOST_BLASTS, HOST_EVIDENCE_LEVELS]);
  });

  it("the guards answer by membership only", () => {
    expect([oneOf(REVISIONS, "2025-06-18"), oneOf(REVISIONS, "2025-06-19"), oneOf(REVISIONS, { toString: () => "2025-06-18" })]).toEqual([true, false, false]);
    expect(HOST_TARGETS.map((host) => [isDoctorHost(host), isProduct(host)])).toEqual(HOST_TARGETS.map((host) => [true, isProductHost(host)]));
    expect([isDoctorHost("common"), isProduct("mcp-sdk-v1-client"), isDoctorHost("__proto__")]).toEqual([false, false, false]);
  });
});
