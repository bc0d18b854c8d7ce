import { requestUrl } from "~/platform/http/request-url";
import { data } from "react-router";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import { siteTextsFrom, useSiteT } from "~/features/site/i18n/site-text";
import { siteLocaleTags, useSiteLocale } from "~/platform/i18n/site-locale";
import { SiteLink } from "~/ui/site-link";
import { buttonVariants } from "~/ui/button";
import { logger } from "~/platform/log/logger.server";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/not-found";

export const handle = { scripts: "none" } satisfies PageScriptsHandle;

export function loader({ request }: Route.LoaderArgs) {
  const url = requestUrl(request);
  logger.warn({ path: url.pathname }, "404: no route matches the requested path");
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(siteTextsFrom(matches)?.text["notFound.title"] ?? "Page not found", siteNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const t = useSiteT();
  const locale = useSiteLocale();
  return (
    <section lang={siteLocaleTags[locale]} className="container-site flex flex-col items-center py-28 text-center sm:py-40">
      <p className="font-display text-8xl text-brass sm:text-9xl">404</p>
      <h1 className="mt-6 text-3xl sm:text-4xl">{t("notFound.heading")}</h1>
      <p className="mt-4 max-w-md text-bark">{t("notFound.text")}</p>
      <SiteLink to="/" className={buttonVariants({ size: "lg" }) + " mt-10"}>
        {t("notFound.home")}
      </SiteLink>
    </section>
  );
}
