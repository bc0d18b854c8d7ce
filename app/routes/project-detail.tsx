import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/project-detail";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(
    {
      title: "Project details",
      description: "Project details from Cedarline Flooring, Mississauga.",
      path: `/projects/${params.id}`,
      image: "scene/projects",
      noindex: true,
    },
    matches,
  );

export default function ProjectDetail() {
  return (
    <>
      <div className="container-site pt-10">
        <Link to="/projects" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut hover:text-brass">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Projects
        </Link>
        <h1 className="mt-6 text-4xl sm:text-5xl">Project details</h1>
      </div>
      <PageIntro title="Being prepared">
        <p>The full write-up of this project, with its photographs, is being prepared for the site.</p>
      </PageIntro>
    </>
  );
}
