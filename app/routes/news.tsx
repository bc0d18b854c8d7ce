import { PageHero } from "~/components/page-hero";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "News & Insights",
      description: "Flooring guides, trends and company news from Cedarline Flooring in Mississauga, Ontario.",
      path: "/news",
      image: "scene/news",
    },
    matches,
  );

export default function NewsPage() {
  return (
    <>
      <PageHero
        image="scene/news"
        imageAlt=""
        eyebrow="Journal"
        title={"News & Insights"}
        subtitle={"Stay updated with the latest trends, tips, and company news"}
      />
      <PageIntro title={"Articles on the way"}>
        <p>Our buying guides, sustainability notes and company news are being edited for the web. Ask us anything about hardwood in the meantime; we answer every message.</p>
      </PageIntro>
    </>
  );
}
