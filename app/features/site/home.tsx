import { ArrowRight } from "~/ui/icons/icon";
import { SiteLink } from "~/ui/site-link";
import { CoreValues } from "~/features/site/core-values";
import { HeroCarousel, slideAsked } from "~/features/site/hero-carousel";
import { ProductCard } from "~/features/catalogue/public/product-card";
import { imageUrl } from "~/content/images";
import { ResponsiveImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import { SectionHeader } from "~/ui/section-header";
import { SiteIcon } from "~/ui/site-icon";
import { buttonVariants } from "~/ui/button";
import { KeepWords } from "~/ui/keep-words-text";
import { fillPlaceholders } from "~/platform/text/fill";
import { requestSiteLocale, siteLocaleTags } from "~/platform/i18n/site-locale";
import { site } from "~/content/site";
import { activeSlides } from "~/features/content/public-slides.server";
import { openingHoursStructuredData } from "~/platform/text/opening-hours";
import { publicUrlFrom, seo } from "~/ui/seo";
import { companyFrom, useCompany } from "~/features/site/use-company";
import { cn } from "~/ui/class-names";
import { TAGGED_CACHE_SECONDS } from "~/platform/cache/cache-tags";
import { homeData } from "~/features/site/home-data.server";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import { Island } from "~/platform/render/islands";
import { ProductCardsWords } from "~/features/catalogue/public/product-cards-words";
import type { Route } from "./+types/home";

export const handle = {
  // The same for every visitor, and the busiest page: rendered once every few seconds.
  pageCacheSeconds: TAGGED_CACHE_SECONDS,
  // No app (decision 071): the carousel is an island, the cards run on a small module of the page's own.
  scripts: "none",
  enhance: "app/islands/home-page.ts",
  islands: ["hero-carousel"],
} satisfies PageScriptsHandle & { pageCacheSeconds: number };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = publicUrlFrom(matches);
  const company = companyFrom(matches);
  const { meta: copy } = loaderData.copy;
  return [
    ...seo(
      {
        title: fillPlaceholders(copy.title, { company: company.name }),
        description: copy.description,
        path: "/",
        image: "scene/hero-1",
      },
      matches,
    ),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "LocalBusiness",
        "@id": `${origin}/#business`,
        name: company.legalName,
        description: copy.description,
        inLanguage: siteLocaleTags[loaderData.locale],
        url: `${origin}/`,
        logo: `${origin}/logo.png`,
        image: `${origin}${imageUrl("scene/hero-1")}`,
        telephone: company.phoneHref.replace(/^tel:/, ""),
        email: company.email,
        slogan: copy.slogan,
        address: {
          "@type": "PostalAddress",
          streetAddress: company.street,
          addressLocality: company.city,
          addressRegion: company.region,
          postalCode: company.postalCode,
          addressCountry: site.address.country,
        },
        sameAs: company.social.map((social) => social.href),
        ...openingHoursStructuredData(company.hours, loaderData.today),
      },
    },
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestSiteLocale(request);
  const slides = await activeSlides(undefined, locale);
  return homeData(locale, slides, slideAsked(new URL(request.url), slides.slides.length));
}

const sectionPadding = "py-16 sm:py-24 lg:py-32";

export type HomeData = Route.ComponentProps["loaderData"];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeView loaderData={loaderData} />;
}

