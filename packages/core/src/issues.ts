/**
 * The one issue model of mcp-wire and the one error base. Each package has its own code union and its own error
 * class (extending {@link IssueError}); the shape, the builder and the bounded-message policy are these.
 */
import { clip } from "./text.js";

/**
 * One problem at one place. `path` is a JSON Pointer (RFC 6901) into the value as given (`""` is the root), `code` a
 * kebab-case code from the emitting package's list, `message` a short sentence (at most {@link MAX_MESSAGE_LENGTH}
 * characters), `params` the facts a program may read without parsing the message.
 */
export interface SchemaIssue<Code extends string = string> {
  readonly path: string;
  readonly code: Code;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

/** Longest issue message: messages quote keys and values of untrusted input, never all of them. */
export const MAX_MESSAGE_LENGTH = 200;

/**
 * Builds a {@link SchemaIssue}: the one place issues are made. The message is clipped to
 * {@link MAX_MESSAGE_LENGTH} characters (a 1 MB keyword must not make a 1 MB message); the path is kept exact.
 */
export function makeIssue<Code extends string>(
  path: string,
  code: Code,
  message: string,
  params?: Readonly<Record<string, string | number | boolean>>,
): SchemaIssue<Code> {
  const clipped = clip(message, MAX_MESSAGE_LENGTH);
  return params === undefined ? { path, code, message: clipped } : { path, code, message: clipped, params };
}

/** Most paths an error message names. */
export const MAX_LISTED_PATHS = 20;
/** Longest rendering of one path inside an error message (the issue itself keeps the exact path). */
export const MAX_LISTED_PATH_LENGTH = 100;

/** How an error message lists paths: how the root is named, and whether each path is followed by its code. */
export interface PathListStyle {
  /** The root's name (default `"the root"`). */
  readonly root?: string;
  /** Follow each path with ` (<code>)` of its first issue (default `false`). */
  readonly codes?: boolean;
}

/** A path as an error message names it: the root's name, or the pointer clipped to 100 characters. */
export function shownPath(path: string, root = "the root"): string {
  return path === "" ? root : clip(path, MAX_LISTED_PATH_LENGTH);
}

/**
 * The distinct offending paths of `issues`, in order, as an error message lists them: the first
 * {@link MAX_LISTED_PATHS}, each clipped to {@link MAX_LISTED_PATH_LENGTH} characters, then ` and N more`. Bounded
 * (~2,500 characters) whatever the number of issues.
 */
export function listPaths(issues: readonly SchemaIssue[], style: PathListStyle = {}): string {
  const codes = new Map<string, string>();
  for (const found of issues) if (!codes.has(found.path)) codes.set(found.path, found.code);
  const paths = [...codes.keys()];
  const listed = paths
    .slice(0, MAX_LISTED_PATHS)
    .map((path) => (style.codes === true ? `${shownPath(path, style.root)} (${codes.get(path)})` : shownPath(path, style.root)))
    .join(", ");
  return paths.length > MAX_LISTED_PATHS ? `${listed} and ${paths.length - MAX_LISTED_PATHS} more` : listed;
}

/**
 * The bounded message of an error over `issues`: `<subject> rejected at <path>: <message> (<code>)` for one issue;
 * for more, the paths as {@link listPaths} gives them and the first issue's message. One offending property gives a
 * message under ~200 characters; any number of issues stays under ~2,600.
 * @param subject - what was rejected, e.g. `"requestedSchema"`
 */
export function rejectionMessage(subject: string, issues: readonly SchemaIssue[]): string {
  const first = issues[0];
  if (!first) return `${subject} rejected`;
  if (issues.length === 1) return `${subject} rejected at ${shownPath(first.path)}: ${first.message} (${first.code})`;
  return `${subject} rejected: ${issues.length} issues at ${listPaths(issues)}; first at ${shownPath(first.path)}: ${first.message} (${first.code})`;
}

/**
 * The base of every error mcp-wire throws about a value: extends `TypeError` and carries every issue found (all are
 * collected before throwing). Its message must be bounded: build it with {@link rejectionMessage} or
 * {@link listPaths}. Each package subclasses it once with its own `name` and code union.
 */
export class IssueError<Code extends string = string> extends TypeError {
  override readonly name: string = "IssueError";
  /** Every issue, in the order found. */
  readonly issues: readonly SchemaIssue<Code>[];

  /**
   * @param message - the bounded message (see {@link rejectionMessage}, {@link listPaths})
   * @param issues - every issue found; a frozen copy is kept
   */
  constructor(message: string, issues: readonly SchemaIssue<Code>[]) {
    super(message);
    this.issues = Object.freeze([...issues]);
  }
}
