/**
 * Type-level tests (checked by the type-check of `pnpm test`, tsconfig.typecheck.json; never run): the options of
 * `publishToolSchemas` on both SDK lines are one dialect for every client or each client's host form, never both —
 * as the runtime refuses both with SdkAdapterError `invalid-option`.
 */
import { expectTypeOf } from "vitest";
import type { McpServer as V1Server } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpServer as V2Server } from "@modelcontextprotocol/server";
import { publishToolSchemas as publishV1 } from "../src/v1/index.js";
import { publishToolSchemas as publishV2 } from "../src/v2/index.js";

declare const v1: V1Server;
declare const v2: V2Server;

publishV1(v1, { dialect: "portable" });
publishV1(v1, { hosts: "auto", quarantine: true, log: (line: string) => void line });
publishV2(v2, { dialect: "2020-12" });
publishV2(v2, { hosts: "auto" });
// @ts-expect-error both shapes at once
publishV1(v1, { hosts: "auto", dialect: "portable" });
// @ts-expect-error both shapes at once
publishV2(v2, { dialect: "draft-07", hosts: "auto" });
// @ts-expect-error quarantine belongs to hosts: "auto"
publishV1(v1, { dialect: "portable", quarantine: true });
// @ts-expect-error neither shape
publishV2(v2, {});
expectTypeOf<Parameters<typeof publishV1>[1]>().toEqualTypeOf<Parameters<typeof publishV2>[1]>();
