import { ExternalLink, PencilLine } from "lucide-react";
import { Link } from "react-router";
import type { EnquiryKind } from "~/platform/db/schema";
import { formatNumber, useT } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";
import { areaText, type LeadLine } from "./enquiry-lines";

/*
 * What a quote or sample request asks for, on its page: each line with the product's title as it
 * was sent (linked to its public page and its editor while the product exists), the colour, the
 * area and the boxes; and, for samples, where they go.
 */

const link = "inline-flex items-center gap-1 text-xs font-semibold text-brass-dark underline decoration-brass/40 underline-offset-4 hover:decoration-brass";

export function RequestLines({ kind, lines, shipping }: { kind: EnquiryKind; lines: LeadLine[]; shipping: string | null }) {
  const { t, locale } = useT();
  // Samples have no area: their table leaves out the two columns.
  const measured = lines.some((line) => line.areaSqft !== null || line.boxes !== null);
  return (
    <>
      {lines.length ? (
        <div className="-mx-1 overflow-x-auto">
          <table className={cn("w-full text-left text-sm", measured && "min-w-[28rem]")}>
            <caption className="sr-only">{kind === "samples" ? t("enquiries.lines.samplesCaption") : t("enquiries.lines.caption")}</caption>
            <thead>
              <tr className="border-b border-sand text-xs tracking-wide text-stone uppercase">
                <th scope="col" className="px-1 py-2 font-semibold">{t("enquiries.lines.product")}</th>
                <th scope="col" className="px-1 py-2 font-semibold">{t("enquiries.lines.colour")}</th>
                {measured ? (
                  <>
                    <th scope="col" className="px-1 py-2 text-right font-semibold">{t("enquiries.lines.areaHeading")}</th>
                    <th scope="col" className="px-1 py-2 text-right font-semibold">{t("enquiries.lines.boxesHeading")}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-sand/70">
              {lines.map((line, index) => (
                <tr key={index} className="align-top">
                  <td className="px-1 py-3">
                    <p className="font-semibold break-words text-charcoal">{line.productTitle}</p>
                    {line.productId !== null ? (
                      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                        <a href={`/products/${line.productId}`} target="_blank" rel="noopener" className={link}>
                          <ExternalLink aria-hidden="true" className="size-3.5" />
                          {t("enquiries.lines.publicPage")}
                          <span className="sr-only"> {t("enquiries.lines.newTab")}</span>
                        </a>
                        <Link to={`/admin/products/${line.productId}`} className={link}>
                          <PencilLine aria-hidden="true" className="size-3.5" />
                          {t("enquiries.lines.editor")}
                        </Link>
                      </p>
                    ) : (
                      <p className="mt-1 text-xs text-stone">{t("enquiries.lines.gone")}</p>
                    )}
                  </td>
                  <td className="px-1 py-3 break-words text-bark">{line.colour ?? <span className="text-stone">{t("enquiries.lines.anyColour")}</span>}</td>
                  {measured ? (
                    <>
                      <td className="px-1 py-3 text-right whitespace-nowrap text-bark tabular-nums">{line.areaSqft === null ? "—" : areaText(line.areaSqft, t, locale)}</td>
                      <td className="px-1 py-3 text-right text-bark tabular-nums">{line.boxes === null ? "—" : formatNumber(line.boxes, locale)}</td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-stone">{t("enquiries.lines.none")}</p>
      )}
      {kind === "samples" ? (
        <div className="mt-4 border-t border-sand pt-4 text-sm">
          <p className="text-xs font-semibold tracking-wide text-stone uppercase">{t("enquiries.shipping.heading")}</p>
          <p className="mt-1 text-charcoal [overflow-wrap:anywhere]">{shipping ?? t("enquiries.notGiven")}</p>
        </div>
      ) : null}
    </>
  );
}
