import { Mail, MapPin, Phone } from "~/ui/icons/icon";
import { SiteLink } from "~/ui/site-link";
import { BrandMark } from "~/ui/brand-mark";
import { SocialIcon } from "~/ui/social-icon";
import { footerCategoryLinks, footerQuickLinks, type NavLinkItem } from "~/content/navigation";
import { useSiteT } from "~/features/site/i18n/site-text";
import type { SiteTextKey } from "~/features/site/i18n/site-text.en";
import { useCompany } from "~/features/site/use-company";

function FooterLinks({ title, links }: { title: string; links: NavLinkItem[] }) {
  const t = useSiteT();
  return (
    <nav aria-label={title}>
      <h2 className="eyebrow font-sans text-brass-light">{title}</h2>
      <ul className="mt-5 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              className="footer-link"
            >
              {t(link.label as SiteTextKey)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const company = useCompany();
  const t = useSiteT();
  return (
    <footer className="bg-charcoal text-sand">
      <div className="container-site grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-12 lg:gap-10 lg:py-24">
        <div className="lg:col-span-4">
          <BrandMark tone="light" />
          <p className="mt-6 max-w-sm text-[0.95rem] leading-relaxed text-sand/90">{t("footer.tagline")}</p>
          <ul className="mt-8 flex gap-3" aria-label={t("footer.social")}>
            {company.social.map((social) => (
              <li key={`${social.label} ${social.href}`}>
                <a
                  href={social.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  title={social.label}
                  className="footer-social"
                >
                  {/* A network without a glyph of its own shows its initial. */}
                  <SocialIcon name={social.label} className="size-5" fallback={social.label.slice(0, 1).toUpperCase()} />
                  <span className="sr-only">{social.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <FooterLinks title={t("footer.quickLinks")} links={footerQuickLinks} />
        </div>
        <div className="lg:col-span-3">
          <FooterLinks title={t("footer.products")} links={footerCategoryLinks} />
        </div>
        <div className="lg:col-span-3">
          <h2 className="eyebrow font-sans text-brass-light">{t("footer.contact")}</h2>
          <address className="mt-5 space-y-4 text-[0.95rem] not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="footer-icon mt-1" />
              <span>
                {company.street}
                <br />
                {t("footer.cityLine", { city: company.city, region: company.regionName, postalCode: company.postalCode })}
              </span>
            </p>
            <p>
              <a href={company.phoneHref} className="footer-contact">
                <Phone aria-hidden="true" className="footer-icon" />
                {company.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${company.email}`} className="footer-contact break-all">
                <Mail aria-hidden="true" className="footer-icon" />
                {company.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-sand/15">
        <div className="container-site flex flex-col gap-2 py-6 text-sm text-sand/80 sm:flex-row sm:justify-between">
          <p>{t("footer.rights", { year, company: company.legalName })}</p>
          <p>{t("footer.serving")}</p>
        </div>
      </div>
    </footer>
  );
}
