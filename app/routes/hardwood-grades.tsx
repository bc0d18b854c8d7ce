import { PageHero } from "~/components/page-hero";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/hardwood-grades";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Hardwood Grades",
      description: "Understand hardwood grades from Clear to Heritage. Cedarline uses only Select and better.",
      path: "/information/hardwood-grades",
      image: "scene/grades",
    },
    matches,
  );

export default function HardwoodGradesPage() {
  return (
    <>
      <PageHero
        image="scene/grades"
        imageAlt=""
        eyebrow="Resources"
        title={"Hardwood Grades"}
        subtitle={"Clear, Premier, Select and Heritage: what each grade means for the look of your floor."}
      />
      <PageIntro title={"Select and better, always"}>
        <p>Hardwood is graded by its colour variation and natural character. Our products only use Select and better grade wood; the illustrated guide to each grade is coming to this page.</p>
      </PageIntro>
    </>
  );
}
