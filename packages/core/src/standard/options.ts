/**
 * Options objects read as own properties only: a polluted `Object.prototype` (`Object.prototype.io = "output"`) never
 * becomes an option. Used by the conversion here and by every package's public functions.
 */

/**
 * The own enumerable properties of `options` on a fresh object without a prototype (an inherited key reads as
 * `undefined`); an empty one when `options` is `undefined` or `null`. Never mutates `options`.
 * @param options - an options object as a caller passed it
 * @throws whatever reading `options` throws (a throwing getter is the caller's own code)
 */
export function ownOptions<T extends object>(options: T | undefined | null): Partial<T> {
  const own = Object.create(null) as Partial<T>;
  return options === undefined || options === null ? own : Object.assign(own, options);
}
