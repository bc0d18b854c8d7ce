import { PageHero } from "~/components/page-hero";
import { PageIntro } from "~/components/page-intro";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Contact Us",
      description: "Contact Cedarline Flooring in Mississauga, Ontario for quotes, samples and trade enquiries.",
      path: "/contact",
      image: "scene/contact",
    },
    matches,
  );

export default function ContactPage() {
  return (
    <>
      <PageHero
        image="scene/contact"
        imageAlt=""
        eyebrow="Contact"
        title={"Contact Us"}
        subtitle={"Tell us about your space and we will help you choose the right floor."}
      />
      <PageIntro title={"How can we help?"} action={null}>
        <p>Call us at (905) 555-0174 or write to info@cedarlineflooring.ca and a flooring specialist will reply within one business day. Our online enquiry form is being connected.</p>
      </PageIntro>
    </>
  );
}
