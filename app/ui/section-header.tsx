import type { ReactNode } from "react";
import { KeepWords } from "~/ui/keep-words-text";
import { cn } from "~/ui/class-names";

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
  // Eyebrow, heading and intro are styled by the header's class and tone (app.css).
  return (
    <div
      className={cn(
        "section-header",
        tone === "light" && "section-header-light",
        align === "center" && "mx-auto text-center",
        className,
      )}
    >
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id}>
        <KeepWords>{title}</KeepWords>
      </Heading>
      {intro ? <p className="section-intro">{intro}</p> : null}
      {children}
    </div>
  );
}
