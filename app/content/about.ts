import type { LucideIconName } from "./categories";
import type { ImageKey } from "./image-manifest";
import { site } from "./site";
import { productLineName, type PageHeroCopy } from "./slides";

export interface QualityBullet {
  icon: LucideIconName;
  title: string;
  text: string;
}

/** Every word of the about page (/about), in one language (decision 049). */
export interface AboutCopy {
  meta: { title: string; description: string };
  hero: PageHeroCopy;
  story: { eyebrow: string; title: string; paragraphs: readonly string[]; image: ImageKey; imageAlt: string };
  mission: { eyebrow: string; title: string; statement: string; paragraph: string };
  forest: { eyebrow: string; title: string; intro: string; qualityBullets: readonly QualityBullet[] };
  closing: { title: string; text: string; products: string; contact: string };
}

/** The banner's picture, the same in every language (the page preloads it). */
export const aboutHeroImage: ImageKey = "scene/about";

export const aboutEn: AboutCopy = {
  meta: {
    title: "About Us",
    description:
      "Our story, mission and core values, and how Cedarline floors go from certified forests to your home through our own factory in Ontario.",
  },
  hero: {
    image: aboutHeroImage,
    imageAlt: "An open living and dining room in daylight, floored with wide golden-beige oak planks",
    eyebrow: "About Us",
    title: `About ${site.name}`,
    subtitle:
      "A Canadian distributor of luxury floors, backed by our own factory, our own warehouses and a team that knows wood.",
  },
  story: {
    eyebrow: "Since day one",
    title: "Our Story",
    paragraphs: [
      `${site.name} began as a small hardwood wholesaler in ${site.address.city}, supplying flooring stores and installers who needed dependable stock and straight answers. We learned the trade from the people who lay floors for a living: which boards arrive flat, which finishes hold up to a Canadian winter, and how much a late delivery costs a job site.`,
      `Those lessons led us to invest in our own factory and warehouse properties, so that quality and supply were in our own hands. Controlling milling, finishing and storage made it possible to develop the ${productLineName}: the first seven-inch solid hardwood in Canada offered in a full range of colours.`,
      `Today we serve home owners, builders, designers and partner stores across ${site.address.regionName}, with solid and engineered hardwood, SPC, laminate, trim and stair parts. We are still growing, and we still answer the phone the way we did on the first day: ready to help find the right floor.`,
    ],
    image: "scene/hero-2",
    imageAlt: "Bundles of packed oak planks on pallets in our warehouse",
  },
  mission: {
    eyebrow: "Why we do it",
    title: "Our Mission",
    statement:
      "“To bring the natural beauty of premium hardwood to more Canadian homes, with floors that are made well, priced fairly and backed by people who care how they turn out.”",
    paragraph:
      "We measure ourselves by the floors that are still admired ten and twenty years after installation. That means choosing good wood, finishing it carefully, keeping it in stock and giving honest advice, even when the honest answer is a different product or a slower schedule. Our partners and customers should never have to guess what they are getting.",
  },
  forest: {
    eyebrow: "Quality",
    title: "From Forest To Flooring",
    intro:
      "Every board we sell passes through the same careful path: chosen in the forest, sawn and dried with patience, milled and finished in our own factory, then checked again before it is packed. Each step is there for one reason, to make sure the floor you install is the floor you expected.",
    qualityBullets: [
      {
        icon: "TreeDeciduous",
        title: "Certified Sustainable Sources",
        text: "We use only Select and above grade wood from certified sustainable forests, harvested under programs that protect the forest's future.",
      },
      {
        icon: "Factory",
        title: "State-of-the-Art Processing",
        text: "Modern kilns, precision milling and factory-applied finishes give every board a consistent profile, moisture content and surface.",
      },
      {
        icon: "ClipboardCheck",
        title: "Rigorous Quality Control",
        text: "Boards are inspected at each stage, from rough lumber to the finished box, and anything below standard is set aside.",
      },
      {
        icon: "Recycle",
        title: "Environmentally Responsible",
        text: "We put offcuts to use, burn sawdust for kiln heat, cure finishes with UV light and choose recyclable packaging.",
      },
    ],
  },
  closing: {
    title: "See our floors for yourself",
    text: "Browse the catalogue or visit our Mississauga showroom and warehouse.",
    products: "View All Products",
    contact: "Contact Us",
  },
};


