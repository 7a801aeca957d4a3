/**
 * The walk of the requestedSchema root: `type: "object"`, `properties` (each walked by
 * `walkProperty`), `required` (deduplicated, and naming only defined properties), `$schema`,
 * `$defs`/`definitions` (inlined by the properties that use them, then dropped), and every other
 * root keyword by its class.
 *
 * Source: `ElicitRequestFormParams.requestedSchema` of the MCP `schema.json` per revision.
 */
import { pointer, show } from "@mcp-wire/core";
import { isRecord, own, RESERVED_NAMES, type JsonRecord, type JsonValue } from "../tree.js";
import { note, reject, unsupported, type WalkContext } from "./context.js";
import { repeatedIndices } from "../values.js";
import { fateOf } from "./fates.js";
import { propertyPath, walkProperty } from "./property.js";


function walkProperties(properties: JsonRecord, ctx: WalkContext): JsonRecord {
  const out: JsonRecord = {};
  for (const name of Object.keys(properties)) {
    if (RESERVED_NAMES.has(name)) {
      reject(ctx, propertyPath(name), "reserved-property-name", `property name ${show(name)} is reserved in JavaScript; rename it`);
      continue;
    }
    const wire = walkProperty(properties[name]!, name, ctx);
    if (wire) out[name] = wire;
  }
  return out;
}

function walkRequired(value: JsonValue | undefined, properties: JsonRecord, ctx: WalkContext): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    reject(ctx, "/required", "invalid-value", "required must be an array of property names");
    return undefined;
  }
  const names = value as string[];
  // Most lists repeat nothing: copied as they are, without a Set (repeatedIndices scans short lists in place).
  const unique = repeatedIndices(names) === undefined ? [...names] : [...new Set(names)];
  if (unique.length !== names.length) note(ctx, "/required", "required-deduplicated", "duplicate required entries written once");
  names.forEach((name, i) => {
    if (!Object.hasOwn(properties, name)) {
      reject(ctx, pointer("/required", i), "required-unknown-property", `required names ${show(name)}, which properties lacks`);
    }
  });
  return unique;
}

function walkSchemaLabel(value: JsonValue, ctx: WalkContext): string | undefined {
  if (ctx.mode === "validate" && ctx.grammar.root.keys.has("$schema")) {
    if (typeof value === "string") return value;
    reject(ctx, "/$schema", "invalid-value", `$schema must be a string, got ${show(value)}`);
    return undefined;
  }
  note(ctx, "/$schema", "schema-label-dropped", "$schema dropped: the MCP revision fixes the requestedSchema dialect");
  return undefined;
}

/** Meets the fate of every root keyword `walkRoot` does not read itself ({@link fateOf} at `"root"`). */
function walkOtherKeys(root: JsonRecord, ctx: WalkContext): void {
  for (const key of Object.keys(root)) {
    const fate = fateOf(ctx.grammar, "root", key, root[key]!);
    switch (fate.kind) {
      case "rule":
      case "keep":
        break;
      case "drop":
        note(ctx, pointer("", key), fate.code, fate.code === "definitions-dropped" ? `\`${key}\` dropped: the references that used it are inlined` : `\`${key}\` is not on the wire at the root`);
        break;
      case "unsupported":
        unsupported(ctx, pointer("", key), fate.code, `\`${key}\` cannot be sent at the root`);
        break;
      case "reject":
        reject(ctx, pointer("", key), fate.code, `\`${key}\` is not on the wire: a requestedSchema is a flat object of primitive fields`);
        break;
      default:
        fate satisfies never;
    }
  }
}

/**
 * Walks a whole requestedSchema (snapshot) into its wire form.
 * @returns the wire requestedSchema, or `undefined` when anything was rejected
 */
export function walkRoot(root: JsonValue, ctx: WalkContext): JsonRecord | undefined {
  if (!isRecord(root)) {
    reject(ctx, "", "not-an-object", `a requestedSchema must be an object, got ${show(root)}`);
    return undefined;
  }
  const type = own(root, "type");
  if (type === undefined) note(ctx, "", "root-type-added", 'type "object" added at the root');
  else if (type !== "object") reject(ctx, "/type", "root-type", `the root must be type "object", got ${show(type)}`);
  let properties = own(root, "properties");
  // Findings about `properties` point at it when the input has it, at the root where it was added.
  const propertiesPath = properties === undefined ? "" : "/properties";
  if (properties === undefined) {
    note(ctx, "", "properties-added", "empty `properties` added at the root");
    properties = {};
  }
  if (!isRecord(properties)) {
    reject(ctx, "/properties", "invalid-value", `properties must be an object, got ${show(properties)}`);
    return undefined;
  }
  const label = own(root, "$schema");
  const schemaLabel = label === undefined ? undefined : walkSchemaLabel(label, ctx);
  walkOtherKeys(root, ctx);
  const wireProperties = walkProperties(properties, ctx);
  const required = walkRequired(own(root, "required"), properties, ctx);
  if (Object.keys(properties).length === 0) {
    note(ctx, propertiesPath, "empty-form", "the form has no fields; some clients cannot submit an empty form", false);
  }
  if (ctx.rejected.length > 0) return undefined;
  const out: JsonRecord = {};
  if (schemaLabel !== undefined) out["$schema"] = schemaLabel;
  out["type"] = "object";
  out["properties"] = wireProperties;
  if (required !== undefined) out["required"] = required;
  // No second parse of the whole result: every property already passed its own variant's zod
  // schema, and the root is built here from `type`, `properties` and a string `required` only.
  return out;
}
