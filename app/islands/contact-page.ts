import "./enhance";
import { runCopyButtons } from "./copy-buttons";
import { runEnquiryForm } from "./enquiry-form";

/*
 * The contact page (features/site/contact.tsx) without the client app: the chrome, the reveals and
 * the language offer as on every page (enhance.ts), its enquiry form checked and sent as on the
 * app's pages (enquiry-form.ts), and the e-mail address's copy button (copy-buttons.ts).
 */

runEnquiryForm();
runCopyButtons();
