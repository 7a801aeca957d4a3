/**
 * Every doctor report the tests produce is checked against the published JSON Schema of the report,
 * docs/doctor-report.schema.json (Ajv 2020, strict): `assertReport` throws on a mismatch, and counts the reports
 * it checked.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { doctor, type DoctorReport } from "../src/index.js";

const SCHEMA: unknown = JSON.parse(readFileSync(new URL("../../../docs/doctor-report.schema.json", import.meta.url), "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const validate = ajv.compile(SCHEMA as object);

/** How many reports {@link assertReport} has checked in this test file. */
export const checked = { reports: 0 };

/** Throws when `report` does not match docs/doctor-report.schema.json. */
export function assertReport(report: unknown): void {
  if (!validate(report)) throw new Error(`the report does not match docs/doctor-report.schema.json: ${ajv.errorsText(validate.errors)}`);
  checked.reports++;
}

/** `doctor()` whose report is checked against the schema. */
export async function checkedDoctor(...args: Parameters<typeof doctor>): Promise<DoctorReport> {
  const report = await doctor(...args);
  assertReport(JSON.parse(JSON.stringify(report)));
  return report;
}
