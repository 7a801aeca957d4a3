// docs/examples/elicitation-sdk-v1.ts
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { elicitForm } from "../../packages/sdk/src/v1/index.js";

const Signup = z.object({
  name: z.string().min(1),
  email: z.email(),
  plan: z.enum(["free", "pro"]).default("free"),
});

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });

export function registerSignup(server: McpServer): void {
  server.registerTool("signup", { description: "Sign the user up" }, async (extra) => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      const outcome = await elicitForm(
        server,
        { message: attempt === 1 ? "Sign up" : "Please check your answers", requestedSchema: Signup },
        { relatedRequestId: extra.requestId },
      );
      if (outcome.status === "accepted") return text(`Welcome, ${outcome.value.name} (${outcome.value.plan})`);
      if (outcome.status !== "invalid") return text("Not signed up.");
    }
    return text("Not signed up: the answers were invalid twice.");
  });
}
