import type { ReactNode } from "react";
import { Link } from "react-router";
import { KeepWords } from "~/components/keep-words";
import { buttonVariants } from "~/components/ui/button";

/** A short introductory section under a hero, ending in the page's next step. */
export function PageIntro({
  title,
  children,
  action = { to: "/contact", label: "Request a Quote" },
}: {
  title: string;
  children: ReactNode;
  action?: { to: string; label: string } | null;
}) {
  return (
    <section className="container-site py-16 sm:py-24">
      <div className="max-w-prose">
        <h2 className="text-3xl sm:text-4xl"><KeepWords>{title}</KeepWords></h2>
        <div className="mt-6 space-y-5 text-lg text-bark">{children}</div>
        {action ? (
          <Link to={action.to} className={buttonVariants({ variant: "primary", size: "lg" }) + " mt-10"}>
            {action.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
