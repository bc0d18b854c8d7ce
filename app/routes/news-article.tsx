import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/news-article";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(
    {
      title: "Article details",
      description: "Article details from Cedarline Flooring, Mississauga.",
      path: `/news/${params.id}`,
      image: "scene/news",
      noindex: true,
    },
    matches,
  );

export default function ArticleDetail() {
  return (
    <>
      <div className="container-site pt-10">
        <Link to="/news" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut hover:text-brass">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to News
        </Link>
        <h1 className="mt-6 text-4xl sm:text-5xl">Article details</h1>
      </div>
      <PageIntro title="Being prepared">
        <p>The full write-up of this article, with its photographs, is being prepared for the site.</p>
      </PageIntro>
    </>
  );
}
