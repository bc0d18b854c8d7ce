import { describe, expect, it } from "vitest";
import { checkEnquiry, type EnquiryValues } from "./enquiry-form-schema";
import { enquiryTextEn } from "./enquiry-text.en";
import { enquiryTextFr } from "./enquiry-text.fr";

const valid = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "905-555-0100",
  company: "Doe Renovations",
  interestedIn: "residential",
  service: "installation",
  message: "We need 900 sq ft of wide white oak.",
} satisfies EnquiryValues;

const check = (overrides: EnquiryValues) => checkEnquiry(new URLSearchParams({ ...valid, ...overrides }), enquiryTextEn.validation);
const errorsOf = (overrides: EnquiryValues) => {
  const result = check(overrides);
  return result.success ? {} : result.errors;
};

describe("enquiry form schema (specification section 5)", () => {
  it("accepts a complete enquiry and trims every field", () => {
    const result = check({ name: "  Jane Doe  ", email: " jane@example.com ", message: "  Hello there, floors please.  " });
    expect(result).toEqual({
      success: true,
      enquiry: { ...valid, message: "Hello there, floors please." },
    });
  });

  it.each([
    [{ name: "J" }, "name", "Name must be at least 2 characters"],
    [{ name: "   J   " }, "name", "Name must be at least 2 characters"],
    [{ name: "x".repeat(101) }, "name", "Name must be less than 100 characters"],
    [{ email: "" }, "email", "Invalid email address"],
    [{ email: "jane.example.com" }, "email", "Invalid email address"],
    [{ email: `${"j".repeat(250)}@example.com` }, "email", "Email must be less than 255 characters"],
    [{ phone: "1".repeat(21) }, "phone", "Phone must be less than 20 characters"],
    [{ company: "" }, "company", "Company name is required"],
    [{ company: "A" }, "company", "Company name is required"],
    [{ company: "x".repeat(101) }, "company", "Company name must be less than 100 characters"],
    [{ interestedIn: "" }, "interestedIn", "Please select an option"],
    [{ interestedIn: "industrial" }, "interestedIn", "Please select an option"],
    [{ service: "" }, "service", "Please select a service"],
    [{ service: "demolition" }, "service", "Please select a service"],
    [{ message: "Too short" }, "message", "Message must be at least 10 characters"],
    [{ message: "x".repeat(1001) }, "message", "Message must be less than 1000 characters"],
  ] as const)("%o gives %s the message %j", (overrides, field, message) => {
    expect(errorsOf(overrides)).toEqual({ [field]: message });
  });

  it("accepts the limits themselves", () => {
    expect(
      check({
        name: "x".repeat(100),
        company: "x".repeat(100),
        phone: "1".repeat(20),
        message: "x".repeat(1000),
        email: `${"j".repeat(243)}@example.com`,
      }).success,
    ).toBe(true);
    expect(check({ name: "Jo", company: "Co", message: "x".repeat(10) }).success).toBe(true);
  });

  it("treats phone as optional", () => {
    const result = check({ phone: "   " });
    expect(result.success && result.enquiry.phone).toBe(undefined);
  });

  it("accepts each listed choice", () => {
    for (const interestedIn of ["residential", "commercial", "both"]) expect(check({ interestedIn }).success).toBe(true);
    for (const service of ["installation", "consultation", "maintenance", "general-inquiry"]) {
      expect(check({ service }).success).toBe(true);
    }
  });

  it("reports every bad field of an empty form at once, and gives back what was typed", () => {
    const result = checkEnquiry(new URLSearchParams({ name: "J" }), enquiryTextEn.validation);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ["company", "email", "interestedIn", "message", "name", "service"].sort(),
    );
    expect(result.values.name).toBe("J");
  });

  it("flattens line breaks in one-line fields, so none can reach an e-mail header", () => {
    const result = check({
      name: "Jane\r\nBcc: victim@example.com",
      company: "Doe\nRenovations\u2028Inc",
      phone: "905\r555",
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.enquiry.name).toBe("Jane Bcc: victim@example.com");
    expect(result.enquiry.company).toBe("Doe Renovations Inc");
    expect(result.enquiry.phone).toBe("905 555");
    expect(errorsOf({ email: "jane@example.com\r\nBcc: victim@example.com" })).toEqual({
      email: "Invalid email address",
    });
  });

  it("keeps the message's line breaks but drops other control characters", () => {
    const result = check({ message: "Line one\r\nLine two\u0000\u0007\rLine three" });
    expect(result.success && result.enquiry.message).toBe("Line one\nLine two\nLine three");
  });

  it("says the same in French on the French pages", () => {
    const result = checkEnquiry(new URLSearchParams({ ...valid, name: "J", email: "pas-un-courriel", message: "x".repeat(1001) }), enquiryTextFr.validation);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      name: "Le nom doit comporter au moins 2 caractères",
      email: "Adresse courriel invalide",
      message: "Le message doit comporter moins de 1\u00a0000 caractères",
    });
  });
});
