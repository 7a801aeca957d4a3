/**
 * The tools list as a host forwards it: a JSON number too large for a double (`1e400`) is read by `JSON.parse` as
 * `±Infinity`, which no JSON reader of mcp-wire takes (`invalid-value`, "is not a JSON number": the whole list would be
 * unreadable), and which `JSON.stringify` writes as `null` when a host passes the schema on (to its model API, or
 * re-serialized by a proxy). The SDK 1.x client keeps such a tool (checked with `@modelcontextprotocol/sdk` 1.32.2:
 * `ListToolsResultSchema` passes `maximum: Infinity`, its schemas' members are passthrough), so each host is judged on
 * the list with every non-finite number replaced by `null`, the value the forwarded JSON carries. Pure: no I/O.
 */
/** Most non-finite numbers recorded (all are replaced). */
const MAX_RECORDED = 100;
const token = (key) => String(key).replaceAll("~", "~0").replaceAll("/", "~1");
/**
 * `tools` with every `±Infinity`/`NaN` number replaced by `null` (copied only along the paths to them; `tools` itself
 * when it holds none), and where they were. Iterative (a 10,000-level schema does not overflow the stack); reads own
 * enumerable data members of plain objects and arrays only (the values `JSON.parse` makes); never mutates `tools`.
 */
export function forwardedForm(tools) {
    if (!holdsNonFinite(tools))
        return { tools, replaced: [] };
    // each visited member is a link to its parent's (a path is built only for a number found: linear in the list's size
    // whatever its depth)
    const links = [];
    const pathOf = (link) => {
        const path = [];
        for (let at = link; at >= 0; at = links[at].parent)
            path.push(links[at].key);
        return path.reverse();
    };
    const found = [];
    const replaced = [];
    const stack = [{ value: tools, link: -1 }];
    const seen = new Set();
    while (stack.length > 0) {
        const { value, link } = stack.pop();
        if (typeof value === "number" && !Number.isFinite(value)) {
            const path = pathOf(link);
            found.push(path);
            if (replaced.length < MAX_RECORDED)
                replaced.push({ path: path.map((k) => `/${token(k)}`).join(""), value });
            continue;
        }
        if (typeof value !== "object" || value === null || seen.has(value))
            continue;
        seen.add(value);
        const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
            links.push({ parent: link, key: keys[i] });
            stack.push({ value: value[keys[i]], link: links.length - 1 });
        }
    }
    if (found.length === 0)
        return { tools, replaced };
    const copies = new Map();
    const copy = (value) => {
        let out = copies.get(value);
        if (out === undefined) {
            out = (Array.isArray(value) ? [...value] : { ...value });
            copies.set(value, out);
            copies.set(out, out);
        }
        return out;
    };
    const root = copy(tools);
    for (const path of found) {
        let at = root;
        for (const [i, key] of path.entries()) {
            if (i === path.length - 1)
                at[key] = null;
            else
                at = at[key] = copy(at[key]);
        }
    }
    return { tools: root, replaced };
}
/** Whether `value` holds a non-finite number anywhere (one iterative pass, nothing kept per member). */
function holdsNonFinite(value) {
    const stack = [value];
    const seen = new Set();
    while (stack.length > 0) {
        const next = stack.pop();
        if (typeof next === "number") {
            if (!Number.isFinite(next))
                return true;
            continue;
        }
        if (typeof next !== "object" || next === null || seen.has(next))
            continue;
        seen.add(next);
        for (const member of Array.isArray(next) ? next : Object.values(next))
            stack.push(member);
    }
    return false;
}
//# sourceMappingURL=forwarded.js.map