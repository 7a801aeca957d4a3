/**
 * Type-level tests (checked by the type-check of `pnpm test`, tsconfig.typecheck.json; never run): `acceptedContent<S>`
 * and `readElicitation<S>` are typed by the schema's output, for every vendor; without a schema, the raw content.
 */
import { type } from "arktype";
import * as v from "valibot";
import { expectTypeOf } from "vitest";
import { z } from "zod";
import { acceptedContent, readElicitation, type ContentIssue, type ElicitContent, type ElicitationOutcome } from "../src/index.js";

const responses: unknown = {};

// zod: the output type, after transforms and defaults.
const zodForm = z.object({ email: z.email(), age: z.string().transform((s) => Number(s)), plan: z.enum(["free", "pro"]).default("free"), note: z.string().optional() });
expectTypeOf(acceptedContent(responses, "k", zodForm)).toEqualTypeOf<{ email: string; age: number; plan: "free" | "pro"; note?: string | undefined } | undefined>();

// Valibot and ArkType: their output types.
const valibotForm = v.object({ n: v.pipe(v.string(), v.transform((s) => s.length)), ok: v.boolean() });
expectTypeOf(acceptedContent(responses, "k", valibotForm)).toEqualTypeOf<{ n: number; ok: boolean } | undefined>();
const arkForm = type({ name: "string", "tags?": "string[]" });
expectTypeOf(acceptedContent(responses, "k", arkForm)).toEqualTypeOf<{ name: string; tags?: string[] } | undefined>();

// Without a schema: the raw content snapshot.
expectTypeOf(acceptedContent(responses, "k")).toEqualTypeOf<ElicitContent | undefined>();

// readElicitation: the outcome union, `value` typed by the schema's output only when accepted.
const outcome = readElicitation(responses, "k", zodForm);
expectTypeOf(outcome).toEqualTypeOf<ElicitationOutcome<z.output<typeof zodForm>>>();
if (outcome.status === "accepted") expectTypeOf(outcome.value.age).toEqualTypeOf<number>();
if (outcome.status === "invalid") expectTypeOf(outcome.issues).toEqualTypeOf<readonly ContentIssue[]>();
expectTypeOf<Extract<typeof outcome, { status: "declined" }>>().toEqualTypeOf<{ readonly status: "declined" }>();
expectTypeOf(outcome.status).toEqualTypeOf<"accepted" | "declined" | "cancelled" | "missing" | "invalid">();

// A JSON Schema is no Standard Schema: the typed overloads refuse it.
// @ts-expect-error a plain object is not a Standard Schema
readElicitation(responses, "k", { type: "object" });
// @ts-expect-error the key is a string
acceptedContent(responses, 1, zodForm);
