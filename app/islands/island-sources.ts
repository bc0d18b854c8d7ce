/*
 * The islands (platform/render/islands.tsx) by name, each with its module here (its component as
 * the default export): the server preloads that module's built chunks for a page naming the
 * island (entry.server.tsx), and the islands' module imports it (islands.ts). Plain data.
 */

export const islandSources = {
  "hero-carousel": "app/islands/hero-carousel.ts",
} as const;

export type IslandName = keyof typeof islandSources;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islandSources, name);
