/** Continue CLI (`cn`). */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const CONTINUE: Product = {
  id: "continue",
  title: "Continue CLI",
  archetypes: [],
  rules: [],
  clients: { names: ["continue-cli-client"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes: "No public report of the Continue CLI refusing or rewriting a tool schema or name was found; what it does is the lab's to measure.",
};
