import { SiteLink } from "~/ui/site-link";
import { site } from "~/content/site";
import { cn } from "~/ui/utils";

export function BrandMark({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  const [first, ...rest] = site.name.split(" ");
  return (
    <SiteLink
      to="/"
      className={cn("group inline-flex min-h-11 flex-col justify-center leading-none", className)}
    >
      <span
        className={cn(
          "font-display text-[1.6rem] tracking-tight",
          tone === "dark" ? "text-charcoal" : "text-ivory",
        )}
      >
        {first}
      </span>{" "}
      <span
        className={cn(
          "mt-1 text-[0.6rem] font-semibold tracking-[0.42em] uppercase",
          tone === "dark" ? "text-brass" : "text-brass-light",
        )}
      >
        {rest.join(" ")}
      </span>
    </SiteLink>
  );
}
