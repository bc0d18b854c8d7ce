import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { siteRequest } from "~/platform/http/request-context";
import type { ViteDevServer } from "vite";
import { env as loadEnv, type Env } from "~/platform/config/env.server";
import { loadSessionSecret } from "~/platform/config/secret.server";
import { site } from "~/content/site";
import { startDatabase } from "~/platform/db/bootstrap.server";
import { seedDemoCatalogueIfEmpty } from "~/features/catalogue/seed.server";
import { seedContentIfEmpty } from "~/features/content/content-seed.server";
import { contentJobHandlers } from "~/features/content/content-jobs.server";
import { purgeContentTrash } from "~/features/content/content-purge.server";
import { purgeWorkingCopies } from "~/platform/autosave/working-copies.server";
import { companyNameIn, publicCompany } from "~/features/content/public-content.server";
import { currentSiteName, setSiteNameSource } from "~/platform/config/site-name.server";
import { startPeriodic } from "~/platform/jobs/periodic.server";
import { databaseHandle, setDatabase, type Database } from "~/platform/db/client.server";
import { createAuth, ensureAdministrator, type Auth } from "~/features/auth/auth.server";
import { authMail } from "~/features/auth/auth-mail.server";
import { enquiryDelivery } from "~/features/enquiries/enquiry-delivery.server";
import { mailAddresses, startMailDelivery } from "~/platform/mail/mail-delivery.server";
import { createMailSender } from "~/platform/mail/mail-transport.server";
import { logger } from "~/platform/log/logger.server";
import { listenForInvalidations } from "~/platform/cache/cache-bus.server";
import { securityHeaders } from "~/platform/http/security-headers.server";
import { pruneAttempts } from "~/features/auth/auth-throttle.server";
import { isPreviewPath } from "~/platform/i18n/site-locale";
import { importJobHandlers } from "~/features/imports/kinds/index.server";
import { setJobRunners, startJobRunner } from "~/platform/jobs/job-runner.server";
import { createSafeFetcher } from "~/platform/fetch/safe-fetch.server";
import { startTrashPurge } from "~/features/catalogue/trash-purge.server";
import { startImportRetention } from "~/features/imports/job/import-retention.server";
import { firstAdministratorSetupLink } from "~/features/auth/first-administrator.server";
import { sharedSessionSecret } from "~/platform/config/site-secret.server";
import { privateArea, type PrivateSession } from "./admin-area";
import {
  answerFailedRequest,
  collapseLeadingSlashes,
  refuseUnservedMethods,
  requestIds,
  warnOnUntrustedForwarding,
} from "./request-guards";
import { canonicalPaths } from "./canonical-path";
import { metricsEndpoint, requestMetrics } from "./metrics";
import { requestLog } from "./request-log";
import { pageCacheAnswer } from "./page-cache-answer";
import { siteRoutes } from "./route-handles";
import type { SiteRoutes } from "~/platform/http/route-handles";

declare module "~/platform/http/request-context" {
  interface SiteRequest {
    cspNonce: string;
    /** The visitor's address (behind TRUST_PROXY, the forwarded one). */
    clientIp: string | undefined;
    auth: Auth;
    /** The signed-in person, read before routing in the private area (/auth, /admin); else null. */
    session: PrivateSession;
    /** Two-factor sign-in is required for everyone and this staff member has not set it up. */
    twoFactorSetupRequired?: boolean;
    /** The site's routes with their modules' handles, for a layout that reads what its page declares (decision 058). */
    routes: SiteRoutes;
  }
}

/**
 * Hashed build assets never change under their name: cached for a year, and no validators or
 * range headers, whose bytes would otherwise ride on each of a page's many small scripts.
 */
const hashedAssetOptions = {
  immutable: true,
  maxAge: 365 * 24 * 60 * 60 * 1000,
  etag: false,
  lastModified: false,
  acceptRanges: false,
};

