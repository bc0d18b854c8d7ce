/*
 * The enquiry form's words in English: its labels and choices, the specification's messages
 * (sections 5 and 8) and the notes around them. Every other language follows it key for key.
 * A page receives only its own language's (decision 049).
 */
export const enquiryTextEn = {
  form: "Enquiry form",
  honeypot: "Leave this field empty",
  name: "Name",
  email: "Email",
  phone: "Phone",
  optional: "(optional)",
  company: "Company",
  homeOwner: "I’m a home owner",
  interestedIn: "Interested in",
  chooseInterest: "Select an option",
  service: "Service",
  chooseService: "Select a service",
  message: "Message",
  messagePlaceholder: "The rooms, the area in square feet, the products or colours you like, and your timing.",
  required: "Required. We use your details only to answer you.",
  send: "Send Message",
  sending: "Sending...",
  replyTime: "A member of our team usually replies within one business day.",
  sendAnother: "Send another message",
  interest: { residential: "Residential", commercial: "Commercial", both: "Both" },
  services: { installation: "Installation", consultation: "Consultation", maintenance: "Maintenance", "general-inquiry": "General Inquiry" },
  validation: {
    nameShort: "Name must be at least 2 characters",
    nameLong: "Name must be less than 100 characters",
    emailLong: "Email must be less than 255 characters",
    emailInvalid: "Invalid email address",
    phoneLong: "Phone must be less than 20 characters",
    companyRequired: "Company name is required",
    homeOwnerCompany: "Home owner",
    companyLong: "Company name must be less than 100 characters",
    interestRequired: "Please select an option",
    serviceRequired: "Please select a service",
    messageShort: "Message must be at least 10 characters",
    messageLong: "Message must be less than 1000 characters",
    linesTooMany: "A quote can list at most 30 products. Please remove some, or send them in a second request.",
    areaInvalid: "Enter the area in square feet: more than 0 and at most 100,000.",
  },
  linesDropped: "No longer available, so left out of your request: {titles}.",
  sent: "Thank you for your message! We will get back to you soon.",
  failed: "Failed to send message. Please try again or contact us directly.",
  invalid: "Please check the form for errors",
  expired: "This form had been open for more than a day, so it was not sent yet. Your message is still here: please press Send Message again.",
  rateLimited: "You have sent several enquiries in the last few minutes. Please wait a little before sending another, or call us at {phone}.",
  tooLarge: "The form was too large to send. Please shorten your message and try again.",
};

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type EnquiryTexts = Texts<typeof enquiryTextEn>;
export type EnquiryValidationTexts = EnquiryTexts["validation"];
