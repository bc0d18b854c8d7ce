import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { cn } from "~/ui/class-names";

const REVEAL_THRESHOLD = 0.1;

/**
 * Fades and lifts its content in the first time it scrolls into view. The content is always in
 * the HTML; it is only held back once the page's script has started (see root.tsx), so crawlers
 * and visitors without JavaScript see everything at once.
 */
export function Reveal({
  children,
  className,
  delay = 0,
  as: Tag = "div",
}: {
  children: ReactNode;
  className?: string;
  /** Seconds, for staggering cards in a grid. */
  delay?: number;
  as?: "div" | "li" | "section" | "article";
}) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Rounded: a delay worked out as index × step is written as 0.15s, not 0.15000000000000002s.
  const style: CSSProperties | undefined = delay ? { transitionDelay: `${Math.round(delay * 1000) / 1000}s` } : undefined;
  return (
    <Tag
      ref={ref as never}
      // Held back until marked shown (app.css): the server's markup carries no mark at all.
      data-reveal={shown ? "shown" : undefined}
      className={cn("reveal", className)}
      style={style}
    >
      {children}
    </Tag>
  );
}