/**
 * Build assets (Brotli copies when accepted) and public files, with their cache lifetimes. The
 * build's files never change while the server runs, so a request whose first segment names none
 * of them (every page) passes on without looking at the disk.
 */
function staticFiles(clientDir: string) {
  const assetsDir = path.join(clientDir, "assets");
  const topLevel = new Set(readdirSync(clientDir));
  const router = express.Router();
  router.use(compression());
  router.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  // Scripts and styles were Brotli-compressed at build time; send that copy when accepted.
  router.use("/assets", (req, res, next) => {
    if (!/\.(js|css|svg)$/.test(req.path) || !req.acceptsEncodings("br")) return next();
    const file = path.join(assetsDir, path.normalize(req.path));
    if (!file.startsWith(assetsDir + path.sep) || !existsSync(`${file}.br`)) return next();
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(file));
    res.sendFile(`${file}.br`, hashedAssetOptions);
  });
  // Hashed build assets never change under the same name.
  router.use(
    "/assets",
    express.static(assetsDir, { ...hashedAssetOptions, index: false }),
  );
  // Generated images carry a content version (?v=) in every URL the pages emit.
  router.use(
    express.static(clientDir, {
      index: false,
      setHeaders(res, filePath) {
        const query = (res as unknown as { req: Request }).req.query ?? {};
        const versioned = filePath.includes(`${path.sep}img${path.sep}`) && "v" in query;
        res.setHeader(
          "Cache-Control",
          versioned ? `public, max-age=${ONE_YEAR}, immutable` : "public, max-age=3600",
        );
      },
    }),
  );
  return (req: Request, res: Response, next: express.NextFunction) => {
    const url = req.originalUrl;
    const end = url.slice(1).search(/[/?]/);
    const first = end < 0 ? url.slice(1) : url.slice(1, end + 1);
    if (!topLevel.has(first)) return next();
    router(req, res, next);
  };
}

export interface Site {
  app: express.Express;
  env: Env;
  /** From now on /readyz answers 503 and every response closes its connection. */
  startDraining(): void;
  close(): Promise<void>;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Whether the database answers a trivial query, for the health and readiness checks. */
async function databaseStatus() {
  const handle = databaseHandle();
  try {
    if (!handle) throw new Error("database closed");
    // A server that does not answer at all must not hold the check open past a balancer's timeout.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database did not answer within 2 s")), 2_000);
    });
    await Promise.race([handle.ping(), timeout]).finally(() => clearTimeout(timer));
    return { status: "ok" as const, driver: handle.driver };
  } catch (error) {
    return { status: "error" as const, driver: handle?.driver ?? null, error: (error as Error).message };
  }
}

/** Makes ADMIN_EMAIL an administrator, or tells how to create the first one when there is none. */
async function checkAdministrator(env: Env, auth: Auth, database: Database, secret: string) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await ensureAdministrator(auth, database, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
    });
    if (outcome === "refused") {
      logger.warn(
        { email: env.ADMIN_EMAIL },
        "ADMIN_EMAIL names an existing account whose password is not ADMIN_PASSWORD: it was not made an administrator",
      );
    } else {
      logger.info({ email: env.ADMIN_EMAIL, outcome }, "administrator account checked");
    }
  } else {
    const setup = await firstAdministratorSetupLink({ secret, publicUrl: env.PUBLIC_URL }, database);
    if (setup) {
      logger.warn(
        { setupUrl: setup.url, expiresAt: setup.expiresAt.toISOString() },
        `No administrator yet. Open ${setup.url} before ${setup.expiresAt.toISOString()} to create the first one (or run npm run admin:create).`,
      );
    }
  }
}

