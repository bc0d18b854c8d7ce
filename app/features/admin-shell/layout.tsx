import { requestUrl } from "~/platform/http/request-url";
import { siteRequestOf } from "~/platform/http/request-context";
import { LogOut } from "lucide-react";
import { roleLabel } from "~/features/auth/role-label";
import { useEffect, type ReactNode } from "react";
import {
  Form,
  Link,
  NavLink,
  Outlet,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { AdminProblem } from "~/ui/admin/admin-problem";
import { onlyDropsSavedNotice } from "~/ui/admin/saved-notice";
import { BrandMark } from "~/ui/brand-mark";
import { siteNameFrom, useSiteName } from "~/ui/site-name";
import { LanguageSwitch } from "~/ui/language-switch";
import { formatNumber, I18nProvider, useT, type MessageKey } from "~/platform/i18n/i18n";
import { adminPageOf, useAdminPage } from "~/ui/admin/admin-handle";
import { privateAreaHandle } from "~/features/auth/private-area";
import { adminPageTitle } from "./admin-title";
import { adminRoutes, pageScope, scopeGroupOf, scopeGroups } from "./page-scope";
import { privatePageData } from "~/features/auth/private-page.server";
import { requireUser } from "~/features/auth/require-role.server";
import { cn } from "~/ui/class-names";
import { newEnquiryCount } from "~/features/enquiries/admin/admin-enquiries.server";
import type { Route } from "./+types/layout";

export const handle = privateAreaHandle;

// The browser tab's title is the shell's to write (`PageTitle`), once its texts are here; until then, the admin's.
export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => [
  ...(data ? [] : [{ title: `Admin | ${siteNameFrom(matches)}` }]),
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The tab's title names the page, in the person's language, as its route's handle does (no page
 * below sets its own). Drawn by the shell rather than by `meta`, whose matches stop at the layout.
 */
function PageTitle({ shell, error }: { shell: Parameters<typeof adminPageTitle>[0]; error?: unknown }) {
  return <title>{adminPageTitle(shell, useAdminPage(), error, useSiteName())}</title>;
}

/** The pages' groups by the texts they are sent, as the layout's last data said (`scopeGroups`). */
let groupsSent: readonly (readonly string[])[] | undefined;

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  // A page of another group shows other texts: the layout sends them.
  if (!groupsSent || scopeGroupOf(groupsSent, args.currentUrl.pathname) !== scopeGroupOf(groupsSent, args.nextUrl.pathname)) return true;
  return onlyDropsSavedNotice(args) ? false : args.defaultShouldRevalidate;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const staff = user.role === "admin" || user.role === "editor";
  // What the page under the layout declares in its route's handle: the texts it is sent.
  const { routes } = siteRequestOf(context);
  const pages = adminRoutes(routes.all);
  const page = adminPageOf(routes.matching(requestUrl(request).pathname));
  return {
    ...privatePageData(request, context, pageScope(pages, page?.handle)),
    /** For the browser to tell, before it moves to another page, whether that page needs other texts. */
    scopeGroups: scopeGroups(pages),
    user: { email: user.email, role: user.role as string },
    // The Enquiries tab says how many leads are still new.
    newEnquiries: staff ? await newEnquiryCount() : 0,
  };
}

const tabs: {
  to: string;
  label: MessageKey;
  /** The pages whose route's handle names this `section` are the tab's (the editor and categories are the Products tab's). */
  section: string;
  adminsOnly?: boolean;
  end?: boolean;
  counts?: "newEnquiries";
}[] = [
  { to: "/admin", label: "admin.tab.products", section: "products", end: true },
  { to: "/admin/content", label: "admin.tab.content", section: "content" },
  { to: "/admin/media", label: "admin.tab.media", section: "media" },
  { to: "/admin/import", label: "admin.tab.import", section: "import" },
  { to: "/admin/enquiries", label: "admin.tab.enquiries", section: "enquiries", counts: "newEnquiries" },
  { to: "/admin/users", label: "admin.tab.users", section: "users", adminsOnly: true },
  { to: "/admin/activity", label: "admin.tab.activity", section: "activity" },
];

/** Keeps the page groups the layout's data names, for `shouldRevalidate`. */
function useGroupsSent(groups: readonly (readonly string[])[] | undefined) {
  useEffect(() => {
    if (groups) groupsSent = groups;
  }, [groups]);
}

