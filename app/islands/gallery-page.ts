import "./enhance";
import { runEnquiryForm } from "./enquiry-form";
import { runGalleryViewer } from "./gallery-viewer";

/*
 * The gallery (features/site/gallery.tsx) without the client app: the chrome, the reveals and the
 * language offer as on every page (enhance.ts), its viewer (gallery-viewer.ts) and its enquiry
 * form as on the contact page (enquiry-form.ts).
 */

runGalleryViewer();
runEnquiryForm();
