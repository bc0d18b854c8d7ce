/** Whether a database error, or one it was wrapped in, is PostgreSQL's unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error as { code?: unknown; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === "23505") return true;
  }
  return false;
}
