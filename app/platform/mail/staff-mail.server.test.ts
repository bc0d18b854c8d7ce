import { describe, expect, it } from "vitest";
import { composeStaffMail } from "./staff-mail.server";

const reset = {
  subject: "Reset your password",
  heading: "Reset your password",
  paragraphs: [
    "Hello Jane,",
    "Someone asked to reset the password for this account.\nThe link works for one hour.",
  ],
  action: {
    label: "Choose a new password",
    url: "https://www.cedarlineflooring.ca/admin/reset?token=abc&next=/admin",
    intro: "Or paste this address into your browser:",
  },
  footer: "If you did not ask for this, ignore this e-mail.",
};

describe("composeStaffMail", () => {
  it("writes the plain-text part from the given words, the link written out", () => {
    const mail = composeStaffMail(reset);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toBe(
      [
        "Reset your password",
        "",
        "Hello Jane,",
        "",
        "Someone asked to reset the password for this account.\nThe link works for one hour.",
        "",
        "Choose a new password",
        "https://www.cedarlineflooring.ca/admin/reset?token=abc&next=/admin",
        "",
        "--",
        "If you did not ask for this, ignore this e-mail.",
      ].join("\n"),
    );
  });

  it("writes an HTML part with a button, the address as text and the footer", () => {
    const { html } = composeStaffMail(reset);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-CA">/);
    expect(html).toContain("<title>Reset your password</title>");
    expect(html).toContain(">Reset your password</h1>");
    expect(html).toContain(
      ">Someone asked to reset the password for this account.<br>\nThe link works for one hour.</p>",
    );
    const href = 'href="https://www.cedarlineflooring.ca/admin/reset?token=abc&amp;next=/admin"';
    expect(html.split(href)).toHaveLength(3);
    expect(html).toContain(">Choose a new password</a>");
    expect(html).toContain(
      "Or paste this address into your browser:<br>\n<a " +
        href +
        ' style="color:#6b5f55;">https://www.cedarlineflooring.ca/admin/reset?token=abc&amp;next=/admin</a>',
    );
    expect(html).toContain(">If you did not ask for this, ignore this e-mail.</p>");
  });

  it("marks Chinese mail as zh-CN and adds no words of its own", () => {
    const mail = composeStaffMail({
      lang: "zh-CN",
      heading: "验证您的电子邮件地址",
      paragraphs: ["您好，", "请点击下面的按钮。"],
      action: { label: "验证地址", url: "https://www.cedarlineflooring.ca/admin/verify?token=x" },
    });
    expect(mail.subject).toBe("验证您的电子邮件地址");
    expect(mail.html).toContain('<html lang="zh-CN">');
    // Nothing Latin but markup, styles and the address: every visible word came from the caller.
    const visible = mail.html
      .replace(/<[^>]*>/g, "")
      .replace(/https:\/\/\S+?(?=<|\s|$)/g, "")
      .replace(/&[a-z]+;/g, "");
    expect(visible).not.toMatch(/[A-Za-z]/);
    expect(mail.text.replace(/https:\/\/\S+/g, "")).not.toMatch(/[A-Za-z]/);
  });

  it("escapes every value in the HTML part", () => {
    const { html, text } = composeStaffMail({
      subject: "Hi </title><script>alert(1)</script>",
      heading: "<b>Welcome</b> & more",
      paragraphs: ["<img src=x onerror=alert(1)> \"quoted\" 'single'"],
      action: { label: "<i>Go</i>", url: 'https://example.com/?a="><script>x</script>' },
      footer: "<u>small</u>",
    });
    expect(html).not.toMatch(/<script|<img|<b>|<i>|<u>/);
    expect(html).toContain("<title>Hi &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(html).toContain("&lt;b&gt;Welcome&lt;/b&gt; &amp; more");
    expect(html).toContain(
      "&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &#39;single&#39;",
    );
    expect(html).toContain(
      'href="https://example.com/?a=&quot;&gt;&lt;script&gt;x&lt;/script&gt;"',
    );
    // The plain-text part is text: it keeps the characters as typed.
    expect(text).toContain("<img src=x onerror=alert(1)>");
  });

  it("makes each web address in the text a link, without the sentence's punctuation", () => {
    const { html } = composeStaffMail({
      lang: "zh-CN",
      heading: "验证",
      paragraphs: [
        "请打开以下链接：\n\nhttps://example.ca/auth/verify-email?token=a_b-c&x=1",
        "Or see https://example.ca/help. Then https://example.ca/next，好。",
      ],
    });
    expect(html).toContain(
      '<a href="https://example.ca/auth/verify-email?token=a_b-c&amp;x=1" style="color:#6b4a2f;">https://example.ca/auth/verify-email?token=a_b-c&amp;x=1</a></p>',
    );
    expect(html).toContain('>https://example.ca/help</a>. Then');
    expect(html).toContain('<a href="https://example.ca/next" style="color:#6b4a2f;">https://example.ca/next</a>，好。');
  });

  it("leaves out the button and footer when not given", () => {
    const { html, text } = composeStaffMail({ heading: "Notice", paragraphs: ["One.", "Two."] });
    expect(text).toBe("Notice\n\nOne.\n\nTwo.");
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("<hr");
  });

  it("refuses links that are not web addresses and language tags that are not tags", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,x",
      "/admin/reset",
      " https://example.com",
    ]) {
      expect(() =>
        composeStaffMail({ heading: "h", paragraphs: [], action: { label: "l", url } }),
      ).toThrow(/http/);
    }
    expect(() => composeStaffMail({ lang: 'en" onload="x', heading: "h", paragraphs: [] })).toThrow(
      /language tag/,
    );
  });
});