export function HomeView({ loaderData }: { loaderData: HomeData }) {
  const { copy } = loaderData;
  const { aboutTeaser, galleryTeaser, whyChoose, categories, featured, contactCta } = copy;
  const company = useCompany();
  return (
    <>
      <h1 className="sr-only">
        {fillPlaceholders(copy.heading, { company: company.name, city: company.city, region: company.regionName })}
      </h1>
      <Island name="hero-carousel" component={HeroCarousel} props={{ slides: loaderData.slides, copy: copy.carousel, first: loaderData.firstSlide }} />

      <section className={cn("container-site grid items-center gap-12 lg:grid-cols-12", sectionPadding)}>
        <Reveal className="lg:col-span-6">
          <SectionHeader eyebrow={aboutTeaser.eyebrow} title={aboutTeaser.title} />
          <div className="mt-6 max-w-prose space-y-5 text-lg text-bark">
            {aboutTeaser.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <SiteLink to={aboutTeaser.cta.to} className={cn(buttonVariants({ size: "lg" }), "mt-10")}>
            {aboutTeaser.cta.label}
            <span className="sr-only">{fillPlaceholders(aboutTeaser.ctaHint, { company: company.name })}</span>
          </SiteLink>
        </Reveal>
        <Reveal className="lg:col-span-6" delay={0.1}>
          <ResponsiveImage
            image={aboutTeaser.image}
            alt={aboutTeaser.imageAlt}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[4/3] w-full rounded-sm object-cover"
          />
        </Reveal>
      </section>

      <section className={cn("bg-linen", sectionPadding)} aria-labelledby="gallery-teaser-heading">
        <div className="container-site">
          <Reveal className="flex flex-wrap items-end justify-between gap-6">
            <SectionHeader
              id="gallery-teaser-heading"
              eyebrow={galleryTeaser.eyebrow}
              title={galleryTeaser.title}
              intro={galleryTeaser.text}
            />
            <SiteLink to={galleryTeaser.cta.to} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {galleryTeaser.cta.label}
            </SiteLink>
          </Reveal>
          <ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {galleryTeaser.items.map((item, index) => (
              <Reveal as="li" key={item.id} delay={index * 0.08}>
                <figure>
                  <ResponsiveImage
                    image={item.image}
                    alt={item.imageAlt}
                    sizes="(min-width: 1024px) 25vw, 50vw"
                    className="teaser-image"
                  />
                  <figcaption className="teaser-caption">
                    <span>{item.title}</span>
                    <span>{item.color}</span>
                  </figcaption>
                </figure>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section className={cn("container-site", sectionPadding)} aria-labelledby="why-heading">
        <Reveal>
          <SectionHeader id="why-heading" eyebrow={whyChoose.eyebrow} title={whyChoose.title} intro={whyChoose.intro} />
        </Reveal>
        <ul className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {whyChoose.items.map((item, index) => (
            <Reveal as="li" key={item.title} delay={index * 0.08} className="border-t border-sand pt-8">
              <SiteIcon name={item.icon} className="size-8 text-brass" />
              <h3 className="mt-6 text-2xl">
                <KeepWords>{item.title}</KeepWords>
              </h3>
              <p className="mt-3 text-bark">{item.text}</p>
            </Reveal>
          ))}
        </ul>
      </section>

      <section className={cn("bg-linen", sectionPadding)} aria-labelledby="categories-heading">
        <div className="container-site">
          <Reveal>
            <SectionHeader
              id="categories-heading"
              eyebrow={categories.eyebrow}
              title={categories.title}
              intro={categories.intro}
            />
          </Reveal>
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {categories.items.map((category, index) => (
              <Reveal as="li" key={category.slug} delay={index * 0.05}>
                <SiteLink
                  to={`/products?category=${category.slug}`}
                  className="group category-tile"
                >
                  <span className="category-tile-icon">
                    <SiteIcon name={category.icon} className="size-6" />
                  </span>
                  <span>
                    <span className="category-tile-name">{category.name}</span>
                    <span className="category-tile-text">{category.tagline}</span>
                  </span>
                </SiteLink>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section className={cn("container-site", sectionPadding)} aria-labelledby="featured-heading">
        <Reveal className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeader id="featured-heading" eyebrow={featured.eyebrow} title={featured.title} intro={featured.intro} />
          <SiteLink
            to={featured.cta.to}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-walnut hover:text-brass"
          >
            {featured.cta.label} <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        </Reveal>
        <ul className="mt-12 grid gap-8 *:min-w-0 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.featured.map((product, index) => (
            <Reveal as="li" key={product.id} delay={index * 0.05}>
              <ProductCard product={product} copy={loaderData.card} />
            </Reveal>
          ))}
        </ul>
      </section>

      <section className={cn("bg-walnut text-ivory", sectionPadding)} aria-labelledby="values-heading">
        <div className="container-site">
          <CoreValues copy={loaderData.values} tone="light" />
        </div>
      </section>

      <section className={cn("container-site text-center", sectionPadding)} aria-labelledby="cta-heading">
        <Reveal>
          <SectionHeader id="cta-heading" align="center" title={contactCta.title} intro={contactCta.text} />
          <SiteLink to={contactCta.cta.to} className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-10")}>
            {contactCta.cta.label}
          </SiteLink>
        </Reveal>
      </section>
      {/* The featured cards' words for the page's module (islands/home-page.ts). */}
      <ProductCardsWords copy={loaderData.card} />
    </>
  );
}
