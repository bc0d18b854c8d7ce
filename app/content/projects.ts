import type { ImageKey } from "./image-manifest";
import type { PageHeroCopy } from "./slides";

export type ProjectCategory = "Residential" | "Commercial";

export interface ProjectImage {
  image: ImageKey;
  alt: string;
}

export interface Project {
  /** URL slug: the project lives at /projects/{id}. */
  id: string;
  title: string;
  location: string;
  /** Completion month and year, e.g. "March 2026". */
  date: string;
  image: ImageKey;
  imageAlt: string;
  category: ProjectCategory;
  description: string;
  details: readonly string[];
  gallery: readonly ProjectImage[];
  /** Exact titles of products in the catalogue. */
  productsUsed: readonly string[];
  area: string;
}

/** The project list's banner picture, the same in every language (the page preloads it). */
export const projectsHeroImage: ImageKey = "scene/projects";

/** Every word of the project list (/projects) around the projects, in one language (decision 049). */
export interface ProjectsCopy {
  /** The description names `{company}` and `{list}`, the projects' titles in lower case. */
  meta: { title: string; description: string };
  hero: PageHeroCopy;
  intro: { eyebrow: string; title: string; text: string };
  categories: ProjectCategoryLabels;
  cta: { title: string; text: string; label: string };
}

/** Every word of a project's page (/projects/{slug}) around the project, in one language. */
export interface ProjectCopy {
  back: string;
  categories: ProjectCategoryLabels;
  details: {
    title: string;
    location: string;
    completed: string;
    area: string;
    productsUsed: string;
    cta: string;
  };
  gallery: string;
  notFound: { eyebrow: string; title: string; text: string };
}

/** How each category is named on the page. */
export type ProjectCategoryLabels = Readonly<Record<ProjectCategory, string>>;

/** A stored category as the page names it (one it does not know, as stored). */
export const categoryLabel = (labels: ProjectCategoryLabels, category: string) =>
  Object.hasOwn(labels, category) ? labels[category as ProjectCategory] : category;

const categoriesEn: ProjectCategoryLabels = { Residential: "Residential", Commercial: "Commercial" };

export const projectsEn: ProjectsCopy = {
  meta: {
    title: "Our Projects",
    description: "Residential and commercial flooring projects completed with {company} across Canada: {list}.",
  },
  hero: {
    image: projectsHeroImage,
    imageAlt: "A condo living room at dusk with pale oak floors and a city view through tall windows",
    eyebrow: "Portfolio",
    title: "Our Projects",
    subtitle: "Showcasing Excellence in Every Installation",
  },
  intro: {
    eyebrow: "Selected work",
    title: "From residential homes to commercial spaces",
    text: "Each of these floors started with a conversation about how a space is used: who walks on it, what light falls on it and what sits beneath it. Here is what we chose, why we chose it and how the installation went.",
  },
  categories: categoriesEn,
  cta: {
    title: "Planning a floor of your own?",
    text: "Tell us about the space and how it is used. We will suggest floors, send samples and prepare a quote.",
    label: "Start Your Project",
  },
};

export const projectEn: ProjectCopy = {
  back: "Back to Projects",
  categories: categoriesEn,
  details: {
    title: "Project Details",
    location: "Location",
    completed: "Completion Date",
    area: "Area",
    productsUsed: "Products Used",
    cta: "Start Your Project",
  },
  gallery: "Project Gallery",
  notFound: {
    eyebrow: "Our Projects",
    title: "Project Not Found",
    text: "We could not find that project. It may have been renamed; all of our recent installations are on the projects page.",
  },
};

