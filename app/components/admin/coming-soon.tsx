import { useT, type MessageKey } from "~/i18n/i18n";

/** A tab whose work has not landed yet: its title and an honest line saying so. */
export function ComingSoon({ title }: { title: MessageKey }) {
  const { t } = useT();
  return (
    <section aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
        {t(title)}
      </h1>
      <div className="mt-8 max-w-xl rounded-sm border border-dashed border-sand bg-ivory p-8">
        <p className="font-display text-xl text-charcoal">{t("admin.comingSoon.title")}</p>
        <p className="mt-3 text-bark">{t("admin.comingSoon.body")}</p>
      </div>
    </section>
  );
}
