import type { ImageKey } from "./image-manifest";
import { site } from "./site";
import { productLineName, type PageHeroCopy } from "./slides";

export type ArticleCategory = "Guide" | "Company News" | "Sustainability" | "Trends";

/** One block of an article body; headings are shown in bold. */
export type ContentBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: readonly string[] };

export interface Article {
  /** URL slug: the article lives at /news/{id}. */
  id: string;
  title: string;
  excerpt: string;
  /** Publication date, ISO 8601 ("2026-09-15"). */
  date: string;
  image: ImageKey;
  imageAlt: string;
  category: ArticleCategory;
  content: readonly ContentBlock[];
}

/** The news list's banner picture, the same in every language (the page preloads it). */
export const newsHeroImage: ImageKey = "scene/news";

/** Every word of the news list (/news) around the articles, in one language (decision 049). */
export interface NewsCopy {
  /** The description names `{company}`, `{city}` and `{region}`, from the company's details. */
  meta: { title: string; description: string };
  hero: PageHeroCopy;
  /** The list's accessible name. */
  listLabel: string;
  /** The visible cue at the foot of every card. */
  readMore: string;
}

/** Every word of an article's page (/news/{slug}) around the article, in one language. */
export interface ArticleCopy {
  back: string;
  /** The call to action under every article. */
  cta: { title: string; text: string; cta: { label: string; to: string } };
  related: string;
  readMore: string;
  notFound: { eyebrow: string; title: string; text: string };
}

export const newsEn: NewsCopy = {
  meta: {
    title: "News & Insights",
    description: "Flooring guides, trends, sustainability notes and company news from {company} in {city}, {region}.",
  },
  hero: {
    image: newsHeroImage,
    imageAlt: "A dining and living room in golden evening light on warm brown oak floors",
    eyebrow: "Journal",
    title: "News & Insights",
    subtitle: "Stay updated with the latest trends, tips, and company news",
  },
  listLabel: "Articles",
  readMore: "Read More",
};

export const articleEn: ArticleCopy = {
  back: "Back to News",
  cta: {
    title: "Ready to Transform Your Space?",
    text: "Tell us about your rooms and the look you have in mind. We will suggest floors, send samples and prepare a quote.",
    cta: { label: "Get in Touch", to: "/contact" },
  },
  related: "Related Articles",
  readMore: "Read More",
  notFound: {
    eyebrow: "News & Insights",
    title: "Article Not Found",
    text: "We could not find that article. It may have been renamed; every guide and story is on the news page.",
  },
};

