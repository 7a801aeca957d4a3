/**
 * The forms a tool schema can be published in: a dialect, or the portable projection that hosts of both dialects
 * read alike. What `toToolSchema` and the SDK adapters' `publishToolSchemas` accept as `dialect`, and what a host
 * profile of `@mcp-wire/hosts` names as the form it is given.
 */

/** Every publishable form: `"2020-12"`, `"draft-07"` or `"portable"` (see `toPortableSchema`). */
export const PROJECTIONS = ["2020-12", "draft-07", "portable"] as const;

/** One of {@link PROJECTIONS}. */
export type Projection = (typeof PROJECTIONS)[number];
