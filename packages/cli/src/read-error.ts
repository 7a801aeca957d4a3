/**
 * What a failed read of an input file says after `cannot read <file>: `, one wording for every command (`check`,
 * `doctor --replay`, `diff`), and a failed `doctor --fix-out` write after its path.
 */

/** The words for the `code`s of Node's file-system errors a user can act on; any other code is shown as it is. */
const READ_ERROR_WORDS: Readonly<Record<string, string>> = Object.freeze({
  ENOENT: "no such file",
  EISDIR: "it is a directory",
  EACCES: "permission denied",
  ENOTDIR: "a part of the path is not a directory",
  EROFS: "read-only file system",
  ENOSPC: "no space left on the device",
  ELOOP: "too many symbolic links (a loop?)",
  EEXIST: "something else was made there meanwhile (another process writing to the same place?)",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long",
});

/**
 * The reason of a failed read: the words of {@link READ_ERROR_WORDS} for its `code` (`"no such file"` for `ENOENT`),
 * else the code (`EBUSY`), else the error as text.
 * @param error - what `fs` threw (a `NodeJS.ErrnoException`, or anything)
 */
export function readErrorText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== "string") return String(error);
  return Object.hasOwn(READ_ERROR_WORDS, code) ? (READ_ERROR_WORDS[code] as string) : code;
}
