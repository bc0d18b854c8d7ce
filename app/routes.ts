import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The specification's route table, one module per screen.
export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:id", "routes/product-detail.tsx"),
  route("projects", "routes/projects.tsx"),
  route("projects/:id", "routes/project-detail.tsx"),
  route("news", "routes/news.tsx"),
  route("news/:id", "routes/news-article.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("inspiration/wood-spices", "routes/wood-spices.tsx"),
  route("inspiration/flooring-technology", "routes/flooring-technology.tsx"),
  route("inspiration/gallery", "routes/gallery.tsx"),
  route("information/installation-maintenance", "routes/installation-maintenance.tsx"),
  route("information/hardwood-grades", "routes/hardwood-grades.tsx"),
  // The private area: sign-in pages, then the admin (each loader and action checks the role).
  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/auth-sign-out.ts"),
  route("auth/setup", "routes/auth-setup.tsx"),
  route("auth/verify-email", "routes/auth-verify-email.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/products.tsx"),
    route("import", "routes/admin/import.tsx"),
    route("enquiries", "routes/admin/enquiries.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("activity", "routes/admin/activity.tsx"),
    route("pending", "routes/admin/pending.tsx"),
  ]),
  // Resource routes: JSON for scripts and integrations, files for search engines and pictures.
  route("auth/language", "routes/auth-language.ts"),
  route("api/enquiries", "routes/api-enquiries.ts"),
  route("api/categories", "routes/api-categories.ts"),
  route("api/sizes", "routes/api-sizes.ts"),
  route("api/products", "routes/api-products.ts"),
  route("api/*", "routes/api-not-found.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("media/*", "routes/media.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
