import { Form } from "react-router";
import { FilterSelect } from "~/ui/admin/filter-select";
import { Button } from "~/ui/button";
import { Input, Label } from "~/ui/field";
import { useT } from "~/platform/i18n/i18n";
import { kindKeys, stateKeys } from "./lead-pipeline";
import { leadKinds, leadStates, UNASSIGNED } from "./lead-values";

/*
 * The Enquiries list's filters, a plain GET form (it works before any script): words, status,
 * kind, owner, a product leads asked for, and the days received. The address is the filter.
 */

export interface EnquiryFilter {
  q: string;
  status: string;
  kind: string;
  owner: string;
  /** A product's id, 0 for any. */
  product: number;
  from: string;
  to: string;
}

export const isFiltered = (filter: EnquiryFilter) =>
  Boolean(filter.q || filter.status || filter.kind || filter.owner || filter.product || filter.from || filter.to);

/** The filter's query string (without the page), leaving out what is at its default. */
export function filterQuery(filter: EnquiryFilter, page = 1) {
  const params = new URLSearchParams();
  for (const name of ["q", "status", "kind", "owner"] as const) if (filter[name]) params.set(name, filter[name]);
  if (filter.product) params.set("product", String(filter.product));
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function EnquiryFilters({
  filter,
  owners,
  products,
}: {
  filter: EnquiryFilter;
  owners: { id: string; email: string }[];
  products: { id: number; title: string }[];
}) {
  const { t } = useT();
  return (
    <Form
      method="get"
      action="/admin/enquiries"
      role="search"
      aria-label={t("enquiries.filter.label")}
      className="grid gap-4 rounded-sm border border-sand bg-ivory p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <div className="sm:col-span-2">
        <Label htmlFor="enquiries-q">{t("enquiries.filter.search")}</Label>
        <Input
          id="enquiries-q"
          type="search"
          name="q"
          defaultValue={filter.q}
          key={`q-${filter.q}`}
          placeholder={t("enquiries.filter.searchPlaceholder")}
          maxLength={200}
        />
      </div>
      <FilterSelect id="enquiries-status" name="status" label={t("enquiries.filter.status")} value={filter.status}>
        <option value="">{t("enquiries.filter.allStatuses")}</option>
        {leadStates.map((state) => (
          <option key={state} value={state}>
            {t(stateKeys[state])}
          </option>
        ))}
        <option value="undelivered">{t("enquiries.filter.undelivered")}</option>
      </FilterSelect>
      <FilterSelect id="enquiries-kind" name="kind" label={t("enquiries.filter.kind")} value={filter.kind}>
        <option value="">{t("enquiries.filter.allKinds")}</option>
        {leadKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(kindKeys[kind])}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="enquiries-owner" name="owner" label={t("enquiries.filter.owner")} value={filter.owner}>
        <option value="">{t("enquiries.filter.anyOwner")}</option>
        <option value={UNASSIGNED}>{t("enquiries.filter.unassigned")}</option>
        {owners.map((owner) => (
          <option key={owner.id} value={owner.id}>
            {owner.email}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="enquiries-product"
        name="product"
        label={t("enquiries.filter.product")}
        value={filter.product ? String(filter.product) : ""}
        className="sm:col-span-2"
      >
        <option value="">{t("enquiries.filter.anyProduct")}</option>
        {products.map((product) => (
          <option key={product.id} value={String(product.id)}>
            {product.title}
          </option>
        ))}
      </FilterSelect>
      <div>
        <Label htmlFor="enquiries-from">{t("enquiries.filter.from")}</Label>
        <Input id="enquiries-from" type="date" name="from" defaultValue={filter.from} key={`f-${filter.from}`} />
      </div>
      <div>
        <Label htmlFor="enquiries-to">{t("enquiries.filter.to")}</Label>
        <Input id="enquiries-to" type="date" name="to" defaultValue={filter.to} key={`t-${filter.to}`} />
      </div>
      <div className="sm:col-span-2 lg:col-span-1">
        <Button type="submit" variant="outline" className="w-full">
          {t("enquiries.filter.apply")}
        </Button>
      </div>
    </Form>
  );
}
