import qrcode from "qrcode-generator";

/** A QR code as one SVG path of its dark modules, `size` modules square with its quiet zone. */
export interface QrShape {
  size: number;
  path: string;
}

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * Draws `text` as a QR code (error correction M, smallest version that fits) on the server, so
 * the page carries an inline SVG and no script or image request. Each row's runs of dark modules
 * become one rectangle, which keeps the path short (a TOTP address is about 2 KB of path).
 */
export function qrShape(text: string): QrShape {
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    let column = 0;
    while (column < count) {
      if (!code.isDark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && code.isDark(row, column)) column++;
      parts.push(
        `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`,
      );
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: parts.join("") };
}
