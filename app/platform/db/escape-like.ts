/** `text` as a literal inside a LIKE pattern: its `\`, `%` and `_` escaped (PostgreSQL's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
