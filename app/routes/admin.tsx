import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: "Admin dashboard | Cedarline Flooring" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDashboard() {
  return (
    <section className="container-site py-24 sm:py-32">
      <p className="eyebrow text-brass">Staff area</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Admin dashboard</h1>
      <p className="mt-6 max-w-prose text-lg text-bark">
        Staff sign-in and catalogue management are not open yet. Until they are, the catalogue is
        maintained directly by the office.
      </p>
    </section>
  );
}
