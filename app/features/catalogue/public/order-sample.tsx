import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { SampleButtonCopy } from "~/content/samples";
import { localizedPath, useSiteLocale } from "~/platform/i18n/site-locale";
import { Check, Layers } from "~/ui/icons/icon";
import { SiteLink } from "~/ui/site-link";
import { notify } from "~/ui/toast";
import { followsLink } from "./add-to-quote";
import { fill } from "./copy-text";
import { addSample, MAX_SAMPLES, useQuoteList } from "./quote-list";

/*
 * "Order a free sample" under a colour. Before the page's script runs (or without it) it is a link
 * to the samples page carrying the product and colour in its address, which that page shows as
 * the sample to send; once the script runs it adds the colour to the visitor's samples (kept in
 * the browser, at most five), says so politely, and offers the samples page.
 */

/** The samples page with one colour of a product as its sample. */
export const sampleAddress = (product: number, colour: string) =>
  `/samples?${new URLSearchParams({ product: String(product), colour }).toString()}`;

export function OrderSampleLink({
  product,
  colour,
  label,
  copy,
}: {
  product: { id: number; title: string };
  /** The name a request carries (the colour's caption, or "Color 3"). */
  colour: string;
  /** The colour as the page shows it. */
  label: string;
  copy: SampleButtonCopy;
}) {
  const listed = useQuoteList().samples.some(
    (sample) => sample.id === product.id && sample.colour === colour,
  );
  const navigate = useNavigate();
  const locale = useSiteLocale();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (followsLink(event)) return;
    event.preventDefault();
    const view = {
      label: copy.view,
      onClick: () => void navigate(localizedPath("/samples", locale)),
    };
    const outcome = addSample({ id: product.id, title: product.title, colour });
    if (outcome === "full")
      void notify("info", fill(copy.full, { max: MAX_SAMPLES }, locale), { action: view });
    else if (outcome === "already") void notify("info", copy.already, { action: view });
    else
      void notify("success", copy.added, {
        description: `${product.title} · ${label}`,
        action: view,
      });
  };
  return (
    <SiteLink
      to={sampleAddress(product.id, colour)}
      onClick={onClick}
      aria-label={fill(
        listed ? copy.listedOf : copy.orderOf,
        { name: label, title: product.title },
        locale,
      )}
      data-order-sample={colour}
      data-listed={listed ? "" : undefined}
      className="order-sample"
    >
      {listed ? (
        <Check aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <Layers aria-hidden="true" className="size-4 shrink-0" />
      )}
      {listed ? copy.listed : copy.order}
    </SiteLink>
  );
}
