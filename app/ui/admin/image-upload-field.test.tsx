import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider, type Locale, type Messages } from "~/platform/i18n/i18n";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";
import { ImageUploadField, ImageUploadZone } from "./image-upload-field";

/*
 * What the fields render before JavaScript runs (the server's HTML, and all a browser without
 * JavaScript ever gets): a multipart form can post the file itself, and the field's value.
 */

const render = (element: React.ReactElement, locale: Locale = "en", messages: Messages = en) =>
  renderToStaticMarkup(
    <I18nProvider locale={locale} messages={messages}>
      {element}
    </I18nProvider>,
  );

describe("ImageUploadField without JavaScript", () => {
  it("posts the stored key in a hidden field and a chosen file as `<name>File`", () => {
    const html = render(
      <ImageUploadField
        name="picture"
        defaultValue="uploads/2026/11/abc.jpg"
        previewUrl="/media/uploads/2026/11/abc.jpg?w=640&f=webp"
        label="Main picture"
      />,
    );
    expect(html).toContain('<input type="hidden" name="picture" value="uploads/2026/11/abc.jpg"/>');
    const file = /<input [^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";
    expect(file).toContain('name="pictureFile"');
    expect(file).toContain('accept="image/jpeg,image/png,image/webp,image/avif,image/gif"');
    expect(file).toContain('aria-label="Main picture"');
    expect(file).not.toContain("multiple");
    expect(html).toContain("<legend");
    expect(html).toContain('alt="Main picture: current image"');
    // 'Remove' is a box ticked before saving.
    const remove = /<label[^>]*><input type="checkbox"[^>]*\/>([^<]*)<\/label>/.exec(html);
    expect(remove?.[0]).toContain('name="pictureRemove"');
    expect(remove?.[1]).toBe("Remove");
    expect(html).toContain("The chosen file is uploaded when the form is saved.");
  });

  it("shows that there is no image, and offers no 'Remove', when empty", () => {
    const html = render(
      <ImageUploadField name="picture" defaultValue={null} label="Main picture" />,
    );
    expect(html).toContain('<input type="hidden" name="picture" value=""/>');
    expect(html).toContain("No image");
    expect(html).not.toContain("pictureRemove");
    expect(html).not.toContain("<img");
  });

  it("speaks the admin's language", () => {
    const html = render(
      <ImageUploadField name="picture" defaultValue="products/oak.jpg" label="主图" />,
      "zh",
      zh,
    );
    expect(html).toContain("移除");
    expect(html).toContain("所选文件将在保存表单时上传。");
    expect(html).not.toMatch(/>Remove<|No image|uploaded when/);
  });
});

describe("ImageUploadZone without JavaScript", () => {
  it("posts several files as `<name>File`", () => {
    const html = render(
      <ImageUploadZone name="colours" label="Colour images" onUploaded={() => {}} onChosen={() => {}} />,
    );
    const file = /<input [^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";
    expect(file).toContain('name="coloursFile"');
    expect(file).toContain('multiple=""');
    expect(html).toContain("Colour images");
  });
});
