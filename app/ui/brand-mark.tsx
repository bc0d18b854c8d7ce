import { SiteLink } from "~/ui/site-link";
import { useSiteName } from "~/ui/site-name";
import { cn } from "~/ui/class-names";

export function BrandMark({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  // The company's name as staff keep it: the first word large, the rest small beneath.
  const [first, ...rest] = useSiteName().split(" ");
  return (
    // The header's and footer's logo, in every page: short classes (app.css), the tone on the link.
    <SiteLink to="/" className={cn(tone === "dark" ? "brand-mark" : "brand-mark brand-mark-light", className)}>
      <span>{first}</span> <span>{rest.join(" ")}</span>
    </SiteLink>
  );
}
