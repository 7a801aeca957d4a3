/** The two validator classes hosts use: Ajv draft-07 (SDK 1.x client settings) and Ajv 2020. */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

const addFormats = addFormatsModule as unknown as (ajv: object) => void;

/** Validates `value` with `schema` under Ajv's draft-07 class (strict off, formats on), as the SDK 1.x client does. */
export function validDraft07(schema: object, value: unknown): boolean {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.validate(schema, value) as boolean;
}

/** Validates `value` with `schema` under Ajv 2020. */
export function valid2020(schema: object, value: unknown): boolean {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.validate(schema, value) as boolean;
}
