/*
 * The file name a stored picture value ends in, as `pictureFileName` (schema.ts) reads it in SQL:
 * the value without its query or fragment, after its last '/' (or encoded '%2F'), decoded.
 */
export function decodedFileName(value: string): string {
  const name = value.trim().split("?")[0]!.split("#")[0]!.replace(/^.*(\/|%2[Ff])/, "");
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
