import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { formatDate, useT } from "~/platform/i18n/i18n";
import { PRODUCT_REQUEST_DAYS, type ProductRequests } from "./product-requests";

/*
 * Beside the product's fields: the leads that asked for it in the last 90 days (how many, the
 * newest few with when, who, what kind and where each stands, each opening the lead) and the way
 * to all of them in the inbox, filtered by this product.
 */

export function ProductRequestsPanel({ requests }: { requests: ProductRequests }) {
  const { t, locale } = useT();
  return (
    <aside aria-labelledby="product-requests" className="mt-6 rounded-sm border border-sand bg-white p-4 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="product-requests" className="text-base font-semibold text-charcoal">
          {t("editor.requests.title", { days: PRODUCT_REQUEST_DAYS })}
        </h3>
        <span className="shrink-0 font-semibold text-brass-dark tabular-nums">{t("editor.requests.count", { count: requests.total })}</span>
      </div>
      {requests.latest.length ? (
        <ul className="mt-3 divide-y divide-sand/70">
          {requests.latest.map((request) => (
            <li key={request.href} className="py-2">
              <Link to={request.href} className="font-semibold text-charcoal [overflow-wrap:anywhere] underline decoration-sand underline-offset-4 hover:text-walnut hover:decoration-brass">
                {request.name}
              </Link>
              <p className="mt-0.5 text-xs text-stone">
                <time dateTime={request.receivedAt}>{formatDate(request.receivedAt, locale, { dateStyle: "medium" })}</time>
                {" · "}
                {request.kind}
                {" · "}
                <span className="font-semibold text-bark">{request.state}</span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone">{t("editor.requests.none", { days: PRODUCT_REQUEST_DAYS })}</p>
      )}
      <Link to={requests.allHref} className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brass-dark hover:underline">
        {t("editor.requests.all")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </aside>
  );
}
