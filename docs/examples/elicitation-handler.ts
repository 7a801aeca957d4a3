// docs/examples/elicitation-handler.ts
import { z } from "zod";
import { inputRequired, readElicitation } from "../../packages/elicitation/src/index.js";

const Shipping = z.object({
  address: z.string().min(5),
  speed: z.enum(["standard", "express"]).default("standard"),
});

/** A tools/call handler of the 2026-07-28 flow: the same code serves the first call and every retry. */
export function checkout(params: { inputResponses?: unknown }) {
  const answer = readElicitation(params.inputResponses, "shipping", Shipping);
  switch (answer.status) {
    case "accepted":
      return { content: [{ type: "text", text: `Shipping ${answer.value.speed} to ${answer.value.address}` }] };
    case "declined":
    case "cancelled":
      return { content: [{ type: "text", text: "Checkout stopped; nothing was ordered." }] };
    case "missing":
    case "invalid":
      return inputRequired({
        inputRequests: {
          shipping: inputRequired.elicit({
            message: answer.status === "missing" ? "Where should we ship?" : "That address looks too short; please check it.",
            requestedSchema: Shipping,
          }),
        },
      });
  }
}

export function run() {
  return {
    first: checkout({}),
    accepted: checkout({ inputResponses: { shipping: { action: "accept", content: { address: "1 Main Street" } } } }),
    invalid: checkout({ inputResponses: { shipping: { action: "accept", content: { address: "?" } } } }),
    declined: checkout({ inputResponses: { shipping: { action: "decline" } } }),
  };
}
