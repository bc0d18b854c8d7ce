import type { ImageKey } from "./image-manifest";
import type { PageHeroCopy } from "./slides";

export interface Grade {
  id: "clear" | "premier" | "select" | "heritage";
  name: string;
  image: ImageKey;
  imageAlt: string;
  /** One or two paragraphs. */
  description: readonly string[];
}

/**
 * Every word of the hardwood grades page (/information/hardwood-grades), in one language
 * (decision 049).
 */
export interface GradesCopy {
  meta: { title: string; description: string };
  hero: PageHeroCopy;
  title: string;
  paragraphs: readonly string[];
  /** Heads each grade with its place: {number} and {count} are filled in. */
  gradeLabel: string;
  /** The four grades, from the most uniform to the most characterful. */
  grades: readonly Grade[];
  /** The page's statement on which grades of wood go into our products. */
  standard: { eyebrow: string; title: string; text: string };
}

/** The banner's picture, the same in every language (the page preloads it). */
export const gradesHeroImage: ImageKey = "scene/grades";

export const gradesEn: GradesCopy = {
  meta: {
    title: "Hardwood Grades: Clear, Premier, Select and Heritage",
    description:
      "What hardwood grades mean for the look of your floor, from uniform Clear to characterful Heritage. Our products only use Select and better.",
  },
  hero: {
    image: gradesHeroImage,
    imageAlt:
      "White oak boards laid side by side in four groups, from uniform Clear to knotty Heritage",
    eyebrow: "Resources",
    title: "Hardwood Grades",
    subtitle: "How much natural character do you want to see in your floor?",
  },
  title: "What a Grade Tells You",
  paragraphs: [
    "A grade describes how a board looks, not how strong it is. Every board in every grade is the same species, milled to the same profile and finished to the same standard. What changes is how much of the tree's natural character shows on the surface: variation in colour, mineral streaks, small checks and knots.",
    "Choosing a grade is a matter of taste and of the room. Uniform grades suit formal, contemporary spaces where the floor should stay quiet. Grades with more character bring warmth to family rooms and traditional homes, and they are more forgiving of everyday wear. The four grades below run from the most uniform to the most characterful.",
  ],
  gradeLabel: "Grade {number} of {count}",
  grades: [
    {
      id: "clear",
      name: "Clear",
      image: "grade/clear",
      imageAlt: "Close-up of Clear grade white oak boards with even colour and no knots",
      description: [
        "Clear is the most uniform grade we offer. Boards are selected to be free of staining, checking, mineral streaks, pin knots and other character marks, so the floor shows only the wood's straight, even grain and a consistent colour from one board to the next.",
        "It is the choice for formal rooms and minimalist interiors, where the floor should read as a single calm surface and leave the attention to the furniture, the art and the architecture. Because it hides little, it looks best with felt pads and entrance mats.",
      ],
    },
    {
      id: "premier",
      name: "Premier",
      image: "grade/premier",
      imageAlt: "Close-up of Premier grade white oak boards with gentle variation in colour",
      description: [
        "Premier keeps the clean look of Clear but allows some colour variation between boards and within a single board, the natural difference between lighter sapwood and darker heartwood. Character marks remain minimal, so the floor still looks refined and orderly.",
        "The gentle shifts in tone add depth and movement without looking rustic, which makes Premier a popular choice for open-plan living areas, bedrooms and contemporary homes. It also blends slightly better than Clear with everyday dust and light scuffs, while keeping a tailored, even appearance.",
      ],
    },
    {
      id: "select",
      name: "Select",
      image: "grade/select",
      imageAlt: "Close-up of Select grade white oak boards showing a mix of colour and small knots",
      description: [
        "Select offers a natural medley of colour and character. Alongside variation from light to dark, you will see the marks that make each tree unique: small knots, mineral streaks and lively grain patterns spread evenly through the floor rather than gathered in one corner of the room.",
        "The result is a warm, authentic floor that feels lived-in from day one and is forgiving of the dents and scratches of family life. Select is our most requested grade for kitchens, family rooms and cottages, and it pairs naturally with textured finishes.",
      ],
    },
    {
      id: "heritage",
      name: "Heritage",
      image: "grade/heritage",
      imageAlt:
        "Close-up of Heritage grade white oak boards with large filled knots and rich variation",
      description: [
        "Heritage has the same natural medley of colour and character as Select, but also allows large knots, up to two inches across, which are filled and finished smooth with the rest of the surface. These bold features give the floor a strong, rustic personality.",
        "It suits farmhouse kitchens, heritage homes and any room where the floor is meant to be a feature in its own right, with the look of wood that has been part of the house for generations. The knots are stable and sound underfoot.",
      ],
    },
  ],
  standard: {
    eyebrow: "Our standard",
    title: "Select and Better, Every Time",
    text: "Our products only use Select and better grade wood. Lower grades with open defects, loose knots or unsound wood never reach our finishing line, so whichever look you choose, from the calm of Clear to the character of Heritage, every board is solid, stable and ready to install.",
  },
};

// Older names the content checks read. Each is marked pure, so that a page's script, which takes
// only the language-free constants above, leaves the English copy out of the browser's bundle.
export const grades = /* @__PURE__ */ (() => gradesEn.grades)();
export const selectAndBetterStatement = /* @__PURE__ */ (() => gradesEn.standard)();
