/**
 * The `ListToolsResult` definition of each MCP revision and everything it references, as data: copied from the
 * official schema.json of each revision (github.com/modelcontextprotocol/modelcontextprotocol, schema/<revision>/
 * schema.json at commit b0f60ba, 2026-08-22; MIT / Apache-2.0), with `description` annotations removed and nothing
 * else changed. 2025-06-18 is draft-07 (`definitions`), the later revisions are 2020-12 (`$defs`). A test checks this
 * file against fixtures/mcp-spec/<revision>/schema.json, so a drift fails.
 */
import type { Revision } from "../types.js";

/** The wire schema of `tools/list` results at one revision: a JSON Schema whose root is `ListToolsResult`. */
export type WireDocument = Readonly<Record<string, unknown>>;

/** Per revision: `{ $schema, $ref: "#/<defs>/ListToolsResult", <defs>: { ListToolsResult, Tool, … } }`. */
export const WIRE_DOCUMENTS: Readonly<Record<Revision, WireDocument>> = {
  "2025-06-18": {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "$ref": "#/definitions/ListToolsResult",
    "definitions": {
      "ListToolsResult": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "nextCursor": {
            "type": "string"
          },
          "tools": {
            "items": {
              "$ref": "#/definitions/Tool"
            },
            "type": "array"
          }
        },
        "required": [
          "tools"
        ],
        "type": "object"
      },
      "Tool": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/definitions/ToolAnnotations"
          },
          "description": {
            "type": "string"
          },
          "inputSchema": {
            "properties": {
              "properties": {
                "additionalProperties": {
                  "additionalProperties": true,
                  "properties": {},
                  "type": "object"
                },
                "type": "object"
              },
              "required": {
                "items": {
                  "type": "string"
                },
                "type": "array"
              },
              "type": {
                "const": "object",
                "type": "string"
              }
            },
            "required": [
              "type"
            ],
            "type": "object"
          },
          "name": {
            "type": "string"
          },
          "outputSchema": {
            "properties": {
              "properties": {
                "additionalProperties": {
                  "additionalProperties": true,
                  "properties": {},
                  "type": "object"
                },
                "type": "object"
              },
              "required": {
                "items": {
                  "type": "string"
                },
                "type": "array"
              },
              "type": {
                "const": "object",
                "type": "string"
              }
            },
            "required": [
              "type"
            ],
            "type": "object"
          },
          "title": {
            "type": "string"
          }
        },
        "required": [
          "inputSchema",
          "name"
        ],
        "type": "object"
      },
      "ToolAnnotations": {
        "properties": {
          "destructiveHint": {
            "type": "boolean"
          },
          "idempotentHint": {
            "type": "boolean"
          },
          "openWorldHint": {
            "type": "boolean"
          },
          "readOnlyHint": {
            "type": "boolean"
          },
          "title": {
            "type": "string"
          }
        },
        "type": "object"
      }
    }
  },
  "2025-11-25": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$ref": "#/$defs/ListToolsResult",
    "$defs": {
      "Icon": {
        "properties": {
          "mimeType": {
            "type": "string"
          },
          "sizes": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "src": {
            "format": "uri",
            "type": "string"
          },
          "theme": {
            "enum": [
              "dark",
              "light"
            ],
            "type": "string"
          }
        },
        "required": [
          "src"
        ],
        "type": "object"
      },
      "ListToolsResult": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "nextCursor": {
            "type": "string"
          },
          "tools": {
            "items": {
              "$ref": "#/$defs/Tool"
            },
            "type": "array"
          }
        },
        "required": [
          "tools"
        ],
        "type": "object"
      },
      "Tool": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/$defs/ToolAnnotations"
          },
          "description": {
            "type": "string"
          },
          "execution": {
            "$ref": "#/$defs/ToolExecution"
          },
          "icons": {
            "items": {
              "$ref": "#/$defs/Icon"
            },
            "type": "array"
          },
          "inputSchema": {
            "properties": {
              "$schema": {
                "type": "string"
              },
              "properties": {
                "additionalProperties": {
                  "additionalProperties": true,
                  "properties": {},
                  "type": "object"
                },
                "type": "object"
              },
              "required": {
                "items": {
                  "type": "string"
                },
                "type": "array"
              },
              "type": {
                "const": "object",
                "type": "string"
              }
            },
            "required": [
              "type"
            ],
            "type": "object"
          },
          "name": {
            "type": "string"
          },
          "outputSchema": {
            "properties": {
              "$schema": {
                "type": "string"
              },
              "properties": {
                "additionalProperties": {
                  "additionalProperties": true,
                  "properties": {},
                  "type": "object"
                },
                "type": "object"
              },
              "required": {
                "items": {
                  "type": "string"
                },
                "type": "array"
              },
              "type": {
                "const": "object",
                "type": "string"
              }
            },
            "required": [
              "type"
            ],
            "type": "object"
          },
          "title": {
            "type": "string"
          }
        },
        "required": [
          "inputSchema",
          "name"
        ],
        "type": "object"
      },
      "ToolAnnotations": {
        "properties": {
          "destructiveHint": {
            "type": "boolean"
          },
          "idempotentHint": {
            "type": "boolean"
          },
          "openWorldHint": {
            "type": "boolean"
          },
          "readOnlyHint": {
            "type": "boolean"
          },
          "title": {
            "type": "string"
          }
        },
        "type": "object"
      },
      "ToolExecution": {
        "properties": {
          "taskSupport": {
            "enum": [
              "forbidden",
              "optional",
              "required"
            ],
            "type": "string"
          }
        },
        "type": "object"
      }
    }
  },
  "2026-07-28": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$ref": "#/$defs/ListToolsResult",
    "$defs": {
      "Icon": {
        "properties": {
          "mimeType": {
            "type": "string"
          },
          "sizes": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "src": {
            "format": "uri",
            "type": "string"
          },
          "theme": {
            "enum": [
              "dark",
              "light"
            ],
            "type": "string"
          }
        },
        "required": [
          "src"
        ],
        "type": "object"
      },
      "Implementation": {
        "properties": {
          "description": {
            "type": "string"
          },
          "icons": {
            "items": {
              "$ref": "#/$defs/Icon"
            },
            "type": "array"
          },
          "name": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "version": {
            "type": "string"
          },
          "websiteUrl": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "name",
          "version"
        ],
        "type": "object"
      },
      "ListToolsResult": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/ResultMetaObject"
          },
          "cacheScope": {
            "enum": [
              "private",
              "public"
            ],
            "type": "string"
          },
          "nextCursor": {
            "type": "string"
          },
          "resultType": {
            "type": "string"
          },
          "tools": {
            "items": {
              "$ref": "#/$defs/Tool"
            },
            "type": "array"
          },
          "ttlMs": {
            "minimum": 0,
            "type": "integer"
          }
        },
        "required": [
          "cacheScope",
          "resultType",
          "tools",
          "ttlMs"
        ],
        "type": "object"
      },
      "MetaObject": {
        "type": "object"
      },
      "ResultMetaObject": {
        "properties": {
          "io.modelcontextprotocol/serverInfo": {
            "$ref": "#/$defs/Implementation"
          }
        },
        "type": "object"
      },
      "Tool": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "annotations": {
            "$ref": "#/$defs/ToolAnnotations"
          },
          "description": {
            "type": "string"
          },
          "icons": {
            "items": {
              "$ref": "#/$defs/Icon"
            },
            "type": "array"
          },
          "inputSchema": {
            "additionalProperties": {},
            "properties": {
              "$schema": {
                "type": "string"
              },
              "type": {
                "const": "object",
                "type": "string"
              }
            },
            "required": [
              "type"
            ],
            "type": "object"
          },
          "name": {
            "type": "string"
          },
          "outputSchema": {
            "additionalProperties": {},
            "properties": {
              "$schema": {
                "type": "string"
              }
            },
            "type": "object"
          },
          "title": {
            "type": "string"
          }
        },
        "required": [
          "inputSchema",
          "name"
        ],
        "type": "object"
      },
      "ToolAnnotations": {
        "properties": {
          "destructiveHint": {
            "type": "boolean"
          },
          "idempotentHint": {
            "type": "boolean"
          },
          "openWorldHint": {
            "type": "boolean"
          },
          "readOnlyHint": {
            "type": "boolean"
          },
          "title": {
            "type": "string"
          }
        },
        "type": "object"
      }
    }
  }
};
