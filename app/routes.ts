import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The public pages, one module per screen of the specification: at their addresses in English,
// and under /fr in Canadian French (decision 049), the same module read in the address's language.
// A fourth word is the French address where it is not the English one (content/localized-addresses.ts).
const publicPages: [path: string, file: string, id: string, french?: string][] = [
  ["products", "features/catalogue/public/products.tsx", "products"],
  ["products/:id", "features/catalogue/public/product-detail.tsx", "product-detail"],
  ["projects", "features/site/projects.tsx", "projects"],
  ["projects/:id", "features/site/project-detail.tsx", "project-detail"],
  ["news", "features/site/news.tsx", "news"],
  ["news/:id", "features/site/news-article.tsx", "news-article"],
  ["about", "features/site/about.tsx", "about"],
  ["contact", "features/site/contact.tsx", "contact"],
  ["inspiration/wood-spices", "features/site/wood-spices.tsx", "wood-spices"],
  ["inspiration/flooring-technology", "features/site/flooring-technology.tsx", "flooring-technology"],
  ["inspiration/gallery", "features/site/gallery.tsx", "gallery"],
  ["inspiration/gallery/:colour", "features/site/gallery-picture.tsx", "gallery-picture"],
  ["information/installation-maintenance", "features/site/installation-maintenance.tsx", "installation-maintenance"],
  ["information/hardwood-grades", "features/site/hardwood-grades.tsx", "hardwood-grades"],
  ["quote", "features/enquiries/quote/quote-page.tsx", "quote", "soumission"],
  ["samples", "features/enquiries/samples/samples-page.tsx", "samples", "echantillons"],
];

const pagesIn = (prefix: "" | "fr") => [
  prefix ? route(prefix, "features/site/home.tsx", { id: `routes/${prefix}/home` }) : index("features/site/home.tsx", { id: "routes/home" }),
  ...publicPages.map(([path, file, id, french]) =>
    route(prefix ? `${prefix}/${french ?? path}` : path, file, { id: prefix ? `routes/${prefix}/${id}` : `routes/${id}` }),
  ),
];

