import type { ImageKey } from "./image-manifest";
import type { PageHeroCopy } from "./slides";

export interface InstallationStep {
  number: 1 | 2 | 3 | 4 | 5 | 6;
  title: string;
  text: string;
}

/**
 * Every word of the installation and maintenance page (/information/installation-maintenance), in
 * one language (decision 049).
 */
export interface InstallationCopy {
  meta: { title: string; description: string };
  hero: PageHeroCopy;
  intro: { title: string; paragraphs: readonly string[] };
  maintenance: { title: string; paragraphs: readonly string[] };
  /**
   * The six installation guidelines, numbered 1 to 6; `stepLabel` names a step to screen readers
   * ({number} is filled in).
   */
  steps: { eyebrow: string; title: string; stepLabel: string; items: readonly InstallationStep[] };
  /** Short, everyday care habits, beside a picture. */
  care: {
    eyebrow: string;
    title: string;
    items: readonly string[];
    image: ImageKey;
    imageAlt: string;
  };
}

/** The banner's picture, the same in every language (the page preloads it). */
export const installationHeroImage: ImageKey = "scene/installation";

export const installationEn: InstallationCopy = {
  meta: {
    title: "Installation & Maintenance Guidelines",
    description:
      "How to receive, acclimatize, install and care for hardwood flooring: six guidelines that protect your floor and your warranty.",
  },
  hero: {
    image: installationHeroImage,
    imageAlt:
      "A room mid-installation: half-laid oak planks, loose boards ready to fit, flooring cartons and a mallet",
    eyebrow: "Resources",
    title: "Installation & Maintenance",
    subtitle:
      "Careful preparation and simple routines keep a hardwood floor beautiful for decades.",
  },
  intro: {
    title: "Before, During and After Installation",
    paragraphs: [
      "Hardwood is a natural material that responds to the moisture and temperature around it. Most problems with a new floor, such as gaps, cupping or boards that lift, start before the first board is laid: flooring delivered too early to a wet site, too late to settle, or installed over a subfloor that was never checked.",
      "The guidelines below explain what to check, when to have the flooring delivered and how to care for it afterwards. Please read them with your installer before work begins, and keep them with your purchase records. Following them protects your investment and keeps your warranty valid.",
    ],
  },
  maintenance: {
    title: "Importance of Floor Maintenance",
    paragraphs: [
      "A hardwood floor is made to last a lifetime, but its finish is what takes the daily wear. Grit carried in on shoes acts like sandpaper, standing water can swell the edges of boards, and very dry winter air can open gaps between them. Regular, gentle care removes these threats before they leave a mark.",
      "Maintenance is also part of your warranty. The finish is tested and guaranteed on the basis that the floor is cleaned and protected as described here. A few minutes a week keeps the surface looking new and postpones the day it needs to be sanded and refinished.",
    ],
  },
  steps: {
    eyebrow: "Six guidelines",
    title: "Installation Guidelines",
    stepLabel: "Step {number}:",
    items: [
      {
        number: 1,
        title: "Check Before Installing",
        text: "Open the boxes and inspect the flooring before any board is installed. Confirm the product, colour, grade and quantity match your order, and look over the boards for visible defects, damage in transit or moisture. Checking first is far easier than correcting a problem once the floor is down.",
      },
      {
        number: 2,
        title: "Deliver Early and Let It Acclimatize",
        text: "Have the wood delivered at least 48 hours before installation so it can acclimatize to the temperature and humidity of the room where it will be laid. All plastering, cement work and painting must be finished and completely dry before the flooring arrives, since moisture from these trades is absorbed by the wood.",
      },
      {
        number: 3,
        title: "Report Problems and Do Not Install",
        text: "If you find a problem with the flooring, report it to your dealer or supplier before installing, and do not install the affected material. Installed wood is deemed to have been accepted by the purchaser and installer, and cannot be returned or credited.",
      },
      {
        number: 4,
        title: "Follow Correct Procedures",
        text: "Install the flooring according to correct, accepted procedures for the product and subfloor. Natural wood contains some pieces that fall short; cut out deficient pieces or place them in closets and other unseen areas. We recommend using professional certified installers, who know how to prepare the subfloor and leave proper expansion space.",
      },
      {
        number: 5,
        title: "Expect Natural Variation",
        text: "Wood is a natural product, and no two boards are the same. Natural variation in colour, tone and grain is part of its beauty and is not warranted against. Samples show a typical range, so differences between samples and the product you purchase are not warranted against either.",
      },
      {
        number: 6,
        title: "Care for It Regularly",
        text: "Sweep or vacuum regularly and clean only with products approved for your finish. Do not use furniture or dusting sprays, detergents or general floor care products, which can leave residue or damage the finish. Neglecting these care instructions voids the warranty.",
      },
    ],
  },
  care: {
    eyebrow: "Everyday",
    title: "Everyday Care Tips",
    items: [
      "Place mats inside and outside every entrance to trap grit and winter salt.",
      "Sweep, dust-mop or vacuum with a hard-floor setting several times a week.",
      "Wipe up spills right away with a dry or barely damp cloth; never wet-mop.",
      "Fit felt pads under furniture legs and lift heavy pieces instead of dragging them.",
      "Keep indoor relative humidity between 35% and 55% all year.",
      "Use blinds or curtains to soften strong sun, and move rugs now and then so the floor ages evenly.",
      "Keep pets' nails trimmed and avoid stiletto heels on the floor.",
    ],
    image: "finish/uv-oil",
    imageAlt: "Close-up of a matte oiled oak surface",
  },
};

// Older names the content checks read. Each is marked pure, so that a page's script, which takes
// only the language-free constants above, leaves the English copy out of the browser's bundle.
export const installationSteps = /* @__PURE__ */ (() => installationEn.steps.items)();
export const maintenanceImportance = /* @__PURE__ */ (() => installationEn.maintenance)();