/** The four completed projects, newest first. */
export const projects: readonly Project[] = [
  {
    id: "toronto-penthouse",
    title: "Downtown Penthouse",
    location: "Toronto, Ontario",
    date: "September 2026",
    image: "project/penthouse-1",
    imageAlt:
      "Penthouse living area with wide white oak floors, pale sofas and floor-to-ceiling windows over the city at dusk",
    category: "Residential",
    description:
      "A corner penthouse near the waterfront with glass on two sides and an open plan that runs more than thirty metres from the entry to the far window. The owners wanted one continuous, light-toned floor that would stay calm in strong sun and look as good under evening lamplight as it does at noon.",
    details: [
      "The building sits on a concrete slab and the condominium board sets strict sound rules, so solid nail-down boards were not an option. We recommended European Oak Prime Matte in the unstained White Oak tone, glued down over an acoustic membrane. Its long, wide planks keep end joints to a minimum across the open plan, and the ultra-matte lacquer hides the glare that a glossier finish would throw back from the windows.",
      "The laundry room and the terrace entry took Lakeshore 7 mm SPC, chosen for its waterproof core and attached underpad. Colour-matched T-mouldings carry the change of height at each doorway, and a 5¼-inch solid oak baseboard, painted to match the walls, finishes the edges with a clean, tall profile.",
      "Boards were delivered to the suite a week ahead so they could acclimatize to the building's heating and cooling. The installers worked from the windows back toward the entry, and the owners moved in on schedule with no transitions in the main living space.",
    ],
    gallery: [
      {
        image: "project/penthouse-1",
        alt: "Living area with wide white oak planks, a marble coffee table and a skyline view at dusk",
      },
      {
        image: "project/penthouse-2",
        alt: "The dining table and marble kitchen island at sunset, with oak planks running toward the glass",
      },
      {
        image: "project/penthouse-3",
        alt: "View across the open plan from the corner window, the light oak floor continuous from room to room",
      },
    ],
    productsUsed: [
      "European Oak Prime Matte",
      "Lakeshore 7 mm SPC",
      "Colour-Matched Oak T-Moulding",
      "Solid Oak Baseboard 5¼-inch",
    ],
    area: "3,200 sq ft",
  },
  {
    id: "vancouver-heritage-restoration",
    title: "Heritage Home Restoration",
    location: "Vancouver, British Columbia",
    date: "June 2026",
    image: "project/heritage-1",
    imageAlt:
      "Living room with walnut plank floors, cream wainscoting, a marble fireplace and a brown leather sofa",
    category: "Residential",
    description:
      "A 1912 Craftsman house in Kitsilano, restored by its owners over three years. The original floors had been patched, carpeted and sanded thin. The brief was to bring back the warmth of an early twentieth-century home with floors that look as if they had always been there, while standing up to a young family.",
    details: [
      "Each room called for a different answer. The living room, with its restored fireplace and wainscoting, took Canadian Seven Series Black Walnut, whose natural run of light sapwood and chocolate heartwood suits the dark mantel. The dining room received Herringbone Engineered Walnut laid on the diagonal, a pattern often found in houses of that era.",
      "In the hall and the front sitting room, enough of the original narrow strip survived to keep. We supplied Heritage Strip Red Oak 3¼-inch to replace the damaged boards; it is milled to the same width and thickness as older floors, so the new strips were woven in and the whole floor was then sanded and refinished as one.",
      "Vancouver's damp winters were planned for from the start. The crawlspace was sealed before installation, every delivery was left in the house to acclimatize, and the owners now run a humidifier through the dry heating months to keep seasonal gaps small.",
    ],
    gallery: [
      {
        image: "project/heritage-1",
        alt: "Walnut plank floor in the living room, with wainscoting, a fireplace and a leather sofa",
      },
      {
        image: "project/heritage-2",
        alt: "Sitting room with red oak strip flooring and sage-green wainscoting beside tall paned windows",
      },
      {
        image: "project/heritage-3",
        alt: "Walnut herringbone laid on the diagonal in front of the fireplace and a dark leather sofa",
      },
    ],
    productsUsed: [
      "Canadian Seven Series Black Walnut",
      "Herringbone Engineered Walnut",
      "Heritage Strip Red Oak 3¼-inch",
    ],
    area: "2,450 sq ft",
  },
  {
    id: "montreal-boutique-hotel",
    title: "Boutique Hotel Lobby",
    location: "Montreal, Quebec",
    date: "April 2026",
    image: "project/hotel-1",
    imageAlt:
      "Hotel lobby with a smoked oak herringbone floor, marble columns and a lounge group under brass pendants",
    category: "Commercial",
    description:
      "The ground floor of a sixty-room boutique hotel in Old Montreal, converted from a former warehouse. The designers wanted a lobby that feels like a private residence: marble columns, a walnut slat wall behind reception and a wood floor with enough pattern to hold its own in a tall, generous room.",
    details: [
      "We proposed Herringbone Engineered Oak 120 mm in Smoked Oak, laid at forty-five degrees to the entrance so the pattern draws guests toward the reception desk. The engineered construction was glued directly to the levelled concrete slab, and its 3 mm wear layer leaves room for a future sanding and refinishing.",
      "A hotel lobby sees luggage wheels, wet boots and constant traffic. A recessed walk-off mat at the door catches grit and winter salt before it reaches the wood, Colour-Matched Oak Reducers ease the edge where the floor meets the stone vestibule, and Oak Flat Thresholds mark the doorways to the bar and the meeting room.",
      "Installation was phased over three weekends so the hotel could keep part of the lobby open to guests throughout. Before reopening, the housekeeping team received a written care routine, with daily dust-mopping, a weekly damp clean and only cleaners approved for the finish.",
    ],
    gallery: [
      {
        image: "project/hotel-1",
        alt: "Lobby lounge on a smoked oak herringbone floor between marble columns",
      },
      {
        image: "project/hotel-2",
        alt: "Rust-coloured lounge chairs on the herringbone floor, with the walnut slat wall behind reception",
      },
      {
        image: "project/hotel-3",
        alt: "Wide view of the lobby from the windows, the diagonal herringbone running to the reception desk",
      },
    ],
    productsUsed: [
      "Herringbone Engineered Oak 120 mm",
      "Colour-Matched Oak Reducer",
      "Oak Flat Threshold 36-inch",
    ],
    area: "4,800 sq ft",
  },
  {
    id: "calgary-contemporary-office",
    title: "Contemporary Office",
    location: "Calgary, Alberta",
    date: "February 2026",
    image: "project/office-1",
    imageAlt: "Open office with cool grey oak planks, long white desks and linear pendant lights",
    category: "Commercial",
    description:
      "A full-floor office for an engineering consultancy in Calgary's Beltline, with open desking, a glass meeting room and windows on three sides. The tenant wanted a real wood floor in place of the usual carpet tile, in a cool tone that would sit well with white desks, black steel and plenty of daylight.",
    details: [
      "We specified European Oak Grande 220 in Silver. Its 220 mm planks are long enough to run the full depth of each desk bay with few end joints, and the cool grey finish keeps the room bright without looking cold. The engineered core was the deciding factor: Calgary's dry winter air is hard on solid wood, and a cross-layered plank moves far less.",
      "Before installation, the building's mechanical system was adjusted to hold relative humidity above thirty-five percent through the heating season, and the boards acclimatized on site for a week. Colour-Matched Oak T-Mouldings join the wood to the carpeted quiet rooms, and a primed MDF baseboard, painted white, keeps the perimeter simple.",
      "Every task chair was fitted with soft casters before move-in, felt pads went under the meeting room furniture and walk-off mats were placed at the elevator lobby. With those simple measures, the floor has kept its even finish through its first busy winter of boots, grit and gravel.",
    ],
    gallery: [
      {
        image: "project/office-1",
        alt: "Open office with long white desks on grey oak planks under linear pendants",
      },
      {
        image: "project/office-2",
        alt: "Rows of desks on the grey oak floor beside tall windows with a city view",
      },
      {
        image: "project/office-3",
        alt: "Black-framed glass meeting room with an oak table, seen across the grey plank floor",
      },
    ],
    productsUsed: [
      "European Oak Grande 220",
      "Colour-Matched Oak T-Moulding",
      "Primed MDF Baseboard 4¼-inch",
    ],
    area: "6,500 sq ft",
  },
];

/** The project with this URL id, or undefined when there is none. */
export function getProject(id: string): Project | undefined {
  return projects.find((project) => project.id === id);
}
