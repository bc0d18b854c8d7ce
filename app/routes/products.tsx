import { PageHero, pageHeroSizes } from "~/components/page-hero";
import { preloadImage } from "~/components/responsive-image";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/products";

export const handle = preloadImage("scene/products", pageHeroSizes);

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Our Products",
      description: "Solid and engineered hardwood, SPC, laminate, trim and stair parts from a Mississauga distributor serving more than 500 Ontario stores.",
      path: "/products",
      image: "scene/products",
    },
    matches,
  );

export default function ProductsPage() {
  return (
    <>
      <PageHero
        image="scene/products"
        imageAlt=""
        eyebrow="Catalogue"
        title={"Our Products"}
        subtitle={"Discover Premium Flooring Solutions"}
      />
      <PageIntro title={"The full catalogue"}>
        <p>Our showroom catalogue of solid hardwood, engineered hardwood, SPC, laminate, wood trim, iron spindles and stair parts is being brought online. Every product here will carry its size, series, colour, grade and packing.</p>
        <p>Until then, our team will send you current price lists, samples and stock levels the same business day.</p>
      </PageIntro>
    </>
  );
}
