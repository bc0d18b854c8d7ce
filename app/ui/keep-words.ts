// Browsers may break a line after any hyphen, so a headline can end in '7-' with 'inch' below.
// Words joined by hyphens are kept whole by wrapping them in a no-wrap span (the fonts have no
// non-breaking hyphen glyph, so U+2011 would fall back to another font).

interface TextPiece {
  text: string;
  /** A hyphenated word, to be kept on one line. */
  keep: boolean;
}

/** Splits text into runs, with each word that contains a hyphen between two characters on its own. */
export function splitHyphenatedWords(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(/[^\s\u2010-]+(?:[\u2010-][^\s\u2010-]+)+/g)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), keep: false });
    pieces.push({ text: match[0], keep: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), keep: false });
  return pieces;
}
