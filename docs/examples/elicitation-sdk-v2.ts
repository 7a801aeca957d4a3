// docs/examples/elicitation-sdk-v2.ts
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { elicitForm } from "../../packages/sdk/src/v2/index.js";

const Signup = z.object({
  name: z.string().min(1),
  email: z.email(),
  plan: z.enum(["free", "pro"]).default("free"),
});

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });

export function registerSignup(server: McpServer): void {
  server.registerTool("signup", { inputSchema: z.object({}) }, async (_args, ctx) => {
    const answer = elicitForm(server, ctx, "signup", { message: "Sign up", requestedSchema: Signup });
    switch (answer.status) {
      case "missing":
      case "invalid":
        return answer.inputRequired; // ask (again); the handler runs anew with the answer
      case "accepted":
        return text(`Welcome, ${answer.value.name} (${answer.value.plan})`);
      default:
        return text("Not signed up.");
    }
  });
}
