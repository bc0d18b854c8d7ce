import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ProductCard } from "~/components/product-card";
import { preloadImage, ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import { formattedAddress, site } from "~/content/site";
import { logger } from "~/lib/logger.server";
import { publicUrlFrom, seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { listFeaturedProducts } from "~/models/catalogue.server";
import type { Route } from "./+types/home";

const heroSizes = "100vw";

export const links: Route.LinksFunction = () => [preloadImage("scene/hero-1", heroSizes)];

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo(
    {
      title: `${site.name} | Luxury Hardwood Flooring in Mississauga, Ontario`,
      description: site.description,
      path: "/",
      image: "scene/hero-1",
    },
    matches,
  ),
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": `${publicUrlFrom(matches)}/#business`,
      name: site.legalName,
      description: site.description,
      url: `${publicUrlFrom(matches)}/`,
      telephone: site.phone.e164,
      email: site.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      },
      sameAs: site.social.map((social) => social.href),
    },
  },
];

export async function loader() {
  try {
    return { featured: await listFeaturedProducts(3) };
  } catch (error) {
    // The specification keeps the home page up when the catalogue cannot be read.
    logger.error({ err: error }, "featured products failed to load");
    return { featured: [] };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="relative isolate flex min-h-[calc(100svh-4.5rem)] items-end overflow-hidden">
        <ResponsiveImage
          image="scene/hero-1"
          alt="A sunlit living room floored with wide natural oak planks"
          sizes={heroSizes}
          priority
          pictureClassName="absolute inset-0 -z-20"
          className="size-full object-cover"
        />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-charcoal/85 via-charcoal/45 to-charcoal/10" />
        <div className="container-site pb-16 sm:pb-24">
          <p className="eyebrow text-brass-light">{site.productLine}</p>
          <h1 className="mt-4 max-w-3xl text-4xl text-ivory sm:text-6xl">
            Canadian First 7-inch Full Color Series
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ivory/90">Innovation in Premium Hardwood Flooring.</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/products" className={buttonVariants({ variant: "light", size: "lg" })}>
              Explore Collection
            </Link>
            <Link to="/contact" className={buttonVariants({ variant: "ghostLight", size: "lg" })}>
              Request a Quote
            </Link>
          </div>
        </div>
      </section>

      <section className="container-site py-20 sm:py-28" aria-labelledby="featured-heading">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <p className="eyebrow text-brass">Featured collection</p>
            <h2 id="featured-heading" className="mt-3 text-3xl sm:text-5xl">
              Floors our partners order most
            </h2>
          </div>
          <Link to="/products" className="inline-flex min-h-11 items-center gap-2 font-semibold text-walnut hover:text-brass">
            View All Products <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.featured.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </section>

      <section className="bg-walnut py-20 text-ivory sm:py-28">
        <div className="container-site grid gap-10 lg:grid-cols-12 lg:items-end">
          <div className="lg:col-span-8">
            <p className="eyebrow text-brass-light">Visit or call</p>
            <h2 className="mt-3 text-3xl text-ivory sm:text-5xl">See the floors in person in Mississauga</h2>
            <p className="mt-6 max-w-prose text-lg text-sand">{formattedAddress}</p>
          </div>
          <div className="lg:col-span-4 lg:text-right">
            <Link to="/contact" className={cn(buttonVariants({ variant: "light", size: "lg" }))}>
              Contact Us Today
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
