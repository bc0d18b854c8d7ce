/** Brand glyphs of the social networks the footer links to, drawn filled on a 24-unit grid. */
export const BRAND_GLYPHS = {
  Facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z",
  Instagram:
    "M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM21 8.3c-.1-1.4-.4-2.7-1.5-3.8S17.1 3.1 15.7 3C14.3 3 9.7 3 8.3 3c-1.4.1-2.7.4-3.8 1.5S3.1 6.9 3 8.3C3 9.7 3 14.3 3 15.7c.1 1.4.4 2.7 1.5 3.8s2.4 1.4 3.8 1.5c1.4.1 6 .1 7.4 0 1.4-.1 2.7-.4 3.8-1.5s1.4-2.4 1.5-3.8c.1-1.4.1-6 0-7.4Zm-2 9.5a3 3 0 0 1-1.7 1.7c-1.2.5-3.9.4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-3.9-.4-5.3s-.1-4.1.4-5.3A3 3 0 0 1 6.7 5.5c1.2-.5 3.9-.4 5.3-.4s4.1-.1 5.3.4A3 3 0 0 1 19 7.2c.5 1.2.4 3.9.4 5.3s.1 4.1-.4 5.3Z",
  LinkedIn:
    "M6.9 8.8H3.6V20h3.3V8.8ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.6c0-3-.6-5.1-4.1-5.1-1.7 0-2.8.9-3.2 1.8V8.8H9.9V20h3.3v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.3v-6.4Z",
} as const;

export type BrandGlyphName = keyof typeof BRAND_GLYPHS;

/** The glyph's symbol in the icon sprite. */
export const brandGlyphId = (name: string) => `brand-${name.toLowerCase()}`;
