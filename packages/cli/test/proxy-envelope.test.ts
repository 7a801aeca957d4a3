/**
 * `readEnvelope` reads the routing members of a line from its bytes; it must agree with `JSON.parse` on every JSON
 * object (spacing, key order, escapes, duplicates, nesting) and refuse what is not an object line.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readEnvelope, readHead, toolsSpan, type Envelope } from "../src/proxy/envelope.js";

/** What `readEnvelope` should say about a parsed object. */
function expected(value: Record<string, unknown>): Envelope {
  const scalar = (member: unknown) => (typeof member === "object" && member !== null ? undefined : member);
  return {
    jsonrpc: typeof value["jsonrpc"] === "string" ? value["jsonrpc"] : undefined,
    method: typeof value["method"] === "string" ? value["method"] : undefined,
    hasId: Object.hasOwn(value, "id"),
    id: scalar(value["id"]),
    hasResult: Object.hasOwn(value, "result"),
    hasError: Object.hasOwn(value, "error"),
  };
}

const bytes = (text: string) => Buffer.from(text);

describe("readEnvelope", () => {
  it("reads the routing members and skips the rest, whatever their order and spacing", () => {
    expect(readEnvelope(bytes(`{"result":{"content":[{"type":"text","text":"a \\"quoted\\" }] \\\\"}]},"jsonrpc":"2.0","id":7}`))).toEqual({
      jsonrpc: "2.0",
      method: undefined,
      hasId: true,
      id: 7,
      hasResult: true,
      hasError: false,
    });
    expect(readEnvelope(bytes(' \t{ "jsonrpc" : "2.0" , "method" : "notifications/\\u0070rogress", "params" : { "p" : [ 1 , { } ] } } '))).toEqual({
      jsonrpc: "2.0",
      method: "notifications/progress",
      hasId: false,
      id: undefined,
      hasResult: false,
      hasError: false,
    });
    // An escaped key is the key it spells; a later duplicate wins, as in JSON.parse.
    expect(readEnvelope(bytes('{"jsonrpc":"2.0","\\u0069d":"a","id":"b","error":{"code":1,"message":"m"}}'))).toEqual({
      jsonrpc: "2.0",
      method: undefined,
      hasId: true,
      id: "b",
      hasResult: false,
      hasError: true,
    });
  });

  it("reads ids of every JSON-RPC type as JSON.parse does", () => {
    const ids = ["0", "7", "123456789012345", "1234567890123456789", "-1", "-0", "1.5", "1e2", "2E-1", '""', '"a\\"b"', "null", "true"];
    expect(ids.map((id) => readEnvelope(bytes(`{"jsonrpc":"2.0","id":${id},"result":{}}`))?.id)).toEqual(ids.map((id) => JSON.parse(id)));
  });

  it("refuses lines that are not one JSON object at the top level, and routing values that are not JSON", () => {
    const refused = ['{"id":007,"result":{}}', '{"id":1.,"result":{}}', "[1,2,3]", "42", '"text"', "", "{", '{"id":1', '{"id":1,}', '{"id":1} x', '{"id":01x,"result":{}}', '{"method":"pi\\ng\\x"}', '{"result":"open}', "not JSON", '{"a" 1}'];
    expect(refused.map((text) => readEnvelope(bytes(text)))).toEqual(refused.map(() => undefined));
  });

  it("agrees with JSON.parse on generated objects (spacing, key order, nesting, escapes)", () => {
    const key = fc.constantFrom("jsonrpc", "id", "method", "result", "error", "params", "x", 'q"uote', "\\", "é");
    const member = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom("2.0", "ping", 1, -2.5e3, null, "a\"b\\", "\u2028"));
    const object = fc.array(fc.tuple(key, member), { maxLength: 8 });
    let compared = 0;
    fc.assert(
      fc.property(object, fc.constantFrom(0, 1, "\t"), (members, space) => {
        const text = `{${members.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value, null, space)}`).join(space === 0 ? "," : " ,\n ")}}`;
        const parsed = JSON.parse(text) as Record<string, unknown>;
        expect(readEnvelope(bytes(text))).toEqual(expected(parsed));
        compared++;
      }),
      { numRuns: 500 },
    );
    expect(compared).toBe(500);
  });

  it("readHead: the id of a line cut short, and whether it has a method, as far as its members are whole", () => {
    const heads = ['{"jsonrpc":"2.0","id":7,"result":{"tools":[{"na', ' { "id" : "a\\"b" , "result":', '{"jsonrpc":"2.0","id":null,"re', '{"id":12', '{"result":{"tools":[', '{"jsonrpc":"2.0","id":{"x":1},"result":', '{"id":1,"method":"sampling/createMessage","params":{"m', '{"method":"notifications/message","params":{"data":"', "[1,", "xx"];
    expect(heads.map((head) => readHead(bytes(head)))).toEqual([
      { hasId: true, id: 7, hasMethod: false },
      { hasId: true, id: 'a"b', hasMethod: false },
      { hasId: true, id: null, hasMethod: false },
      { hasId: false, id: undefined, hasMethod: false },
      { hasId: false, id: undefined, hasMethod: false },
      { hasId: true, id: undefined, hasMethod: false },
      { hasId: true, id: 1, hasMethod: true },
      { hasId: false, id: undefined, hasMethod: true },
      undefined,
      undefined,
    ]);
  });
});

describe("toolsSpan", () => {
  const span = (text: string) => {
    const found = toolsSpan(Buffer.from(text));
    return found === undefined ? undefined : text.slice(found.start, found.end);
  };

  it("finds result.tools by brackets and quotes, in any member order and spacing, strings with brackets and escapes skipped", () => {
    expect(span('{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a"}]}}')).toBe('[{"name":"a"}]');
    expect(span('{ "result" : { "_meta": {"tools": 1}, "tools" : [ "]\\"[" , {"x":"}"} ] , "nextCursor": "c" }, "id": "tools", "tools": 2 }')).toBe('[ "]\\"[" , {"x":"}"} ]');
  });

  it("is undefined when JSON.parse could read another tools array, or none: a duplicate or escaped key, no tools, tools not an array, result not an object, not an object line", () => {
    for (const text of [
      '{"result":{"tools":[1],"tools":[2]}}',
      '{"result":{"tools":[1]},"result":{"tools":[2]}}',
      '{"result":{"tools":[1],"\\u0074ools":[2]}}',
      '{"\\u0072esult":{"tools":[2]},"result":{"tools":[1]}}',
      '{"result":{"nextCursor":null}}',
      '{"result":{"tools":{"0":1}}}',
      '{"result":[{"tools":[1]}]}',
      '[{"result":{"tools":[1]}}]',
      '{"result":{"tools":[1}}',
    ]) expect([text, span(text)]).toEqual([text, undefined]);
  });

  it("agrees with JSON.parse on the tools of any answer it finds them in", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 4 }), fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }), (tools, meta) => {
        const text = JSON.stringify({ jsonrpc: "2.0", id: 1, result: { ...meta, tools } });
        const found = span(text);
        if (found !== undefined) expect(JSON.parse(found)).toEqual((JSON.parse(text) as { result: { tools: unknown } }).result.tools);
        else expect(Object.keys(meta).some((key) => key !== "tools" && JSON.stringify(key).includes("\\"))).toBe(true);
      }),
    );
  });
});
