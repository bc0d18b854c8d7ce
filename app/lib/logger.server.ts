import pino from "pino";

/** One JSON line per event, so logs can be searched and shipped as they are. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "site" },
  timestamp: pino.stdTimeFunctions.isoTime,
});
