import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

/*
 * One line per request, when it ends: how it was asked for, how it was answered and how long that
 * took. The line has the shape pino-http gave it (docs/deploy/metrics.md), written only when its
 * level is on: nothing per request is built for a line no one keeps (decision 046).
 */

/** Warnings for refusals, errors for failures, the rest as information. */
function levelFor(status: number, failed: boolean): "error" | "warn" | "info" {
  return failed || status >= 500 ? "error" : status >= 400 ? "warn" : "info";
}

export function requestLog(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const startedAt = Date.now();
    let logged = false;
    const done = () => {
      res.removeListener("close", done);
      res.removeListener("finish", done);
      if (logged) return;
      logged = true;
      const status = res.statusCode;
      const failure = res.locals.failure as unknown;
      const level = levelFor(status, failure !== undefined);
      if (!log.isLevelEnabled(level)) return;
      const line: Record<string, unknown> = {
        req: { method: req.method, url: req.originalUrl },
        reqId: req.id,
        res: { status },
        responseTime: Date.now() - startedAt,
      };
      if (level === "error") {
        line.err = failure ?? new Error(`failed with status code ${status}`);
        log[level](line, "request errored");
      } else {
        log[level](line, !req.readableAborted && res.writableEnded ? "request completed" : "request aborted");
      }
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}
