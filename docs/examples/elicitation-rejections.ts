// docs/examples/elicitation-rejections.ts
import { z } from "zod";
import { RequestedSchemaError, toRequestedSchema } from "../../packages/elicitation/src/index.js";

const rejected = {
  regex: z.object({ code: z.string().regex(/^[A-Z]{3}$/) }),
  nullable: z.object({ nickname: z.string().nullable() }),
  nested: z.object({ address: z.object({ city: z.string() }) }),
  date: z.object({ when: z.date() }),
  exclusive: z.object({ price: z.number().gt(0) }),
  freeList: z.object({ tags: z.array(z.string()) }),
  numberOptions: z.object({ stars: z.union([z.literal(1), z.literal(5)]) }),
};

export function run() {
  return Object.entries(rejected).map(([name, schema]) => {
    try {
      toRequestedSchema(schema);
      return { name, accepted: true };
    } catch (error) {
      if (!(error instanceof RequestedSchemaError)) throw error;
      return { name, message: error.message, issues: error.issues };
    }
  });
}
