/**
 * examples/forms.ts: real zod, Valibot and ArkType schemas; the accepted ones and the rejected ones,
 * at both revisions of the main job.
 */
import { describe, expect, it } from "vitest";
import { type CheckReport } from "../src/index.js";
import { check, report } from "./helpers.js";

describe("examples/forms.ts", () => {
  it("has the verdicts the README promises", async () => {
    const run = await check(["examples/forms.ts", "--revision", "2025-11-25", "--revision", "2025-06-18", "--json"]);
    expect(run).toMatchObject({ code: 1, stderr: "" });
    const json = report(run) as CheckReport;
    const verdicts = json.results.map((r) => [r.subject, r.vendor, r.revision, r.status, ...r.issues.map((i) => `${i.path} ${i.code}`)]);
    expect(verdicts).toEqual([
      ["arktypeNullable", "arktype", "2025-11-25", "rejected", "/properties/nickname/anyOf/1 nullable-unsupported"],
      ["arktypeNullable", "arktype", "2025-06-18", "rejected", "/properties/nickname/anyOf/1 nullable-unsupported"],
      ["arktypeSeats", "arktype", "2025-11-25", "accepted"],
      ["arktypeSeats", "arktype", "2025-06-18", "rejected", "/properties/colours revision-unsupported"],
      ["valibotNested", "valibot", "2025-11-25", "rejected", "/properties/address/type nested-object"],
      ["valibotNested", "valibot", "2025-06-18", "rejected", "/properties/address/type nested-object"],
      ["valibotOrder", "valibot", "2025-11-25", "accepted"],
      ["valibotOrder", "valibot", "2025-06-18", "accepted"],
      ["zodCustomEmail", "zod", "2025-11-25", "rejected", "/properties/email/pattern pattern-unsupported"],
      ["zodCustomEmail", "zod", "2025-06-18", "rejected", "/properties/email/pattern pattern-unsupported"],
      ["zodNumericEnum", "zod", "2025-11-25", "rejected", "/properties/rating/enum/0 enum-non-string"],
      ["zodNumericEnum", "zod", "2025-06-18", "rejected", "/properties/rating/enum/0 enum-non-string"],
      ["zodPriority", "zod", "2025-11-25", "accepted"],
      ["zodPriority", "zod", "2025-06-18", "accepted"],
      ["zodRegex", "zod", "2025-11-25", "rejected", "/properties/code/pattern pattern-unsupported"],
      ["zodRegex", "zod", "2025-06-18", "rejected", "/properties/code/pattern pattern-unsupported"],
      ["zodSignup", "zod", "2025-11-25", "accepted"],
      ["zodSignup", "zod", "2025-06-18", "rejected", "/properties/topics revision-unsupported"],
    ]);
  });

  it("zodSignup goes on the 2025-11-25 wire with formats, bounds, enum default and multi-select", async () => {
    const run = await check(["examples/forms.ts", "--export", "zodSignup", "--json"]);
    expect((report(run) as CheckReport).results[0]?.requestedSchema).toEqual({
      type: "object",
      properties: {
        email: { type: "string", title: "Email", format: "email" },
        homepage: { type: "string", format: "uri" },
        birthday: { type: "string", format: "date" },
        age: { type: "integer", minimum: 13, maximum: 120 },
        plan: { type: "string", enum: ["free", "pro", "team"], default: "free" },
        newsletter: { type: "boolean", default: false },
        topics: { type: "array", minItems: 1, maxItems: 2, items: { type: "string", enum: ["news", "releases", "security"] } },
      },
      required: ["email", "birthday", "age", "topics"],
    });
  });

  it("zodPriority is a titled single-select at 2025-11-25 and enum + enumNames at 2025-06-18", async () => {
    const run = await check(["examples/forms.ts", "--export", "zodPriority", "--revision", "2025-11-25", "--revision", "2025-06-18", "--json"]);
    const [latest, older] = (report(run) as CheckReport).results;
    expect(latest?.requestedSchema?.properties["priority"]).toEqual({
      type: "string",
      oneOf: [
        { const: "low", title: "Low" },
        { const: "high", title: "High" },
      ],
      default: "low",
    });
    expect(older?.requestedSchema?.properties["priority"]).toEqual({ type: "string", enum: ["low", "high"], enumNames: ["Low", "High"] });
  });
});
