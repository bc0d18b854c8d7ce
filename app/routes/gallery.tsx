import { PageHero } from "~/components/page-hero";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Gallery",
      description: "A gallery of Cedarline hardwood floors installed in homes and commercial spaces.",
      path: "/inspiration/gallery",
      image: "scene/gallery",
    },
    matches,
  );

export default function GalleryPage() {
  return (
    <>
      <PageHero
        image="scene/gallery"
        imageAlt=""
        eyebrow="Gallery"
        title={"SUPERIOR SELECTIONS. LASTING IMPRESSIONS."}
        subtitle={"Our floors, installed in real homes and spaces across Canada."}
      />
      <PageIntro title={"A full-service approach to your space"}>
        <p>From the first sample to the final stair nosing, our team helps you plan, order and install. The full colour gallery is being prepared.</p>
      </PageIntro>
    </>
  );
}
