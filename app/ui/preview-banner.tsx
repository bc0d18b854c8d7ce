import { Eye, PencilLine } from "lucide-react";
import { Link } from "react-router";

/** What a preview's banner says, in the admin's language: its label, the state, the way back. */
export interface PreviewBannerText {
  lang: string;
  label: string;
  text: string;
  back: string;
}

/**
 * The banner over a page shown to staff before visitors (a product's or an article's preview):
 * that it is a preview, whether it is public yet, and the way back to its editor.
 */
export function PreviewBanner({ banner, published, editor }: { banner: PreviewBannerText; published: boolean; editor: string }) {
  return (
    <div role="status" lang={banner.lang} className={published ? "border-b border-walnut/30 bg-walnut text-ivory" : "border-b border-brass-dark/40 bg-brass text-white"}>
      <div className="container-site flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="flex items-start gap-2 text-sm font-semibold">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="mr-2 tracking-[0.14em] uppercase">{banner.label}</span>
            <span className="font-normal">{banner.text}</span>
          </span>
        </p>
        <Link to={editor} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold underline decoration-white/50 underline-offset-4 hover:decoration-white">
          <PencilLine aria-hidden="true" className="size-4" /> {banner.back}
        </Link>
      </div>
    </div>
  );
}
