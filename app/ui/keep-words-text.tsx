import { Fragment } from "react";
import { splitHyphenatedWords } from "~/ui/keep-words";

/** Headline text whose hyphenated words ('7-inch', 'T-Moulding') never break across lines. */
export function KeepWords({ children }: { children: string }) {
  const pieces = splitHyphenatedWords(children);
  if (!pieces.some((piece) => piece.keep)) return children;
  return pieces.map((piece, index) =>
    piece.keep ? (
      <span key={index} className="nowrap">
        {piece.text}
      </span>
    ) : (
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}