/** 'Signed in as …' with the address as the link to the person's own account settings. */
function SignedInAs({ email }: { email: string }) {
  const { t } = useT();
  const [before = "", after = ""] = t("admin.signedInAs", { email: "\u0000" }).split("\u0000");
  return (
    <>
      {before}
      <Link
        to="/admin/account"
        title={t("admin.account.title")}
        className="inline-flex min-h-11 items-center font-semibold text-walnut underline decoration-sand underline-offset-4 transition-colors hover:text-charcoal hover:decoration-brass"
      >
        {email}
      </Link>
      {after}
    </>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useGroupsSent(loaderData.scopeGroups);
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <PageTitle shell={loaderData} />
      <AdminChrome user={loaderData.user} newEnquiries={loaderData.newEnquiries} />
    </I18nProvider>
  );
}

/**
 * A page of the admin that is refused, missing or failed: said inside the admin's own chrome, in
 * the person's language, with the way on. Only when the shell itself could not load (its own
 * loader failed) does the site's plain error page take over.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  useGroupsSent(shell?.scopeGroups);
  if (!shell) throw error;
  return (
    <I18nProvider locale={shell.locale} messages={shell.messages}>
      <PageTitle shell={shell} error={error} />
      <AdminChrome user={shell.user} newEnquiries={shell.newEnquiries}>
        <AdminProblem error={error} />
      </AdminChrome>
    </I18nProvider>
  );
}

function AdminChrome({
  user,
  newEnquiries,
  children,
}: {
  user: { email: string; role: string };
  newEnquiries: number;
  children?: ReactNode;
}) {
  const { t, locale } = useT();
  const section = useAdminPage()?.handle.section;
  const staff = user.role === "admin" || user.role === "editor";
  return (
    <div className="flex min-h-dvh flex-col bg-linen">
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-walnut px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("admin.skipToContent")}
      </a>
      <header className="border-b border-sand bg-ivory">
        {/* Phones: brand and language on one line, then who is signed in, then signing out. */}
        <div className="container-site grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 py-3 lg:flex lg:gap-x-5 lg:py-4">
          <div className="order-1 flex items-center gap-4 lg:mr-auto">
            <BrandMark />
            <span className="hidden border-l border-sand pl-4 text-sm font-semibold tracking-[0.2em] text-stone uppercase sm:inline">
              {t("admin.title")}
            </span>
          </div>
          <p className="order-3 col-span-2 text-sm text-bark lg:order-2">
            <SignedInAs email={user.email} />{" "}
            <span className="ml-1 inline-flex items-center rounded-sm border border-sand bg-linen px-2 py-0.5 text-xs font-semibold text-walnut">
              {t(roleLabel(user.role))}
            </span>
          </p>
          <div className="order-2 lg:order-3">
            <LanguageSwitch />
          </div>
          <Form method="post" action="/auth/sign-out" className="order-4 col-span-2 flex items-center gap-2">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-2 rounded-sm border border-sand bg-white px-4 text-sm font-semibold text-walnut transition-colors hover:bg-linen"
            >
              <LogOut aria-hidden="true" className="size-4" /> {t("auth.action.signOut")}
            </button>
            <button
              type="submit"
              name="everywhere"
              value="1"
              className="inline-flex min-h-11 items-center px-2 text-sm text-stone underline-offset-4 hover:text-walnut hover:underline"
            >
              {t("auth.action.signOutEverywhere")}
            </button>
          </Form>
        </div>
        {staff ? (
          <nav aria-label={t("admin.sections")} className="container-site -mb-px">
            {/* Every tab stays in sight: on a phone they wrap onto a second line rather than scroll away. */}
            <ul className="flex flex-wrap gap-x-1">
              {tabs
                .filter((tab) => !tab.adminsOnly || user.role === "admin")
                .map((tab) => (
                  <li key={tab.to}>
                    <NavLink
                      to={tab.to}
                      end={tab.end}
                      className={({ isActive }) =>
                        cn(
                          "inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4",
                          isActive || tab.section === section
                            ? "border-brass text-charcoal"
                            : "border-transparent text-stone hover:text-walnut",
                        )
                      }
                    >
                      {t(tab.label)}
                      {tab.counts === "newEnquiries" && newEnquiries > 0 ? (
                        <>
                          <span
                            aria-hidden="true"
                            className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-brass px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums"
                          >
                            {formatNumber(newEnquiries, locale)}
                          </span>
                          <span className="sr-only">{` (${t("enquiries.tabNew", { count: newEnquiries })})`}</span>
                        </>
                      ) : null}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="container-site flex-1 py-10 sm:py-14">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
