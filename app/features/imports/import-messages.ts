import type { MessageKey } from "~/platform/i18n/i18n";
import type { RefusalReason } from "~/platform/fetch/fetch-guard.server";

/* What staff read when an import could not fetch a link, in either language. */

const refusals: Record<RefusalReason, MessageKey> = {
  "invalid-url": "import.refused.invalidUrl",
  scheme: "import.refused.scheme",
  port: "import.refused.port",
  credentials: "import.refused.credentials",
  "private-address": "import.refused.privateAddress",
  unresolved: "import.refused.unresolved",
  "too-many-redirects": "import.refused.tooManyRedirects",
  "too-large": "import.refused.tooLarge",
  timeout: "import.refused.timeout",
  "http-status": "import.refused.httpStatus",
  "wrong-type": "import.refused.wrongType",
};

export const refusalMessage = (reason: RefusalReason): MessageKey => refusals[reason];
