/**
 * Type-level tests (checked by the type-check of `pnpm test`, tsconfig.typecheck.json; never run): the outcome types of
 * both SDK adapters are typed by a Standard Schema's output, and by the raw content for a JSON Schema.
 */
import { expectTypeOf } from "vitest";
import { z } from "zod";
import type { ContentIssue, ElicitationOutcome } from "@mcp-wire/elicitation";
import type { ElicitFormOutcome } from "../src/v1/index.js";
import type { FormAnswer, FormValue } from "../src/v2/index.js";

const form = z.object({ email: z.email(), age: z.string().transform((s) => Number(s)), plan: z.enum(["free", "pro"]).default("free") });
type Output = { email: string; age: number; plan: "free" | "pro" };
const json = { type: "object", properties: { a: { type: "string" } } } as const;

// SDK 1.x: elicitForm's outcome.
expectTypeOf<ElicitFormOutcome<typeof form>>().toEqualTypeOf<ElicitationOutcome<Output>>();
expectTypeOf<ElicitFormOutcome<typeof json>>().toEqualTypeOf<ElicitationOutcome<Record<string, unknown>>>();
expectTypeOf<Extract<ElicitFormOutcome<typeof form>, { status: "accepted" }>["value"]>().toEqualTypeOf<Output>();

// SDK 2.x: the answer, with inputRequired where the handler must ask (again).
expectTypeOf<FormValue<typeof form>>().toEqualTypeOf<Output>();
expectTypeOf<FormValue<typeof json>>().toEqualTypeOf<Record<string, unknown>>();
type Answer = FormAnswer<FormValue<typeof form>>;
expectTypeOf<Answer["status"]>().toEqualTypeOf<"accepted" | "declined" | "cancelled" | "missing" | "invalid">();
expectTypeOf<Extract<Answer, { status: "accepted" }>["value"]>().toEqualTypeOf<Output>();
expectTypeOf<Extract<Answer, { status: "invalid" }>["issues"]>().toEqualTypeOf<readonly ContentIssue[]>();
expectTypeOf<keyof Extract<Answer, { status: "missing" }>>().toEqualTypeOf<"status" | "inputRequired">();
// @ts-expect-error a declined answer has no value
expectTypeOf<Extract<Answer, { status: "declined" }>["value"]>();
