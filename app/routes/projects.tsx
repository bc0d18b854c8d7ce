import { PageHero } from "~/components/page-hero";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Our Projects",
      description: "Residential and commercial flooring projects completed with Cedarline hardwood across Canada.",
      path: "/projects",
      image: "scene/projects",
    },
    matches,
  );

export default function ProjectsPage() {
  return (
    <>
      <PageHero
        image="scene/projects"
        imageAlt=""
        eyebrow="Our Projects"
        title={"Our Projects"}
        subtitle={"Showcasing Excellence in Every Installation"}
      />
      <PageIntro title={"From residential homes to commercial spaces"}>
        <p>We are preparing the full stories of our recent installations, from a Toronto penthouse to a Montreal boutique hotel, with the floors, areas and dates behind each one.</p>
      </PageIntro>
    </>
  );
}
