import { ArrowLeft, ArrowRight } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { SiteLink } from "~/ui/site-link";
import { ColourCarousel, colourLabel, sameImage } from "~/features/catalogue/public/colour-carousel";
import { AddToQuoteForm } from "~/features/catalogue/public/add-to-quote";
import { colourKey } from "~/features/catalogue/public/quote-list";
import { ColourGrid } from "~/features/catalogue/public/colour-grid";
import { KeepWords } from "~/ui/keep-words-text";
import { ProductImage } from "~/features/catalogue/public/product-image";
import { buttonVariants } from "~/ui/button";
import { useCompanyContact } from "~/ui/company-contact";
import { cn } from "~/ui/class-names";
import { useToastClearance } from "~/ui/toast-clearance";
import { fill, plural } from "~/features/catalogue/public/copy-text";
import { useSiteLocale } from "~/platform/i18n/site-locale";
import type { ProductDetailCopy } from "~/content/product-detail";
import type { PublicProduct } from "~/features/catalogue/public/public-catalogue.server";
import { OrderCalculatorPanel } from "~/features/catalogue/public/order-calculator-panel";
import type { CalculatorState } from "~/features/catalogue/public/order-answer.server";

/** The picture column is half of the 1280 px container on desktop, the full width on phones. */
const pictureSizes = "(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 72px), calc(100vw - 40px)";

/** The quote page with this product as its line (and, with the page's script, on the visitor's list). */
export const quoteHref = (id: number) => `/quote?product=${id}`;

export const backLinkClass =
  "inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut transition-colors hover:text-brass-dark";

/**
 * A product's page as visitors see it (the public page, and the admin's preview of drafts), with
 * the words its loader sends in the page's language (`copy`); sizes are written as that language
 * writes numbers.
 */
