import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { notify } from "~/ui/toast";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";

/** A page an outcome leads on to (the copy a duplicate made), as the toast's button or the line's link. */
interface OutcomeLink {
  href: string;
  label: string;
}

/**
 * What an admin form's action did. Once JavaScript runs it is a toast, said once per answer (a
 * new `result` object each time the action answers); without JavaScript, where the toast cannot
 * appear, it is a line on the page the form posted back to.
 */
export function ActionOutcome({
  result,
  text,
  link,
}: {
  result: { ok: boolean } | null | undefined;
  text: string | null;
  link?: OutcomeLink;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const href = link?.href;
  const label = link?.label;
  useEffect(() => {
    if (result && text) {
      void notify(
        result.ok ? "success" : "error",
        text,
        href && label ? { action: { label, onClick: () => void navigate(href) } } : undefined,
      );
    }
    // Said once per answer: the link belongs to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, text]);
  if (!result || !text || hydrated) return null;
  return <OutcomeLine ok={result.ok} text={text} link={link} />;
}

/** The line itself: calm for what worked, red for what was refused. */
export function OutcomeLine({ ok, text, link }: { ok: boolean; text: string; link?: OutcomeLink }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={cn(
        "mt-6 rounded-sm border px-4 py-3 text-sm font-medium",
        ok ? "border-brass/40 bg-brass/10 text-charcoal" : "border-error/40 bg-error/5 text-error",
      )}
    >
      {text}
      {link ? (
        <>
          {" "}
          <Link to={link.href} className="font-semibold text-brass-dark underline">
            {link.label}
          </Link>
        </>
      ) : null}
    </p>
  );
}
