import type { JobHandler } from "~/platform/jobs/job-runner.server";
import { logger } from "~/platform/log/logger.server";
import { PUBLISH_JOB, publishDue } from "./content-state.server";
import { PUBLISH_CHANGES_JOB, publishDueChanges } from "./content-changes.server";

/*
 * The background work of the site's content: publishing scheduled drafts. A job is stored with
 * each schedule, due at its time; whichever process claims it publishes every draft whose time has
 * come (decision 048); and publishing published entries' drafts of changes at their time (decision 067).
 */
export function contentJobHandlers(): Record<string, JobHandler> {
  return {
    [PUBLISH_JOB]: async () => {
      const published = await publishDue();
      if (published.length) logger.info({ published }, "scheduled content published");
      return { published: published.length };
    },
    [PUBLISH_CHANGES_JOB]: async () => {
      const { published, refused } = await publishDueChanges();
      if (published.length || refused.length) logger.info({ published, refused }, "scheduled changes published");
      return { published: published.length, refused: refused.length };
    },
  };
}