export function ProductDetailView({
  product,
  copy,
  calculator = null,
}: {
  product: PublicProduct;
  copy: ProductDetailCopy;
  /** The server's answer to the order calculator's form in the address, if any. */
  calculator?: CalculatorState | null;
}) {
  const locale = useSiteLocale();
  const contact = useCompanyContact();
  const keepToastsClear = useToastClearance<HTMLDivElement>();
  const { colours } = copy;
  // The detail lines the declaration shows visitors, in the page's language (product-visitors.ts).
  const lines = product.details;
  // The colours a quote may name: each by the name a request carries, shown in the page's words.
  const quoteColours = product.colours.map((colour, index) => ({ key: colourKey(colour.name, index), label: colourLabel(colour, index, colours.unnamed, locale) }));
  const titleLang = langOf(product, "title");
  // The colours' heading names the product in its own words, which never break at a hyphen.
  const colourCount = product.colours.length;
  const [beforeTitle = "", afterTitle = ""] = plural(colours.count, colourCount, { count: colourCount }, locale).split("{title}");
  const hasColours = product.colours.length > 0;
  // The main picture leads the carousel, unless it is the first colour's picture (shown first anyway).
  const mainFirst =
    product.image && !sameImage(product.image, product.colours[0]?.image) ? product.image : null;

  return (
    // Staff-typed text: a long word (a pasted URL or code) wraps rather than widen the page.
    <div className="wrap-anywhere">
      <section className="container-site pt-8 pb-16 sm:pt-12 sm:pb-24 lg:pb-32">
        <SiteLink to="/products" className={backLinkClass}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {copy.back}
        </SiteLink>
        <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="min-w-0">
            {hasColours ? (
              <ColourCarousel
                variants={product.colours}
                productTitle={product.title}
                sizes={pictureSizes}
                main={mainFirst}
                copy={colours}
                noImage={copy.noImage}
                locale={locale}
              />
            ) : (
              <div className="aspect-square overflow-hidden rounded-sm bg-linen">
                <ProductImage
                  source={product.image}
                  alt={product.title}
                  altLang={titleLang}
                  sizes={pictureSizes}
                  priority
                  placeholderLabel={copy.noImage}
                  className="size-full object-cover"
                />
              </div>
            )}
          </div>
          <div className="min-w-0 lg:pt-4">
            <p className="eyebrow text-brass" lang={langOf(product.category, "name")}>
              {product.category?.name ?? copy.uncategorized}
            </p>
            <h1 className="mt-3 text-4xl sm:text-5xl" lang={titleLang}>
              <KeepWords>{product.title}</KeepWords>
            </h1>
            <p className="mt-6 max-w-prose text-lg whitespace-pre-line text-bark" lang={langOf(product, "content")}>
              {product.content}
            </p>
            {lines.length > 0 ? (
              <dl className="mt-10 divide-y divide-sand border-y border-sand">
                {lines.map((line) => (
                  <div key={line.label} className="grid grid-cols-[7rem_1fr] gap-4 py-3.5">
                    <dt className="text-sm font-semibold tracking-wide text-charcoal uppercase">{line.label}</dt>
                    <dd className="text-bark" lang={line.lang}>
                      {line.text}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {/* How much to order, where a box's coverage is known; its answer goes on the quote list with its area. */}
            {product.coveragePerBox && product.coveragePerBox > 0 ? (
              <OrderCalculatorPanel
                packaging={{ coveragePerBox: product.coveragePerBox, boxesPerPallet: product.boxesPerPallet }}
                copy={copy.calculator}
                state={calculator}
              >
                {(answer) => <AddToQuoteForm product={product} colours={quoteColours} copy={copy.quoteList} area={answer.areaToBuySqft} />}
              </OrderCalculatorPanel>
            ) : null}
            <AddToQuoteForm product={product} colours={quoteColours} copy={copy.quoteList} className="mt-10" />
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <SiteLink to={quoteHref(product.id)} className={buttonVariants({ variant: "accent", size: "lg" })}>
                {copy.quote}
              </SiteLink>
              <a href={contact.phoneHref} className={backLinkClass}>
                {fill(copy.call, { phone: contact.phone })}
              </a>
            </div>
          </div>
        </div>
        {/* On phones the quote stays one thumb away while the product is on screen. */}
        <div ref={keepToastsClear} className="sticky bottom-0 z-30 -mx-5 mt-10 flex items-center justify-between gap-4 border-t border-sand bg-ivory/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8 lg:hidden">
          <p className="truncate text-sm font-semibold text-charcoal" lang={titleLang}>
            {product.title}
          </p>
          <SiteLink to={quoteHref(product.id)} className={cn(buttonVariants({ variant: "accent" }), "shrink-0")}>
            {copy.quote}
          </SiteLink>
        </div>
      </section>

      {hasColours ? (
        <section className="border-t border-sand bg-white py-16 sm:py-24" aria-labelledby="all-colors-heading">
          <div className="container-site">
            <h2 id="all-colors-heading" className="eyebrow font-sans text-brass">
              {colours.heading}
            </h2>
            <p className="mt-3 font-display text-3xl text-charcoal sm:text-4xl">
              {beforeTitle}
              <span lang={titleLang}>
                <KeepWords>{product.title}</KeepWords>
              </span>
              {afterTitle}
            </p>
            <ColourGrid
              variants={product.colours}
              productTitle={product.title}
              copy={colours}
              noImage={copy.noImage}
              locale={locale}
              sample={{ product: { id: product.id, title: product.title }, copy: copy.samples }}
            />
          </div>
        </section>
      ) : null}

      <section className="bg-linen py-16 sm:py-24" aria-labelledby="more-heading">
        <div className="container-site flex flex-col items-start gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="more-heading" className="text-3xl sm:text-4xl">
              {copy.more.title}
            </h2>
            <p className="mt-4 text-lg text-bark">{copy.more.text}</p>
          </div>
          <SiteLink to="/products" className={cn(buttonVariants({ variant: "primary", size: "lg" }), "shrink-0")}>
            {copy.more.all} <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        </div>
      </section>
    </div>
  );
}
