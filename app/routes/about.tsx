import { PageHero } from "~/components/page-hero";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "About Cedarline Flooring",
      description: "Learn about Cedarline Flooring: our story, mission, values and how our floors go from forest to your home.",
      path: "/about",
      image: "scene/about",
    },
    matches,
  );

export default function AboutPage() {
  return (
    <>
      <PageHero
        image="scene/about"
        imageAlt=""
        eyebrow="Our Story"
        title={"About Cedarline Flooring"}
        subtitle={"A Canadian distributor of luxury floors, built on our own factory and warehouses."}
      />
      <PageIntro title={"Our story"}>
        <p>Cedarline Flooring supplies luxury solid hardwood, engineered, SPC and laminate floors to home owners, builders and more than 500 partner stores across Ontario, from our base in Mississauga.</p>
      </PageIntro>
    </>
  );
}
