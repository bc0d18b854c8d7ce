import { SiteLink } from "~/ui/site-link";
import { site } from "~/content/site";
import { cn } from "~/ui/utils";

export function BrandMark({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  const [first, ...rest] = site.name.split(" ");
  return (
    // The header's and footer's logo, in every page: short classes (app.css), the tone on the link.
    <SiteLink to="/" className={cn(tone === "dark" ? "brand-mark" : "brand-mark brand-mark-light", className)}>
      <span>{first}</span> <span>{rest.join(" ")}</span>
    </SiteLink>
  );
}
