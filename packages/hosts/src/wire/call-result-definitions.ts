/**
 * The `CallToolResult` definition of each MCP revision and everything it references, as data: copied from the
 * official schema.json of each revision (github.com/modelcontextprotocol/modelcontextprotocol, schema/<revision>/
 * schema.json at commit b0f60ba, 2026-08-22; MIT / Apache-2.0), with `description` annotations removed and nothing
 * else changed, as definitions.ts copies `ListToolsResult`. A test checks this file against
 * fixtures/mcp-spec/<revision>/schema.json, so a drift fails.
 */
import type { Revision } from "../types.js";
import type { WireDocument } from "./definitions.js";

/** Per revision: `{ $schema, $ref: "#/<defs>/CallToolResult", <defs>: { CallToolResult, ContentBlock, … } }`. */
export const CALL_RESULT_DOCUMENTS: Readonly<Record<Revision, WireDocument>> = {
  "2025-06-18": {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "$ref": "#/definitions/CallToolResult",
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
      }
    }
  },
  "2025-11-25": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$ref": "#/$defs/CallToolResult",
    "$defs": {
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
      }
    }
  },
  "2026-07-28": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$ref": "#/$defs/CallToolResult",
    "$defs": {
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
      "MetaObject": {
        "type": "object"
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
      }
    }
  }
};
