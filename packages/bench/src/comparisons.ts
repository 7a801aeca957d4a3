/**
 * The comparisons of issue 6, as data. Sources of the targets: the P1–P6.
 */
import { inputRequired } from "@modelcontextprotocol/server";
import { toRequestedSchema, validateRequestedSchema } from "@mcp-wire/elicitation";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { Comparison } from "./measure.js";
import { arktypeForm, everythingRequestedSchema, specSchema, valibotForm, zodForm } from "./inputs.js";

const TARGET = { target: "draft-2020-12" } as const;
type Std = { "~standard": { jsonSchema: { input: (o: typeof TARGET) => unknown } } };

/** A schema object no cache has seen: a new object whose prototype is the schema (the same `~standard`). */
const fresh = <T extends object>(schema: T): T => Object.create(schema) as T;

const forms = [
  ["zod", zodForm()],
  ["Valibot", valibotForm()],
  ["ArkType", arktypeForm()],
] as const;

function coldVsPeer(): Comparison[] {
  const zod = zodForm();
  return [
    {
      id: "P1",
      title: "cold conversion, zod form: elicit vs SDK v2 elicit",
      subject: { label: "mcp-wire", run: () => toRequestedSchema(fresh(zod)) },
      base: { label: "sdk-v2", run: () => inputRequired.elicit({ message: "m", requestedSchema: fresh(zod) as never }) },
      better: "faster",
      target: 5,
    },
    ...forms.map(([name, schema]): Comparison => ({
      id: "P1",
      title: `cold conversion, ${name} form vs its own converter (floor)`,
      subject: { label: "mcp-wire", run: () => toRequestedSchema(fresh(schema)) },
      base: {
        label: "floor",
        run: () => (fresh(schema) as unknown as Std)["~standard"].jsonSchema?.input(TARGET),
      },
      better: "slower",
      target: name === "zod" ? 1.3 : undefined,
    })),
  ];
}

function warmVsPeer(): Comparison {
  const zod = zodForm();
  return {
    id: "P2",
    title: "the same zod schema again (write-once handler)",
    subject: { label: "mcp-wire", run: () => toRequestedSchema(zod) },
    base: { label: "sdk-v2", run: () => inputRequired.elicit({ message: "m", requestedSchema: zod as never }) },
    better: "faster",
    target: 100,
  };
}

function requestedSchemaVsAjv(): Comparison[] {
  return (["2025-11-25", "2025-06-18"] as const).map((revision): Comparison => {
    const ajv = revision === "2025-06-18" ? new Ajv({ strict: false }) : new Ajv2020({ strict: false });
    ajv.addSchema(specSchema(revision), "mcp");
    const pointer =
      revision === "2025-06-18"
        ? "#/definitions/ElicitRequest/properties/params/properties/requestedSchema"
        : "#/$defs/ElicitRequestFormParams/properties/requestedSchema";
    const validate = ajv.getSchema(`mcp${pointer}`)!;
    return {
      id: "P3",
      title: `validateRequestedSchema, server-everything, ${revision}`,
      subject: { label: "mcp-wire", run: () => validateRequestedSchema(everythingRequestedSchema, { revision }) },
      base: { label: "ajv", run: () => validate(everythingRequestedSchema) },
      better: "slower",
      target: 2,
    };
  });
}

/** Every timed comparison, in report order. */
export function comparisons(): Comparison[] {
  return [...coldVsPeer(), warmVsPeer(), ...requestedSchemaVsAjv()];
}
