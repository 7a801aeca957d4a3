import { toRequestedSchema } from "@mcp-wire/elicitation";
import { convertStandardSchema } from "@mcp-wire/core";
import { z } from "zod";
const zod = z.object({
    name: z.string().min(1).max(80).meta({ title: "Name" }), email: z.email(), site: z.url().optional(), born: z.iso.date(),
    at: z.iso.datetime({ offset: true }), age: z.int().min(0).max(150), score: z.number().min(0).max(10),
    plan: z.enum(["free", "pro", "team"]).default("free"), tags: z.array(z.enum(["a", "b", "c"])).min(1), agree: z.boolean().default(false),
});
const fresh = (s) => Object.create(s);
const T = { target: "draft-2020-12" };
const sides = {
  A: () => fresh(zod)["~standard"].jsonSchema.input(T),
  B: () => fresh(zod)["~standard"].jsonSchema.input({ target: "draft-2020-12", libraryOptions: { override: () => {} } }),
  C: () => convertStandardSchema(fresh(zod)),
  D: () => toRequestedSchema(fresh(zod)),
};
const f = sides[process.argv[2]];
for (let i = 0; i < 3000; i++) f();
const t0 = process.cpuUsage();
for (let i = 0; i < 40000; i++) f();
const u = process.cpuUsage(t0);
console.log(process.argv[2], ((u.user + u.system) / 40000).toFixed(1), "µs cpu/call");