/** The four articles, newest first. */
export const articles: readonly Article[] = [
  {
    id: "hardwood-selection-guide",
    title: "How to Choose the Right Hardwood Floor for Your Home",
    excerpt:
      "Species, width, grade, colour and finish: a practical, room-by-room way to narrow hundreds of samples down to the one floor that suits the way you live.",
    date: "2026-11-10",
    image: "news/selection-guide",
    imageAlt:
      "A fan of hardwood sample boards from pale cream through honey and grey to dark walnut",
    category: "Guide",
    content: [
      {
        type: "paragraph",
        text: "Choosing a hardwood floor usually starts with colour, because colour is what you notice first on a sample board. It is better to start with the room. A floor that looks perfect in a showroom can feel wrong at home if it is too soft for a busy hallway, too dark for a north-facing room or the wrong construction for the subfloor underneath. Work through the questions below in order and the choice becomes much easier.",
      },
      { type: "heading", text: "Start With the Room, Not the Sample" },
      {
        type: "paragraph",
        text: "Before you look at colours, write down four things for each room: what is underneath (plywood, concrete or an existing floor), whether it is above, on or below grade, how much traffic it sees, and how much natural light it gets. Kitchens and front halls take the hardest wear. Basements and rooms over concrete rule out some products altogether. Bright south-facing rooms will show fading and dust differently from shaded ones.",
      },
      { type: "heading", text: "Solid or Engineered?" },
      {
        type: "paragraph",
        text: "Solid hardwood is one piece of wood, usually ¾ inch thick. It is nailed or stapled to a plywood subfloor on or above grade, and it can be sanded and refinished many times over its life. Engineered hardwood has a real wood wear layer bonded to a cross-layered core. That core moves less with changes in humidity, so engineered floors can be glued to concrete, installed in basements and used over in-floor radiant heat.",
      },
      {
        type: "list",
        items: [
          "Choose solid for main floors and upper storeys with a plywood subfloor.",
          "Choose engineered for concrete slabs, condos, basements and radiant heat.",
          "Check the wear layer on engineered boards: 3 mm or more allows at least one full sanding.",
        ],
      },
      { type: "heading", text: "Species and Hardness" },
      {
        type: "paragraph",
        text: "The Janka hardness test measures the force needed to press a steel ball into the wood; the higher the number, the better it resists dents. Red oak rates 1290 and is the benchmark most people compare against. Hard maple, at 1450, is harder and has a smooth, even grain. Walnut, at 1010, is softer but prized for its deep colour. Hickory, at about 1820, is among the hardest domestic species and suits homes with large dogs.",
      },
      { type: "heading", text: "Width, Grade and Colour" },
      {
        type: "paragraph",
        text: `Wider boards show more of each tree and make a room feel calmer, with fewer seams across the floor. Our ${productLineName} brings a seven-inch solid board to a full colour range, so you no longer have to give up width to get the tone you want. Grade decides how much natural character you see: Clear is the most uniform, while Select and Heritage show more knots and colour variation.`,
      },
      {
        type: "paragraph",
        text: "Light tones such as Lily Canvas and Nudie open up smaller rooms and hide dust well. Mid tones like Nature and Burlywood are the most forgiving with pets and everyday scuffs. Deep colours such as Senior Grey are striking but show dust, pet hair and fine scratches more readily.",
      },
      { type: "heading", text: "Finish and Everyday Wear" },
      {
        type: "paragraph",
        text: "Sheen and texture matter as much as colour. A smooth, glossy surface shows every scratch; a matte, wire-brushed or hand-scraped surface hides them. If you have children or pets, lean toward textured boards and lower sheen. UV-cured oil finishes give a soft, natural look and can be repaired in one spot without refinishing the whole room.",
      },
      { type: "heading", text: "Bring Samples Home" },
      {
        type: "paragraph",
        text: `Always look at samples in the room where they will be installed, in morning light and again in the evening. Lay them next to your cabinets, trim and largest piece of furniture. When you have two or three favourites, our team at ${site.name} or your nearest partner store can confirm stock, explain installation requirements and prepare a quote for the whole project.`,
      },
    ],
  },
  {
    id: "canadian-seven-series-design-award",
    title: `${productLineName} Wins the 2026 Great Lakes Surface Design Award`,
    excerpt: `Our seven-inch full-colour solid hardwood has been named Residential Flooring Material of the Year, recognized for bringing a full colour range to wide solid boards.`,
    date: "2026-10-14",
    image: "news/design-award",
    imageAlt:
      "A living room at dusk with wide smoked oak planks and a city skyline beyond the windows",
    category: "Company News",
    content: [
      {
        type: "paragraph",
        text: `We are proud to share that the ${productLineName} has received the 2026 Great Lakes Surface Design Award for Residential Flooring Material of the Year. The awards, judged by a panel of interior designers, architects and flooring contractors, recognize materials that change what is possible in homes around the Great Lakes region. It is the first time a solid hardwood floor has won the residential category.`,
      },
      { type: "heading", text: "An Award for the Seven-Inch Board" },
      {
        type: "paragraph",
        text: "When we introduced the series, wide solid hardwood in Canada was usually sold in a handful of safe, natural tones. Designers who wanted a pale cream or a charcoal grey on a wide board had to switch to engineered flooring or have a solid floor stained on site. We set out to offer both: the full thickness and long life of a solid ¾-inch board, at seven inches wide, in a complete palette finished in the factory.",
      },
      { type: "heading", text: "What the Jury Looked At" },
      {
        type: "paragraph",
        text: "Entries were judged on three equal criteria: design, long-term performance and the practical difference a material makes to a real project. Each finalist was also seen installed, not only as a sample. According to the jury's published notes, the series stood out on three points:",
      },
      {
        type: "list",
        items: [
          "Eight factory-finished colours, from Lily Canvas to Senior Grey, with even tone from box to box.",
          "A consistent tongue-and-groove profile across the range, so colours can change from room to room at the same height.",
          "Installed floors the jury visited in Ontario homes, including one that had been down for several winters.",
        ],
      },
      { type: "heading", text: "Why Width and Colour Were Hard to Combine" },
      {
        type: "paragraph",
        text: "A wide solid board moves more with the seasons than a narrow one, and it shows any unevenness in the stain across a larger surface. Getting both right meant changes at every stage: tighter kiln-drying targets, careful sorting so that boards in a box share a similar grain, and a multi-coat UV-cured finish applied in controlled conditions. Our own factory made it possible to test a colour, adjust it and run it again within days rather than months. Several early colours never left the test room because they did not look the same on every board, and we would rather delay a launch than ship an uneven floor.",
      },
      { type: "heading", text: "Credit Where It Is Due" },
      {
        type: "paragraph",
        text: "This award belongs to many people, and most of them never appear in a showroom. Our production team in the factory spent two years refining the finishing line. Our warehouse staff handle each pallet with care so that boards arrive flat and dry. The installers who lay the floors gave us frank feedback on every early batch, and our partner stores put the series in front of their customers before anyone else had heard of it. Thank you.",
      },
      { type: "heading", text: "What Comes Next" },
      {
        type: "paragraph",
        text: `Recognition is welcome, but it does not change the work. We are testing new tones for the series and preparing colour-matched stair treads and mouldings so a whole home can be finished in one shade. Every new colour will go through the same sorting, finishing and installation trials as the first eight before it reaches a partner store. If you would like to see the award-winning colours in person, visit one of our partner stores or contact ${site.name} to arrange samples.`,
      },
    ],
  },
  {
    id: "responsible-hardwood-sourcing",
    title: "From Forest to Floor: How We Source and Make Hardwood Responsibly",
    excerpt:
      "Where our wood comes from, how we use more of every log, and why a floor that lasts for decades is one of the most sustainable choices you can make for your home.",
    date: "2026-09-15",
    image: "news/sustainability",
    imageAlt:
      "Freshly cut hardwood logs stacked in a forest clearing, surrounded by standing trees",
    category: "Sustainability",
    content: [
      {
        type: "paragraph",
        text: "Hardwood is a renewable material, but only when the forest it comes from is managed to grow back. Home owners ask us more and more about where our boards come from and what happens between the tree and their living room. This article answers those questions as plainly as we can, and explains what you can do at home to make your floor last as long as possible.",
      },
      { type: "heading", text: "Where Our Wood Comes From" },
      {
        type: "paragraph",
        text: "Our oak, maple and walnut come from forests managed under recognized third-party certification programs, which set limits on harvest volumes, protect waterways and wildlife habitat, and require replanting or natural regeneration. We buy Select and better lumber only, which means fewer boards are rejected at the mill and less wood is wasted on the way to your floor.",
      },
      { type: "heading", text: "Using More of Every Log" },
      {
        type: "paragraph",
        text: "Every log that reaches our factory is sawn to get the most flooring from it, and boards are cut around defects rather than discarded whole. Offcuts too short for full boards become stair parts, mouldings and thresholds. What remains after that is not thrown away:",
      },
      {
        type: "list",
        items: [
          "Sawdust and shavings are pressed into fuel for the kilns that dry the next batch of lumber.",
          "Larger scraps are sold to local makers for furniture and craft projects.",
          "Bark and small pieces are sent for landscape mulch.",
        ],
      },
      { type: "heading", text: "A Floor That Lasts for Decades" },
      {
        type: "paragraph",
        text: "The most sustainable floor is one you do not replace. A solid ¾-inch hardwood floor can be sanded and refinished several times, and with ordinary care it can stay in a home for generations. Engineered hardwood uses a thinner layer of premium wood over a stable core, which lets a single log cover a larger area while still allowing the surface to be renewed.",
      },
      {
        type: "paragraph",
        text: "While it is in your home, a wood floor also keeps storing the carbon the tree absorbed as it grew, for as long as the floor stays down. When a solid floor finally comes up, the boards can often be reclaimed, resawn and reused elsewhere, starting a second life in another home.",
      },
      { type: "heading", text: "Finishes, Packaging and Transport" },
      {
        type: "paragraph",
        text: "Our factory finishes are cured with ultraviolet light rather than left to dry in the open air, which keeps solvent emissions low during production and means the floor is ready to live on the day it is installed, with no on-site finishing fumes. We have moved to recyclable cardboard packaging and plastic-free corner protection where we can. Shipping full pallets directly from our warehouse to partner stores cuts the number of trips each order makes.",
      },
      { type: "heading", text: "What You Can Do at Home" },
      {
        type: "paragraph",
        text: "How a floor is looked after matters as much as how it is made. Most of the wear we see on older floors comes from grit, water and dry air rather than age. A few simple habits will keep your floor looking good for much longer and delay the day it needs refinishing:",
      },
      {
        type: "list",
        items: [
          "Place mats at every entrance to stop grit and winter salt at the door.",
          "Put felt pads under furniture legs and lift, rather than drag, heavy pieces.",
          "Keep indoor humidity between 35% and 55% year round.",
          "Clean with a dry microfibre mop and a cleaner approved for your finish.",
        ],
      },
      {
        type: "paragraph",
        text: `If you would like the certification details for a specific order, advice on caring for an existing floor or help choosing a finish with lower maintenance needs, the ${site.name} team is happy to help. Call us or send a message and we will answer within one business day.`,
      },
    ],
  },
  {
    id: "wide-plank-flooring-trends",
    title: "Wide Plank Flooring: The Trends Shaping Canadian Homes",
    excerpt:
      "Wider boards, lighter natural tones and textured matte finishes are changing how Canadian homes look underfoot. Here is what is driving the shift, and what to consider before you follow it.",
    date: "2026-07-21",
    image: "news/wide-plank-trends",
    imageAlt:
      "A bright, open living room with very wide white oak planks running toward a wall of windows",
    category: "Trends",
    content: [
      {
        type: "paragraph",
        text: "For most of the last century, Canadian hardwood floors were laid in narrow strips, often 2¼ or 3¼ inches wide. Walk into a newly built or renovated home today and the boards are likely to be twice that width or more. Wide plank flooring has moved from country houses and cottages into condos, city semis and new subdivisions. Here is what is behind the change and how to make it work in your own home.",
      },
      { type: "heading", text: "Why Wider Boards Are Taking Over" },
      {
        type: "paragraph",
        text: "Open-plan living is the main reason. When the kitchen, dining and living areas share one floor, narrow strips can look busy over a long run. Wider boards mean fewer seams, so the floor reads as one calm surface and the room feels larger. They also show more of the grain of each board, which suits the current interest in natural, honest materials.",
      },
      { type: "heading", text: "Where Seven Inches Sits" },
      {
        type: "paragraph",
        text: `Widths from five to nine inches cover most of the market. Five inches is a safe, classic choice. Beyond eight inches, solid boards become more sensitive to humidity and are usually made as engineered planks. Seven inches is the point where a floor clearly looks wide while solid construction is still practical, which is why we chose it for our ${productLineName}.`,
      },
      { type: "heading", text: "Light, Natural Tones" },
      {
        type: "paragraph",
        text: "The grey floors that dominated the last decade are giving way to warmer, lighter colours. Pale oak, cream and near-raw finishes are the most requested tones in our partner stores, often paired with white walls, linen fabrics and black metal details. Colours such as Lily Canvas, Nudie and Ivory Gold reflect this shift, while mid-brown tones like Burlywood remain popular in traditional homes.",
      },
      {
        type: "list",
        items: [
          "Pale and natural: bright, Scandinavian-inspired rooms.",
          "Honey and mid-brown: warm, family spaces and heritage homes.",
          "Charcoal and smoked: dramatic contrast in modern condos.",
        ],
      },
      { type: "heading", text: "Texture Over Gloss" },
      {
        type: "paragraph",
        text: "High-gloss finishes are rarely specified now. Home owners prefer matte and satin sheens that look closer to raw wood, and textures such as wire brushing that bring out the grain. Beyond the look, there is a practical benefit: a brushed, low-sheen surface hides scratches, pet claws and footprints far better than a smooth, shiny one. For busy households, this is often the deciding factor, and it means the floor looks good between cleanings rather than only on the day it is mopped.",
      },
      { type: "heading", text: "Living With Wide Boards" },
      {
        type: "paragraph",
        text: "Wood moves as it takes on and gives off moisture, and a wider board moves more than a narrow one. In a Canadian climate, that means small gaps can appear between boards in January and close again by summer. This is normal, but it can be kept to a minimum. Deliver the flooring at least 48 hours before installation so it acclimatizes, and keep indoor humidity between 35% and 55% through the heating season.",
      },
      { type: "heading", text: "Planning a Wide-Plank Floor" },
      {
        type: "paragraph",
        text: `Check the subfloor first: solid wide boards need a flat plywood subfloor on or above grade, while concrete and basements call for engineered planks. Order about ten percent extra to allow for cutting and for sorting boards by colour. Then bring large samples home before you decide. The ${site.name} team can help you compare widths and colours side by side and connect you with an experienced installer.`,
      },
    ],
  },
];

/** The article with this URL id, or undefined when there is none. */
export function getArticle(id: string): Article | undefined {
  return articles.find((article) => article.id === id);
}

/** The first `count` other articles, in list order; never the article itself. */
export function relatedArticles(id: string, count = 3): Article[] {
  return articles.filter((article) => article.id !== id).slice(0, count);
}

// Calendar dates: read and written in UTC, so no time zone moves them a day.
const displayDateFormats = new Map<string, Intl.DateTimeFormat>();
const displayDateFormat = (languageTag: string) => {
  let format = displayDateFormats.get(languageTag);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    displayDateFormats.set(languageTag, format);
  }
  return format;
};

/**
 * "2026-09-15" → "September 15, 2026" in the page's language, given as its tag (`siteLocaleTags`):
 * "15 septembre 2026" in "fr-CA", the first of the month written "1er", as French does.
 */
export function formatArticleDate(isoDate: string, languageTag = "en-CA"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const format = displayDateFormat(languageTag);
  if (!languageTag.startsWith("fr")) return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");
}
