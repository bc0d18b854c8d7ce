import { requestUrl } from "~/platform/http/request-url";
import { ArrowLeft, ChevronLeft, ChevronRight } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { copyFor, siteLocaleOf } from "~/platform/i18n/site-locale";
import { pageCopies } from "~/content/page-copies.server";
import { siteNameFrom } from "~/ui/site-name";
import { pageTitle } from "~/platform/http/page-title";
import { data } from "react-router";
import { SiteLink } from "~/ui/site-link";
import { ContentPicture, pictureAspect } from "~/ui/content-picture";
import { largeImageUrl } from "~/platform/media/media-source";
import { galleryCards } from "~/features/content/public-gallery.server";
import { cacheTagHeaders, TAGGED_CACHE_SECONDS } from "~/platform/cache/cache-tags";
import { fillPlaceholders } from "~/platform/text/fill";
import { buttonVariants } from "~/ui/button";
import { publicUrlFrom, seo } from "~/ui/seo";
import { cn } from "~/ui/class-names";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/gallery-picture";

/*
 * A colour of the gallery on a page of its own (/inspiration/gallery/{colour}): the picture as
 * large as the screen allows, its title and colour, and links to the colours before and after it
 * (wrapping at both ends) and back to the gallery. It is where a gallery picture leads before the
 * gallery's scripts run, and an address to share; the gallery's viewer shows the same once they do.
 */

export const handle = { pageCacheSeconds: TAGGED_CACHE_SECONDS, scripts: "none" } satisfies PageScriptsHandle & { pageCacheSeconds: number };

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = siteLocaleOf(requestUrl(request).pathname);
  const copy = copyFor(request, pageCopies.gallery);
  const { items, tags } = await galleryCards(locale);
  const index = items.findIndex((item) => item.slug === params.colour);
  const headers = cacheTagHeaders(tags);
  if (index < 0) return data({ copy, item: null, position: 0, count: items.length, previous: null, next: null }, { status: 404, headers });
  const neighbour = (step: number) => {
    const { slug, title } = items[(index + step + items.length) % items.length]!;
    return { slug, title };
  };
  const alone = items.length === 1;
  return data(
    { copy, item: items[index]!, position: index + 1, count: items.length, previous: alone ? null : neighbour(-1), next: alone ? null : neighbour(1) },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // A page whose loader failed has no copy: its error page names itself.
  if (!loaderData?.copy) return [];
  const { copy, item } = loaderData;
  if (!item)
    return [{ title: pageTitle(copy.picture.notFound.title, siteNameFrom(matches)) }, { name: "robots", content: "noindex" }];
  return seo(
    {
      title: `${item.title} · ${copy.meta.title}`,
      description: fillPlaceholders(copy.picture.description, { title: item.title, shade: item.color }),
      path: `/inspiration/gallery/${item.slug}`,
      imageHref: item.image ? largeImageUrl(item.image, publicUrlFrom(matches)) : undefined,
    },
    matches,
  );
};

const controlClass =
  "flex size-12 shrink-0 items-center justify-center rounded-full border border-ivory/35 text-ivory transition-colors duration-300 hover:border-ivory hover:bg-ivory hover:text-charcoal focus-visible:outline-brass-light sm:size-14";

export default function GalleryPicturePage({ loaderData }: Route.ComponentProps) {
  const { copy, item, position, count, previous, next } = loaderData;
  const { picture } = copy;
  if (!item) {
    return (
      <section className="container-site flex flex-col items-center py-28 text-center sm:py-40">
        <p className="eyebrow text-brass">{picture.notFound.eyebrow}</p>
        <h1 className="mt-4 text-4xl sm:text-5xl">{picture.notFound.title}</h1>
        <p className="mt-5 max-w-md text-lg text-bark">{picture.notFound.text}</p>
        <SiteLink to="/inspiration/gallery" className={cn(buttonVariants({ size: "lg" }), "mt-10")}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {picture.back}
        </SiteLink>
      </section>
    );
  }
  // Outside pictures, whose size is unknown, are shown as if 4:3, the gallery's own proportion.
  const aspect = pictureAspect(item.image) ?? 4 / 3;
  return (
    <article className="bg-charcoal text-ivory">
      <div className="container-site flex h-16 items-center justify-between sm:h-24">
        <SiteLink
          to={`/inspiration/gallery#colour-${item.slug}`}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ivory/85 transition-colors hover:text-ivory"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {picture.back}
        </SiteLink>
        <p className="font-display text-lg text-ivory/85 tabular-nums sm:text-xl">
          <span aria-hidden="true">
            {position} / {count}
          </span>
          <span className="sr-only">{fillPlaceholders(copy.viewer.position, { current: position, count })}</span>
        </p>
      </div>
      <div className="flex items-center justify-center sm:px-28">
        <ContentPicture
          source={item.image}
          alt={item.imageAlt}
          altLang={langOf(item, "pictureAlt")}
          sizes="100vw"
          priority
          className="h-auto w-full object-cover shadow-2xl shadow-black/40 sm:rounded-sm"
          style={{ maxWidth: `min(100%, calc((100dvh - 20rem) * ${aspect}))` }}
          pictureClassName="flex w-full justify-center"
        />
      </div>
      <div className="container-site flex items-center justify-between gap-4 pt-6 pb-12 sm:pt-8 sm:pb-16">
        {previous ? (
          <SiteLink to={`/inspiration/gallery/${previous.slug}`} rel="prev" className={controlClass}>
            <ChevronLeft aria-hidden="true" className="size-6" />
            <span className="sr-only">{fillPlaceholders(picture.previousOf, { title: previous.title })}</span>
          </SiteLink>
        ) : (
          <span />
        )}
        <div className="text-center">
          <h1 className="text-2xl text-ivory sm:text-3xl" lang={langOf(item, "title")}>
            {item.title}
          </h1>
          <p className="eyebrow mt-3 text-xs text-brass-light sm:text-[0.8125rem]" lang={langOf(item, "colour")}>
            {item.color}
          </p>
        </div>
        {next ? (
          <SiteLink to={`/inspiration/gallery/${next.slug}`} rel="next" className={controlClass}>
            <ChevronRight aria-hidden="true" className="size-6" />
            <span className="sr-only">{fillPlaceholders(picture.nextOf, { title: next.title })}</span>
          </SiteLink>
        ) : (
          <span />
        )}
      </div>
    </article>
  );
}
