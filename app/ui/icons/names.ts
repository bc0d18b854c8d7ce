/**
 * The icons of the public pages, by their lucide name: each is drawn once, in the site's icon
 * sprite (icon-sprite.svg, made from these by `npm run icons:sprite`), and every page refers to it.
 */
export const SPRITE_ICONS = [
  "arrow-down",
  "arrow-left",
  "arrow-right",
  "arrow-up-right",
  "award",
  "calendar-days",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "clipboard-check",
  "clock",
  "door-stairwell",
  "droplets",
  "factory",
  "fence",
  "gem",
  "image-off",
  "layers",
  "loader-circle",
  "mail",
  "map-pin",
  "maximize-2",
  "menu",
  "phone",
  "recycle",
  "ruler",
  "search",
  "sparkles",
  "store",
  "tree-deciduous",
  "trending-up",
  "x",
] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number];
