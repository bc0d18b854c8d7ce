import type { ReactNode } from "react";
import { BrandMark } from "~/ui/brand-mark";
import { LanguageSwitch } from "~/ui/language-switch";

/** The calm frame of the sign-in pages: the brand, the language switch, and one card. */
export function AuthCard({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-linen">
      <header className="container-site flex flex-wrap items-center justify-between gap-4 py-5">
        <BrandMark />
        <LanguageSwitch />
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-5 pt-6 pb-20 sm:items-center sm:pt-0"
      >
        <section
          aria-labelledby="auth-title"
          className="w-full max-w-md rounded-sm border border-sand bg-ivory p-7 shadow-sm shadow-walnut/5 sm:p-10"
        >
          <p className="eyebrow text-brass">{eyebrow}</p>
          <h1 id="auth-title" className="mt-3 text-3xl sm:text-4xl">
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}
