import { PageHero } from "~/components/page-hero";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/wood-spices";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Wood Species",
      description: "Compare red oak, maple and walnut hardwood floors, including Janka hardness ratings.",
      path: "/inspiration/wood-spices",
      image: "scene/species",
    },
    matches,
  );

export default function WoodSpicesPage() {
  return (
    <>
      <PageHero
        image="scene/species"
        imageAlt=""
        eyebrow="Inspiration"
        title={"Wood Species"}
        subtitle={"Red oak, maple and walnut: how each one looks, wears and feels underfoot."}
      />
      <PageIntro title={"Choosing a species"}>
        <p>Each species brings its own grain, colour and hardness. Red oak rates 1290 on the Janka scale, hard maple 1450 and black walnut 1010; the full comparison is on its way.</p>
      </PageIntro>
    </>
  );
}
