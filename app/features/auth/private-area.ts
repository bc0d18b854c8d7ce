/** Marks a route as part of the private area: its own chrome and language, never the public header. */
export const privateAreaHandle = { privateArea: true } as const;
