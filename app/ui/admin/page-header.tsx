import type { ReactNode } from "react";

/**
 * An admin page's heading (the page's `admin-page-title`, which its section is labelled by) and,
 * across from it, what the page offers or counts (`children`). With `intro` the heading has its
 * line of explanation under it; `null` keeps the heading's column without a line.
 */
export function PageHeader({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  const heading = (
    <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
      {title}
    </h1>
  );
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {intro === undefined ? (
        heading
      ) : (
        <div className="max-w-2xl">
          {heading}
          {intro === null ? null : <p className="mt-3 text-bark">{intro}</p>}
        </div>
      )}
      {children}
    </div>
  );
}
