import spriteUrl from "./icons/icon-sprite.svg?url";
import { BRAND_GLYPHS, brandGlyphId } from "./icons/brand-glyphs";

// Brand glyphs from the site's icon sprite: no icon font or remote asset is needed.
export function SocialIcon({ name, className, fallback }: { name: string; className?: string; fallback?: string }) {
  if (!(name in BRAND_GLYPHS))
    return fallback ? (
      <span aria-hidden="true" className={`${className ?? ""} inline-flex items-center justify-center text-sm font-semibold`}>
        {fallback}
      </span>
    ) : null;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <use href={`${spriteUrl}#${brandGlyphId(name)}`} />
    </svg>
  );
}
