import { PageHero } from "~/components/page-hero";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/flooring-technology";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Flooring Technology",
      description: "Smooth, wire-brushed, hand-scraped, distressed and UV-oil hardwood finishes explained.",
      path: "/inspiration/flooring-technology",
      image: "scene/technology",
    },
    matches,
  );

export default function FlooringTechnologyPage() {
  return (
    <>
      <PageHero
        image="scene/technology"
        imageAlt=""
        eyebrow="Inspiration"
        title={"FLOORING TECHNOLOGY"}
        subtitle={"Surface finishes that change how a floor looks, feels and ages."}
      />
      <PageIntro title={"Five finishes"}>
        <p>Smooth, wire-brushed, hand-scraped, distressed and UV oil finishes each suit a different home and level of traffic. Detailed guidance with pictures is coming to this page.</p>
      </PageIntro>
    </>
  );
}