/** Builds the whole site: database, security headers, static files, health check and pages. */
export async function createSite(options: { vite?: ViteDevServer } = {}): Promise<Site> {
  const env = loadEnv();
  // The pages' modules load while the database starts rather than after it. A failure is
  // reported where the build is awaited below.
  const serverBuild = options.vite ? undefined : import("virtual:react-router/server-build");
  serverBuild?.catch(() => {});
  let auth!: Auth;
  let secret!: string;
  // Under the start-up lock, so that processes starting together agree on one secret and make
  // the first administrator once.
  const database = await startDatabase(env, async (handle) => {
    const seed = await seedDemoCatalogueIfEmpty(handle.db);
    if (seed.seeded) logger.info({ ...seed }, "demo catalogue seeded");
    // Each kind of the site's content that has no entry yet starts as the site shipped it.
    const content = await seedContentIfEmpty(handle.db);
    if (Object.keys(content).length) logger.info({ ...content }, "site content seeded");
    secret = await loadSessionSecret(
      env,
      handle.driver === "postgres" ? (candidate) => sharedSessionSecret(handle.db, candidate) : undefined,
    );
    auth = createAuth({ db: handle.db, secret, baseURL: env.PUBLIC_URL, mail: authMail(env.PUBLIC_URL) });
    await checkAdministrator(env, auth, handle.db, secret);
  });
  const isHttps = env.PUBLIC_URL.startsWith("https://");
  // Changes made by the other processes on the same database drop this one's caches.
  const stopHearingChanges = await listenForInvalidations(database);
  // Products in the Trash for over 30 days, and the files only they used, go for good.
  const trashPurge = startTrashPurge();
  // Uploaded spreadsheets and dry runs go after 30 days; real imports stay (decision 033).
  const importRetention = startImportRetention();
  // Imports run in the background of every process, taken from the database (decision 024).
  const userAgent = `${site.name.replace(/\s+/g, "")}-Importer/1.0 (+${env.PUBLIC_URL})`;
  const importFetcher = createSafeFetcher({ userAgent, allowedHosts: env.IMPORT_ALLOWED_HOSTS });
  const jobRunner = startJobRunner({
    database: database.db,
    // A bulk import and an import from a link can run side by side; only one bulk import at a time.
    concurrency: 2,
    // Every kind of import job declared in the registry, each with its handler.
    handlers: importJobHandlers({ fetcher: importFetcher, userAgent, publicUrl: env.PUBLIC_URL }),
  });
  // Enquiries and staff mail are jobs too, with a runner of their own so that an import holding
  // both places above never holds up a lead (decision 010).
  // What the server writes outside a page (account e-mails, the mail's sender) names the company as staff keep it.
  setSiteNameSource(async (database) => (database ? companyNameIn(database) : (await publicCompany()).name));
  const mailSender = createMailSender(env);
  const mailRunner = startMailDelivery({
    database: database.db,
    sender: mailSender,
    // Mail is sent in the company's name as staff keep it (unless MAIL_FROM says otherwise).
    addresses: mailAddresses(env, currentSiteName),
    others: [enquiryDelivery],
  });
  logger.info({ via: mailSender.kind }, "mail delivery started");
  // Entries of the site's content in the Trash for over 30 days go for good, with their history and the files only they named.
  const contentPurge = startPeriodic(
    "Content Trash purge",
    async () => {
      const outcome = await purgeContentTrash();
      if (outcome.entries.length) logger.info({ entries: outcome.entries, removed: outcome.removed, kept: outcome.kept }, "content purged from the Trash");
      return outcome;
    },
    { firstDelayMs: 90_000, intervalMs: 60 * 60_000 },
  );
  // Sign-in attempts are counted in windows; those that ended over a day ago count for nothing and go.
  const throttlePrune = startPeriodic("Sign-in throttle prune", () => pruneAttempts(), { firstDelayMs: 120_000, intervalMs: 60 * 60_000 });
  // Editors' working copies (autosave) a month old, or of entries deleted, go.
  const copiesPurge = startPeriodic("Working copies purge", () => purgeWorkingCopies(), { firstDelayMs: 150_000, intervalMs: 6 * 60 * 60_000 });
  // Scheduled content is published by a runner of its own, so a long import never delays it.
  const contentRunner = startJobRunner({ database: database.db, handlers: contentJobHandlers() });
  setJobRunners([jobRunner, mailRunner, contentRunner]);

  const app = express();
  app.disable("x-powered-by");
  // Once the process is told to stop, every answer closes its connection, so that clients and the
  // load balancer open their next one to a process that stays.
  let draining = false;
  app.use((_req, res, next) => {
    if (draining) res.setHeader("Connection", "close");
    next();
  });
  if (env.TRUST_PROXY) app.set("trust proxy", env.TRUST_PROXY);

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.vite) {
    app.use(options.vite.middlewares);
    const vite = options.vite;
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    // Static files come first: they need neither request logs nor the page security headers,
    // whose bytes would otherwise ride on every script and image.
    app.use(staticFiles(path.resolve(process.env.BUILD_DIR ?? "build", "client")));
    build = (await serverBuild) as ServerBuild;
  }

  // Requests are counted and timed by route (decision 031); the metrics are answered before the
  // request log, so that scrapes do not fill it.
  app.use(requestMetrics(build));
  app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN));
  app.use(requestIds(env.TRUST_PROXY));

  app.use(requestLog(logger));

  const security = securityHeaders({
    https: isHttps,
    mediaPublicUrl: env.MEDIA_PUBLIC_URL,
    development: Boolean(options.vite),
  });
  // A stored page goes out now, with the hashes of its scripts in its policy (decision 046).
  app.use(pageCacheAnswer(security));

  app.use(compression());
  // Every other answer carries the security headers, and its own nonce for its inline scripts.
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // A staff preview shown at a phone's or a tablet's width is its own page in a frame of the preview's.
    security.apply(res, `'nonce-${nonce}'`, { framedBySelf: req.query.frame === "1" && isPreviewPath(req.path) });
    next();
  });

  app.use(refuseUnservedMethods, collapseLeadingSlashes);
  // Every other spelling of an address (`/AUTH`, `/%61uth`, `/x/../auth`) goes to the canonical one
  // before the private area's rules, the page cache and the router see it (decision 034).
  app.use(canonicalPaths(build));
  app.use(warnOnUntrustedForwarding(env.TRUST_PROXY));
  app.use(privateArea(auth, env.PUBLIC_URL));

  // Liveness: the process answers. The database's state is told, but a database outage is not a
  // reason to restart processes, so this stays 200 while the process runs.
  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok", database: await databaseStatus() });
  });
  // Readiness: whether a load balancer should send this process requests. Not while it drains
  // before exiting, nor while its database does not answer. Migrations ran before it listened.
  app.get("/readyz", async (_req, res) => {
    const database = await databaseStatus();
    const status = draining ? "draining" : database.status === "ok" ? "ready" : "unavailable";
    res
      .status(status === "ready" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status, database, migrations: "done" });
  });

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: options.vite ? "development" : "production",
      getLoadContext: async (req, res) =>
        new RouterContextProvider(
          new Map([
            [
              siteRequest,
              {
                cspNonce: res.locals.cspNonce as string,
                clientIp: req.ip,
                auth,
                session: (res.locals.session as PrivateSession | undefined) ?? null,
                twoFactorSetupRequired: res.locals.twoFactorSetupRequired === true,
                // In development the build is loaded per request and may change; the latest one's routes.
                routes: siteRoutes(typeof build === "function" ? await build() : build),
              },
            ],
          ]),
        ),
    }),
  );

  app.use(answerFailedRequest);

  return {
    app,
    env,
    startDraining() {
      draining = true;
    },
    async close() {
      setJobRunners([]);
      // The runners stop (their jobs given back) before the database closes.
      await Promise.all([trashPurge.stop(), importRetention.stop(), stopHearingChanges(), jobRunner.stop(), mailRunner.stop(), contentRunner.stop(), contentPurge.stop(), throttlePrune.stop(), copiesPurge.stop()]);
      setSiteNameSource(null);
      mailSender.close();
      await importFetcher.close();
      setDatabase(undefined);
      await database.close();
    },
  };
}
export { logger } from "~/platform/log/logger.server";
