/**
 * The definitions of each MCP revision's schema.json that mcp-wire validates results against, as data: every
 * definition `ListToolsResult`, `CallToolResult` and (2026-07-28) `InputRequiredResult` reference, directly or not,
 * copied from the official schema.json of each revision (github.com/modelcontextprotocol/modelcontextprotocol,
 * schema/<revision>/schema.json at commit b0f60ba, 2026-08-22; MIT / Apache-2.0), with `description` annotations
 * removed and nothing else changed. 2025-06-18 is draft-07 (`definitions`), the later revisions are 2020-12
 * (`$defs`). Each wire document (definitions.ts) is one root with the definitions it reaches; tests check every
 * document against fixtures/mcp-spec/<revision>/schema.json, so a drift fails.
 */
import type { Revision } from "../types.js";

/** One revision's copied definitions: its meta-schema, the member that holds definitions, and the definitions by name. */
export interface SpecDefinitions {
  readonly $schema: string;
  readonly key: "definitions" | "$defs";
  readonly definitions: Readonly<Record<string, unknown>>;
}

/** Per revision, the copied definitions (names sorted). */
export const SPEC_DEFINITIONS: Readonly<Record<Revision, SpecDefinitions>> = {
  "2025-06-18": {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "key": "definitions",
    "definitions": {
      "Annotations": {
        "properties": {
          "audience": {
            "items": {
              "$ref": "#/definitions/Role"
            },
            "type": "array"
          },
          "lastModified": {
            "type": "string"
          },
          "priority": {
            "maximum": 1,
            "minimum": 0,
            "type": "number"
          }
        },
        "type": "object"
      },
      "AudioContent": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/definitions/Annotations"
          },
          "data": {
            "format": "byte",
            "type": "string"
          },
          "mimeType": {
            "type": "string"
          },
          "type": {
            "const": "audio",
            "type": "string"
          }
        },
        "required": [
          "data",
          "mimeType",
          "type"
        ],
        "type": "object"
      },
      "BlobResourceContents": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "blob": {
            "format": "byte",
            "type": "string"
          },
          "mimeType": {
            "type": "string"
          },
          "uri": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "blob",
          "uri"
        ],
        "type": "object"
      },
      "CallToolResult": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "content": {
            "items": {
              "$ref": "#/definitions/ContentBlock"
            },
            "type": "array"
          },
          "isError": {
            "type": "boolean"
          },
          "structuredContent": {
            "additionalProperties": {},
            "type": "object"
          }
        },
        "required": [
          "content"
        ],
        "type": "object"
      },
      "ContentBlock": {
        "anyOf": [
          {
            "$ref": "#/definitions/TextContent"
          },
          {
            "$ref": "#/definitions/ImageContent"
          },
          {
            "$ref": "#/definitions/AudioContent"
          },
          {
            "$ref": "#/definitions/ResourceLink"
          },
          {
            "$ref": "#/definitions/EmbeddedResource"
          }
        ]
      },
      "EmbeddedResource": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/definitions/Annotations"
          },
          "resource": {
            "anyOf": [
              {
                "$ref": "#/definitions/TextResourceContents"
              },
              {
                "$ref": "#/definitions/BlobResourceContents"
              }
            ]
          },
          "type": {
            "const": "resource",
            "type": "string"
          }
        },
        "required": [
          "resource",
          "type"
        ],
        "type": "object"
      },
      "ImageContent": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/definitions/Annotations"
          },
          "data": {
            "format": "byte",
            "type": "string"
          },
          "mimeType": {
            "type": "string"
          },
          "type": {
            "const": "image",
            "type": "string"
          }
        },
        "required": [
          "data",
          "mimeType",
          "type"
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
      "ResourceLink": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/definitions/Annotations"
          },
          "description": {
            "type": "string"
          },
          "mimeType": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "size": {
            "type": "integer"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "const": "resource_link",
            "type": "string"
          },
          "uri": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "name",
          "type",
          "uri"
        ],
        "type": "object"
      },
      "Role": {
        "enum": [
          "assistant",
          "user"
        ],
        "type": "string"
      },
      "TextContent": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/definitions/Annotations"
          },
          "text": {
            "type": "string"
          },
          "type": {
            "const": "text",
            "type": "string"
          }
        },
        "required": [
          "text",
          "type"
        ],
        "type": "object"
      },
      "TextResourceContents": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "mimeType": {
            "type": "string"
          },
          "text": {
            "type": "string"
          },
          "uri": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "text",
          "uri"
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
    "key": "$defs",
    "definitions": {
      "Annotations": {
        "properties": {
          "audience": {
            "items": {
              "$ref": "#/$defs/Role"
            },
            "type": "array"
          },
          "lastModified": {
            "type": "string"
          },
          "priority": {
            "maximum": 1,
            "minimum": 0,
            "type": "number"
          }
        },
        "type": "object"
      },
      "AudioContent": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/$defs/Annotations"
          },
          "data": {
            "format": "byte",
            "type": "string"
          },
          "mimeType": {
            "type": "string"
          },
          "type": {
            "const": "audio",
            "type": "string"
          }
        },
        "required": [
          "data",
          "mimeType",
          "type"
        ],
        "type": "object"
      },
      "BlobResourceContents": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "blob": {
            "format": "byte",
            "type": "string"
          },
          "mimeType": {
            "type": "string"
          },
          "uri": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "blob",
          "uri"
        ],
        "type": "object"
      },
      "CallToolResult": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "content": {
            "items": {
              "$ref": "#/$defs/ContentBlock"
            },
            "type": "array"
          },
          "isError": {
            "type": "boolean"
          },
          "structuredContent": {
            "additionalProperties": {},
            "type": "object"
          }
        },
        "required": [
          "content"
        ],
        "type": "object"
      },
      "ContentBlock": {
        "anyOf": [
          {
            "$ref": "#/$defs/TextContent"
          },
          {
            "$ref": "#/$defs/ImageContent"
          },
          {
            "$ref": "#/$defs/AudioContent"
          },
          {
            "$ref": "#/$defs/ResourceLink"
          },
          {
            "$ref": "#/$defs/EmbeddedResource"
          }
        ]
      },
      "EmbeddedResource": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/$defs/Annotations"
          },
          "resource": {
            "anyOf": [
              {
                "$ref": "#/$defs/TextResourceContents"
              },
              {
                "$ref": "#/$defs/BlobResourceContents"
              }
            ]
          },
          "type": {
            "const": "resource",
            "type": "string"
          }
        },
        "required": [
          "resource",
          "type"
        ],
        "type": "object"
      },
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
      "ImageContent": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/$defs/Annotations"
          },
          "data": {
            "format": "byte",
            "type": "string"
          },
          "mimeType": {
            "type": "string"
          },
          "type": {
            "const": "image",
            "type": "string"
          }
        },
        "required": [
          "data",
          "mimeType",
          "type"
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
      "ResourceLink": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/$defs/Annotations"
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
          "mimeType": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "size": {
            "type": "integer"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "const": "resource_link",
            "type": "string"
          },
          "uri": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "name",
          "type",
          "uri"
        ],
        "type": "object"
      },
      "Role": {
        "enum": [
          "assistant",
          "user"
        ],
        "type": "string"
      },
      "TextContent": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "annotations": {
            "$ref": "#/$defs/Annotations"
          },
          "text": {
            "type": "string"
          },
          "type": {
            "const": "text",
            "type": "string"
          }
        },
        "required": [
          "text",
          "type"
        ],
        "type": "object"
      },
      "TextResourceContents": {
        "properties": {
          "_meta": {
            "additionalProperties": {},
            "type": "object"
          },
          "mimeType": {
            "type": "string"
          },
          "text": {
            "type": "string"
          },
          "uri": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "text",
          "uri"
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
    "key": "$defs",
    "definitions": {
      "Annotations": {
        "properties": {
          "audience": {
            "items": {
              "$ref": "#/$defs/Role"
            },
            "type": "array"
          },
          "lastModified": {
            "type": "string"
          },
          "priority": {
            "maximum": 1,
            "minimum": 0,
            "type": "number"
          }
        },
        "type": "object"
      },
      "AudioContent": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "annotations": {
            "$ref": "#/$defs/Annotations"
          },
          "data": {
            "format": "byte",
            "type": "string"
          },
          "mimeType": {
            "type": "string"
          },
          "type": {
            "const": "audio",
            "type": "string"
          }
        },
        "required": [
          "data",
          "mimeType",
          "type"
        ],
        "type": "object"
      },
      "BlobResourceContents": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "blob": {
            "format": "byte",
            "type": "string"
          },
          "mimeType": {
            "type": "string"
          },
          "uri": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "blob",
          "uri"
        ],
        "type": "object"
      },
      "BooleanSchema": {
        "properties": {
          "default": {
            "type": "boolean"
          },
          "description": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "const": "boolean",
            "type": "string"
          }
        },
        "required": [
          "type"
        ],
        "type": "object"
      },
      "CallToolResult": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/ResultMetaObject"
          },
          "content": {
            "items": {
              "$ref": "#/$defs/ContentBlock"
            },
            "type": "array"
          },
          "isError": {
            "type": "boolean"
          },
          "resultType": {
            "type": "string"
          },
          "structuredContent": {}
        },
        "required": [
          "content",
          "resultType"
        ],
        "type": "object"
      },
      "ContentBlock": {
        "anyOf": [
          {
            "$ref": "#/$defs/TextContent"
          },
          {
            "$ref": "#/$defs/ImageContent"
          },
          {
            "$ref": "#/$defs/AudioContent"
          },
          {
            "$ref": "#/$defs/ResourceLink"
          },
          {
            "$ref": "#/$defs/EmbeddedResource"
          }
        ]
      },
      "CreateMessageRequest": {
        "properties": {
          "method": {
            "const": "sampling/createMessage",
            "type": "string"
          },
          "params": {
            "$ref": "#/$defs/CreateMessageRequestParams"
          }
        },
        "required": [
          "method",
          "params"
        ],
        "type": "object"
      },
      "CreateMessageRequestParams": {
        "properties": {
          "includeContext": {
            "enum": [
              "allServers",
              "none",
              "thisServer"
            ],
            "type": "string"
          },
          "maxTokens": {
            "type": "integer"
          },
          "messages": {
            "items": {
              "$ref": "#/$defs/SamplingMessage"
            },
            "type": "array"
          },
          "metadata": {
            "$ref": "#/$defs/JSONObject"
          },
          "modelPreferences": {
            "$ref": "#/$defs/ModelPreferences"
          },
          "stopSequences": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "systemPrompt": {
            "type": "string"
          },
          "temperature": {
            "type": "number"
          },
          "toolChoice": {
            "$ref": "#/$defs/ToolChoice"
          },
          "tools": {
            "items": {
              "$ref": "#/$defs/Tool"
            },
            "type": "array"
          }
        },
        "required": [
          "maxTokens",
          "messages"
        ],
        "type": "object"
      },
      "ElicitRequest": {
        "properties": {
          "method": {
            "const": "elicitation/create",
            "type": "string"
          },
          "params": {
            "$ref": "#/$defs/ElicitRequestParams"
          }
        },
        "required": [
          "method",
          "params"
        ],
        "type": "object"
      },
      "ElicitRequestFormParams": {
        "properties": {
          "message": {
            "type": "string"
          },
          "mode": {
            "const": "form",
            "type": "string"
          },
          "requestedSchema": {
            "properties": {
              "$schema": {
                "type": "string"
              },
              "properties": {
                "additionalProperties": {
                  "$ref": "#/$defs/PrimitiveSchemaDefinition"
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
              "properties",
              "type"
            ],
            "type": "object"
          }
        },
        "required": [
          "message",
          "requestedSchema"
        ],
        "type": "object"
      },
      "ElicitRequestParams": {
        "anyOf": [
          {
            "$ref": "#/$defs/ElicitRequestFormParams"
          },
          {
            "$ref": "#/$defs/ElicitRequestURLParams"
          }
        ]
      },
      "ElicitRequestURLParams": {
        "properties": {
          "message": {
            "type": "string"
          },
          "mode": {
            "const": "url",
            "type": "string"
          },
          "url": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "message",
          "mode",
          "url"
        ],
        "type": "object"
      },
      "EmbeddedResource": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "annotations": {
            "$ref": "#/$defs/Annotations"
          },
          "resource": {
            "anyOf": [
              {
                "$ref": "#/$defs/TextResourceContents"
              },
              {
                "$ref": "#/$defs/BlobResourceContents"
              }
            ]
          },
          "type": {
            "const": "resource",
            "type": "string"
          }
        },
        "required": [
          "resource",
          "type"
        ],
        "type": "object"
      },
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
      "ImageContent": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "annotations": {
            "$ref": "#/$defs/Annotations"
          },
          "data": {
            "format": "byte",
            "type": "string"
          },
          "mimeType": {
            "type": "string"
          },
          "type": {
            "const": "image",
            "type": "string"
          }
        },
        "required": [
          "data",
          "mimeType",
          "type"
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
      "InputRequest": {
        "anyOf": [
          {
            "$ref": "#/$defs/CreateMessageRequest"
          },
          {
            "$ref": "#/$defs/ListRootsRequest"
          },
          {
            "$ref": "#/$defs/ElicitRequest"
          }
        ]
      },
      "InputRequests": {
        "additionalProperties": {
          "$ref": "#/$defs/InputRequest"
        },
        "type": "object"
      },
      "InputRequiredResult": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/ResultMetaObject"
          },
          "inputRequests": {
            "$ref": "#/$defs/InputRequests"
          },
          "requestState": {
            "type": "string"
          },
          "resultType": {
            "type": "string"
          }
        },
        "required": [
          "resultType"
        ],
        "type": "object"
      },
      "JSONObject": {
        "additionalProperties": {
          "$ref": "#/$defs/JSONValue"
        },
        "type": "object"
      },
      "JSONValue": {
        "anyOf": [
          {
            "$ref": "#/$defs/JSONObject"
          },
          {
            "items": {
              "$ref": "#/$defs/JSONValue"
            },
            "type": "array"
          },
          {
            "type": [
              "string",
              "integer",
              "boolean"
            ]
          }
        ]
      },
      "LegacyTitledEnumSchema": {
        "properties": {
          "default": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "enum": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "enumNames": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "const": "string",
            "type": "string"
          }
        },
        "required": [
          "enum",
          "type"
        ],
        "type": "object"
      },
      "ListRootsRequest": {
        "properties": {
          "method": {
            "const": "roots/list",
            "type": "string"
          },
          "params": {
            "properties": {
              "_meta": {
                "$ref": "#/$defs/MetaObject"
              }
            },
            "type": "object"
          }
        },
        "required": [
          "method"
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
      "ModelHint": {
        "properties": {
          "name": {
            "type": "string"
          }
        },
        "type": "object"
      },
      "ModelPreferences": {
        "properties": {
          "costPriority": {
            "maximum": 1,
            "minimum": 0,
            "type": "number"
          },
          "hints": {
            "items": {
              "$ref": "#/$defs/ModelHint"
            },
            "type": "array"
          },
          "intelligencePriority": {
            "maximum": 1,
            "minimum": 0,
            "type": "number"
          },
          "speedPriority": {
            "maximum": 1,
            "minimum": 0,
            "type": "number"
          }
        },
        "type": "object"
      },
      "NumberSchema": {
        "properties": {
          "default": {
            "type": "number"
          },
          "description": {
            "type": "string"
          },
          "maximum": {
            "type": "number"
          },
          "minimum": {
            "type": "number"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "enum": [
              "integer",
              "number"
            ],
            "type": "string"
          }
        },
        "required": [
          "type"
        ],
        "type": "object"
      },
      "PrimitiveSchemaDefinition": {
        "anyOf": [
          {
            "$ref": "#/$defs/StringSchema"
          },
          {
            "$ref": "#/$defs/NumberSchema"
          },
          {
            "$ref": "#/$defs/BooleanSchema"
          },
          {
            "$ref": "#/$defs/UntitledSingleSelectEnumSchema"
          },
          {
            "$ref": "#/$defs/TitledSingleSelectEnumSchema"
          },
          {
            "$ref": "#/$defs/UntitledMultiSelectEnumSchema"
          },
          {
            "$ref": "#/$defs/TitledMultiSelectEnumSchema"
          },
          {
            "$ref": "#/$defs/LegacyTitledEnumSchema"
          }
        ]
      },
      "ResourceLink": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "annotations": {
            "$ref": "#/$defs/Annotations"
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
          "mimeType": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "size": {
            "type": "integer"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "const": "resource_link",
            "type": "string"
          },
          "uri": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "name",
          "type",
          "uri"
        ],
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
      "Role": {
        "enum": [
          "assistant",
          "user"
        ],
        "type": "string"
      },
      "SamplingMessage": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "content": {
            "anyOf": [
              {
                "$ref": "#/$defs/TextContent"
              },
              {
                "$ref": "#/$defs/ImageContent"
              },
              {
                "$ref": "#/$defs/AudioContent"
              },
              {
                "$ref": "#/$defs/ToolUseContent"
              },
              {
                "$ref": "#/$defs/ToolResultContent"
              },
              {
                "items": {
                  "$ref": "#/$defs/SamplingMessageContentBlock"
                },
                "type": "array"
              }
            ]
          },
          "role": {
            "$ref": "#/$defs/Role"
          }
        },
        "required": [
          "content",
          "role"
        ],
        "type": "object"
      },
      "SamplingMessageContentBlock": {
        "anyOf": [
          {
            "$ref": "#/$defs/TextContent"
          },
          {
            "$ref": "#/$defs/ImageContent"
          },
          {
            "$ref": "#/$defs/AudioContent"
          },
          {
            "$ref": "#/$defs/ToolUseContent"
          },
          {
            "$ref": "#/$defs/ToolResultContent"
          }
        ]
      },
      "StringSchema": {
        "properties": {
          "default": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "format": {
            "enum": [
              "date",
              "date-time",
              "email",
              "uri"
            ],
            "type": "string"
          },
          "maxLength": {
            "type": "integer"
          },
          "minLength": {
            "type": "integer"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "const": "string",
            "type": "string"
          }
        },
        "required": [
          "type"
        ],
        "type": "object"
      },
      "TextContent": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "annotations": {
            "$ref": "#/$defs/Annotations"
          },
          "text": {
            "type": "string"
          },
          "type": {
            "const": "text",
            "type": "string"
          }
        },
        "required": [
          "text",
          "type"
        ],
        "type": "object"
      },
      "TextResourceContents": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "mimeType": {
            "type": "string"
          },
          "text": {
            "type": "string"
          },
          "uri": {
            "format": "uri",
            "type": "string"
          }
        },
        "required": [
          "text",
          "uri"
        ],
        "type": "object"
      },
      "TitledMultiSelectEnumSchema": {
        "properties": {
          "default": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "description": {
            "type": "string"
          },
          "items": {
            "properties": {
              "anyOf": {
                "items": {
                  "properties": {
                    "const": {
                      "type": "string"
                    },
                    "title": {
                      "type": "string"
                    }
                  },
                  "required": [
                    "const",
                    "title"
                  ],
                  "type": "object"
                },
                "type": "array"
              }
            },
            "required": [
              "anyOf"
            ],
            "type": "object"
          },
          "maxItems": {
            "type": "integer"
          },
          "minItems": {
            "type": "integer"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "const": "array",
            "type": "string"
          }
        },
        "required": [
          "items",
          "type"
        ],
        "type": "object"
      },
      "TitledSingleSelectEnumSchema": {
        "properties": {
          "default": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "oneOf": {
            "items": {
              "properties": {
                "const": {
                  "type": "string"
                },
                "title": {
                  "type": "string"
                }
              },
              "required": [
                "const",
                "title"
              ],
              "type": "object"
            },
            "type": "array"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "const": "string",
            "type": "string"
          }
        },
        "required": [
          "oneOf",
          "type"
        ],
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
      },
      "ToolChoice": {
        "properties": {
          "mode": {
            "enum": [
              "auto",
              "none",
              "required"
            ],
            "type": "string"
          }
        },
        "type": "object"
      },
      "ToolResultContent": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "content": {
            "items": {
              "$ref": "#/$defs/ContentBlock"
            },
            "type": "array"
          },
          "isError": {
            "type": "boolean"
          },
          "structuredContent": {},
          "toolUseId": {
            "type": "string"
          },
          "type": {
            "const": "tool_result",
            "type": "string"
          }
        },
        "required": [
          "content",
          "toolUseId",
          "type"
        ],
        "type": "object"
      },
      "ToolUseContent": {
        "properties": {
          "_meta": {
            "$ref": "#/$defs/MetaObject"
          },
          "id": {
            "type": "string"
          },
          "input": {
            "additionalProperties": {},
            "type": "object"
          },
          "name": {
            "type": "string"
          },
          "type": {
            "const": "tool_use",
            "type": "string"
          }
        },
        "required": [
          "id",
          "input",
          "name",
          "type"
        ],
        "type": "object"
      },
      "UntitledMultiSelectEnumSchema": {
        "properties": {
          "default": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "description": {
            "type": "string"
          },
          "items": {
            "properties": {
              "enum": {
                "items": {
                  "type": "string"
                },
                "type": "array"
              },
              "type": {
                "const": "string",
                "type": "string"
              }
            },
            "required": [
              "enum",
              "type"
            ],
            "type": "object"
          },
          "maxItems": {
            "type": "integer"
          },
          "minItems": {
            "type": "integer"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "const": "array",
            "type": "string"
          }
        },
        "required": [
          "items",
          "type"
        ],
        "type": "object"
      },
      "UntitledSingleSelectEnumSchema": {
        "properties": {
          "default": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "enum": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "title": {
            "type": "string"
          },
          "type": {
            "const": "string",
            "type": "string"
          }
        },
        "required": [
          "enum",
          "type"
        ],
        "type": "object"
      }
    }
  }
};