export default [
  ...pagesIn(""),
  ...pagesIn("fr"),
  // The private area: sign-in pages, then the admin (each loader and action checks the role).
  route("auth", "features/auth/sign-in.tsx", { id: "routes/auth" }),
  route("auth/two-factor", "features/auth/two-factor-step.tsx", { id: "routes/auth-two-factor" }),
  route("auth/sign-out", "features/auth/sign-out.ts", { id: "routes/auth-sign-out" }),
  route("auth/setup", "features/auth/setup.tsx", { id: "routes/auth-setup" }),
  route("auth/verify-email", "features/auth/verify-email.ts", { id: "routes/auth-verify-email" }),
  route("auth/forgot-password", "features/auth/forgot-password.tsx", { id: "routes/auth-forgot-password" }),
  route("auth/reset-password", "features/auth/reset-password.tsx", { id: "routes/auth-reset-password" }),
  route("admin", "features/admin-shell/layout.tsx", { id: "routes/admin/layout" }, [
    index("features/catalogue/admin/list/products.tsx", { id: "routes/admin/products" }),
    // The Products tab's list, as a spreadsheet (one module, two formats).
    route("products.csv", "features/catalogue/admin/export/products-export.ts", { id: "routes/admin/products-csv" }),
    route("products.xlsx", "features/catalogue/admin/export/products-export.ts", { id: "routes/admin/products-xlsx" }),
    route("products/new", "features/catalogue/admin/editor/product-new.tsx", { id: "routes/admin/product-new" }),
    route("products/:id", "features/catalogue/admin/editor/product-edit.tsx", { id: "routes/admin/product-edit" }),
    route("categories", "features/catalogue/admin/categories/categories.tsx", { id: "routes/admin/categories" }),
    // The site's own content: a list and an editor for each kind, the company's details on their own.
    route("content", "features/content/admin/content-index.ts", { id: "routes/admin/content" }),
    route("content/company", "features/content/admin/company.tsx", { id: "routes/admin/content-company" }),
    route("content/:kind", "features/content/admin/content-list.tsx", { id: "routes/admin/content-list" }),
    route("content/:kind/new", "features/content/admin/content-new.tsx", { id: "routes/admin/content-new" }),
    route("content/:kind/export.csv", "features/content/admin/content-export.ts", { id: "routes/admin/content-export" }),
    route("content/:kind/:id", "features/content/admin/content-edit.tsx", { id: "routes/admin/content-edit" }),
    route("import", "features/imports/link/import.tsx", { id: "routes/admin/import" }),
    route("import/spreadsheet", "features/imports/sheet/import-spreadsheet.tsx", { id: "routes/admin/import-spreadsheet" }),
    route("import/jobs/:id", "features/imports/job/import-job.tsx", { id: "routes/admin/import-job" }),
    route("import/jobs/:id/errors.csv", "features/imports/job/import-errors-csv.ts", { id: "routes/admin/import-errors-csv" }),
    route("enquiries", "features/enquiries/admin/enquiries.tsx", { id: "routes/admin/enquiries" }),
    route("enquiries/overview", "features/enquiries/admin/leads-overview.tsx", { id: "routes/admin/leads-overview" }),
    route("enquiries/:id", "features/enquiries/admin/enquiry.tsx", { id: "routes/admin/enquiry" }),
    route("enquiries.csv", "features/enquiries/admin/enquiries-csv.ts", { id: "routes/admin/enquiries-csv" }),
    route("users", "features/staff/users.tsx", { id: "routes/admin/users" }),
    route("activity", "features/staff/activity.tsx", { id: "routes/admin/activity" }),
    route("pending", "features/staff/pending.tsx", { id: "routes/admin/pending" }),
    route("account", "features/account/account.tsx", { id: "routes/admin/account" }),
    route("media", "features/media/library/media-library.tsx", { id: "routes/admin/media" }),
    route("media/:id", "features/media/library/media-detail.tsx", { id: "routes/admin/media-detail" }),
    // Any other address under /admin: 'not found' in the admin's own chrome.
    route("*", "features/admin-shell/not-found.tsx", { id: "routes/admin/not-found" }),
  ]),
  // A product's public page as staff see it before it is published (outside the admin's chrome).
  route("admin/products/:id/preview", "features/catalogue/admin/editor/product-preview.tsx", { id: "routes/admin-product-preview" }),
  // An article's or a project's public page, drafts included, for staff (outside the admin's chrome).
  route("admin/content/slides/preview", "features/site/home-preview.tsx", { id: "routes/admin-home-preview" }),
  route("admin/content/:kind/:id/preview", "features/site/content-preview.tsx", { id: "routes/admin-content-preview" }),
  // Resource routes: JSON for scripts and integrations, files for search engines and pictures.
  route("auth/language", "features/auth/language.ts", { id: "routes/auth-language" }),
  route("api/enquiries", "features/enquiries/api-enquiries.ts", { id: "routes/api-enquiries" }),
  route("api/samples", "features/enquiries/samples/api-samples.ts", { id: "routes/api-samples" }),
  route("api/categories", "features/catalogue/public/api-categories.ts", { id: "routes/api-categories" }),
  route("api/sizes", "features/catalogue/public/api-sizes.ts", { id: "routes/api-sizes" }),
  route("api/products", "features/catalogue/public/api-products.ts", { id: "routes/api-products" }),
  route("api/admin/images", "features/media/api-admin-images.ts", { id: "routes/api-admin-images" }),
  route("api/admin/media", "features/media/library/api-admin-media.ts", { id: "routes/api-admin-media" }),
  route("api/admin/references", "features/content/admin/api-references.ts", { id: "routes/api-admin-references" }),
  route("api/admin/working-copies", "features/admin-shell/api-working-copies.ts", { id: "routes/api-admin-working-copies" }),
  route("api/*", "features/site/api-not-found.ts", { id: "routes/api-not-found" }),
  route("sitemap.xml", "features/site/sitemap.ts", { id: "routes/sitemap" }),
  route("robots.txt", "features/site/robots.ts", { id: "routes/robots" }),
  route("media/*", "features/media/media.ts", { id: "routes/media" }),
  route("*", "features/site/not-found.tsx", { id: "routes/not-found" }),
] satisfies RouteConfig;
