import type { ReactNode } from "react";
import { KeepWords } from "~/ui/keep-words-text";
import { cn } from "~/ui/utils";

/** Eyebrow, heading and intro that open a page section. */
export function SectionHeader({
  eyebrow,
  title,
  intro,
  id,
  tone = "dark",
  align = "left",
  level = 2,
  className,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  id?: string;
  tone?: "dark" | "light";
  align?: "left" | "center";
  level?: 1 | 2;
  className?: string;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className={cn("eyebrow", tone === "dark" ? "text-brass" : "text-brass-light")}>{eyebrow}</p>
      ) : null}
      <Heading
        id={id}
        className={cn("mt-3 text-3xl sm:text-5xl", tone === "light" && "text-ivory")}
      >
        <KeepWords>{title}</KeepWords>
      </Heading>
      {intro ? (
        <p className={cn("mt-5 text-lg", tone === "dark" ? "text-bark" : "text-sand")}>{intro}</p>
      ) : null}
      {children}
    </div>
  );
}
