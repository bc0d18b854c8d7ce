import { PageHero } from "~/components/page-hero";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/installation-maintenance";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Installation & Maintenance",
      description: "Hardwood installation and maintenance guidance: acclimatization, inspection and everyday care.",
      path: "/information/installation-maintenance",
      image: "scene/installation",
    },
    matches,
  );

export default function InstallationMaintenancePage() {
  return (
    <>
      <PageHero
        image="scene/installation"
        imageAlt=""
        eyebrow="Resources"
        title={"Installation & Maintenance"}
        subtitle={"Install it right, care for it well, and your floor will last for generations."}
      />
      <PageIntro title={"Importance of Floor Maintenance"}>
        <p>Hardwood should be delivered at least 48 hours before installation to acclimatize, and inspected before a single board is laid. Our complete six-step guide is being published here.</p>
      </PageIntro>
    </>
  );
}
