import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

/** The request being answered, as the code running for it (loaders, models, jobs it wakes) sees it. */
interface RequestScope {
  reqId: string;
  /** False once its response has closed: a timer started by the request may outlive it. */
  open: boolean;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** One JSON line per event, so logs can be searched and shipped as they are. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "site" },
  timestamp: pino.stdTimeFunctions.isoTime,
  // Every line written while a request is answered names it, whichever module writes the line, so
  // one request's lines can be found together. A field the line itself gives wins over this one.
  mixin() {
    const scope = requestScope.getStore();
    return scope?.open ? { reqId: scope.reqId } : {};
  },
});

/**
 * Runs `next` (the rest of a request's handling) with `reqId` named on every log line it causes,
 * until `ended` is called. Work the request only set going (a job runner's next poll, a timer)
 * inherits the scope but stops naming the request once it has ended.
 */
export function inRequestScope(reqId: string, next: () => void): { ended(): void } {
  const scope: RequestScope = { reqId, open: true };
  requestScope.run(scope, next);
  return {
    ended() {
      scope.open = false;
    },
  };
}

/** The id of the request whose handling is running now, if any. */
export function currentRequestId(): string | undefined {
  const scope = requestScope.getStore();
  return scope?.open ? scope.reqId : undefined;
}
