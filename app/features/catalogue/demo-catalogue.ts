/**
 * Demo catalogue used to seed a fresh database: categories and products for a
 * Mississauga flooring distributor. Plain typed data only — no imports.
 *
 * Conventions:
 * - `size` is length*width*thickness in millimetres ("1900*190*15mm"); solid hardwood
 *   is sold in random lengths, so its length is the longest board in the box.
 * - `picture` and `images[].image` are image keys (e.g. "swatch/nature") resolved by
 *   the image pipeline. Every product has its own `picture`: its first colour variant's
 *   swatch, or where another product already shows that swatch, a shot of its own format,
 *   grade and finish in that colour ("product/…", or a stair, trim or spindle variant).
 * - Blank SEO fields (null) mean the page falls back to title and content.
 */

interface DemoCategory {
  name: string;
  slug: string;
  children: { name: string; slug: string }[];
}

/** `image` is an image key like "swatch/nature". */
interface DemoColourImage {
  image: string;
  colour: string;
}

interface DemoProduct {
  title: string;
  content: string;
  category: string;
  size: string | null;
  series: string | null;
  color: string | null;
  level: string | null;
  packing: string | null;
  picture: string;
  images: DemoColourImage[];
  isFeatured: boolean;
  isPublished: boolean;
  displayOrder: number;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
}

export const demoCategories: DemoCategory[] = [
  {
    name: "Solid Hardwood",
    slug: "solid-hardwood",
    children: [
      { name: "7-inch Canadian Series", slug: "solid-7-inch-series" },
      { name: "5-inch Classic Series", slug: "solid-5-inch-classic-series" },
      { name: "3¼-inch Strip", slug: "solid-3-quarter-inch-strip" },
    ],
  },
  {
    name: "Engineered Hardwood",
    slug: "engineered-hardwood",
    children: [
      { name: "Wide Plank 7½-inch", slug: "engineered-wide-plank-7-half-inch" },
      { name: "Herringbone", slug: "engineered-herringbone" },
      { name: "European Oak", slug: "engineered-european-oak" },
    ],
  },
  {
    name: "SPC Floor",
    slug: "spc-floor",
    children: [
      { name: "7 mm Click", slug: "spc-7mm-click" },
      { name: "5 mm Click", slug: "spc-5mm-click" },
    ],
  },
  {
    name: "Laminate Floor",
    slug: "laminate-floor",
    children: [
      { name: "12 mm AC4", slug: "laminate-12mm-ac4" },
      { name: "8 mm AC3", slug: "laminate-8mm-ac3" },
    ],
  },
  {
    name: "Wood Trim",
    slug: "wood-trim",
    children: [
      { name: "Mouldings", slug: "trim-mouldings" },
      { name: "Transitions", slug: "trim-transitions" },
    ],
  },
  {
    name: "Iron Spindle & Accessories",
    slug: "iron-spindle-accessories",
    children: [
      { name: "Balusters", slug: "spindle-balusters" },
      { name: "Shoes & Accessories", slug: "spindle-shoes-accessories" },
    ],
  },
  {
    name: "Stair Tread & Riser",
    slug: "stair-tread-riser",
    children: [
      { name: "Treads", slug: "stair-treads" },
      { name: "Risers", slug: "stair-risers" },
    ],
  },
];

export const demoProducts: DemoProduct[] = [
  // ── Featured ────────────────────────────────────────────────────────────
  {
    title: "Canadian Seven Series 7-inch Full-Colour Solid Oak",
    content:
      "The first 7-inch solid hardwood in Canada offered in a full colour range: eight factory finishes on ¾-inch Canadian oak, from the pale Lily Canvas to the charcoal Senior Grey. Boards are kiln-dried to 6–9% moisture content and finished with nine coats of UV-cured aluminium-oxide urethane. Nail or staple down over a ¾-inch plywood subfloor on or above grade, and keep indoor relative humidity between 35% and 55% through the winter heating season.",
    category: "solid-7-inch-series",
    size: "2134*178*19mm",
    series: "Canadian Seven Series",
    color: "Nature",
    level: "Select & Better",
    packing: "Random lengths 305–2134 mm, 22.00 sq ft/box, 42 boxes/pallet",
    picture: "swatch/nature",
    images: [
      { image: "swatch/nature", colour: "Nature" },
      { image: "swatch/lily-canvas", colour: "Lily Canvas" },
      { image: "swatch/ivory-gold", colour: "Ivory Gold" },
      { image: "swatch/burlywood", colour: "Burlywood" },
      { image: "swatch/silver", colour: "Silver" },
      { image: "swatch/senior-grey", colour: "Senior Grey" },
      { image: "swatch/old-prairie", colour: "Old Prairie" },
      { image: "swatch/nudie", colour: "Nudie" },
    ],
    isFeatured: true,
    isPublished: true,
    displayOrder: 10,
    seoTitle: "7-inch Solid Oak Hardwood in 8 Colours | Canadian Seven",
    seoDescription:
      "Canada's first 7-inch solid oak series in eight colours, from Lily Canvas to Senior Grey. ¾-inch boards, Select & Better grade, stocked in Mississauga.",
    seoKeywords:
      "7 inch solid hardwood, wide plank solid oak, solid hardwood Mississauga, Canadian Seven Series",
  },
  {
    title: "Grand Plank 7½-inch Engineered Oak",
    content:
      "A 190 mm engineered oak plank with a 4 mm sawn-face wear layer on an 11 mm cross-ply Baltic birch core, so it can be sanded and refinished more than once. The cross-ply construction stays flat over in-floor radiant heat and can be glued down on concrete, including basements. Lengths are a consistent 1900 mm for fewer end joints in open-plan rooms.",
    category: "engineered-wide-plank-7-half-inch",
    size: "1900*190*15mm",
    series: "Grand Plank Series",
    color: "Nature",
    level: "Premier",
    packing: "8 pcs/box, 31.09 sq ft/box, 40 boxes/pallet",
    picture: "product/grand-plank-oak",
    images: [
      { image: "swatch/nature", colour: "Nature" },
      { image: "swatch/ivory-gold", colour: "Ivory Gold" },
      { image: "swatch/burlywood", colour: "Burlywood" },
      { image: "swatch/silver", colour: "Silver" },
      { image: "swatch/old-prairie", colour: "Old Prairie" },
    ],
    isFeatured: true,
    isPublished: true,
    displayOrder: 20,
    seoTitle: "7½-inch Engineered Oak Wide Plank | Grand Plank",
    seoDescription:
      "190 mm engineered oak with a 4 mm wear layer on a birch ply core. Radiant-heat compatible and suitable for glue-down installation in basements.",
    seoKeywords:
      "engineered hardwood, wide plank engineered oak, radiant heat flooring, basement hardwood",
  },
  {
    title: "Coastal Series 7 mm SPC",
    content:
      "A 100% waterproof stone-polymer core plank with a 20 mil wear layer and a 1.5 mm attached IXPE underpad. The angle-tap click system floats over concrete, plywood or most existing hard floors, which makes it a practical choice for basements, kitchens and condo units. Six colours with embossed-in-register grain, and planks can be installed directly after delivery without acclimatisation.",
    category: "spc-7mm-click",
    size: "1520*228*7mm",
    series: "Coastal Series",
    color: "Coastal Grey",
    level: "Wear layer 20 mil",
    packing: "8 pcs/box, 29.84 sq ft/box, 56 boxes/pallet",
    picture: "swatch/spc-coastal-grey",
    images: [
      { image: "swatch/spc-coastal-grey", colour: "Coastal Grey" },
      { image: "swatch/spc-sandbar", colour: "Sandbar" },
      { image: "swatch/spc-harbour-oak", colour: "Harbour Oak" },
      { image: "swatch/spc-driftwood", colour: "Driftwood" },
      { image: "swatch/spc-chestnut", colour: "Chestnut" },
      { image: "swatch/spc-stone-grey", colour: "Stone Grey" },
    ],
    isFeatured: true,
    isPublished: true,
    displayOrder: 30,
    seoTitle: "Waterproof 7 mm SPC Flooring with Underpad | Coastal",
    seoDescription:
      "Waterproof 7 mm SPC vinyl plank with a 20 mil wear layer and attached underpad. Six colours for basements, kitchens and condos. Pick up in Mississauga.",
    seoKeywords:
      "SPC flooring, waterproof vinyl plank, basement flooring, rigid core vinyl Ontario",
  },
  {
    title: "Solid Oak Stair Tread 48-inch",
    content:
      "A 1-inch-thick solid red oak tread, 11½ inches deep with a full round nose, edge-glued from kiln-dried boards for a stable, flat surface. It is supplied prefinished in three stains that coordinate with our hardwood lines, with the ends left unfinished so it can be cut to length on site. Use construction adhesive and finishing nails when fitting it over an existing stringer.",
    category: "stair-treads",
    size: "1219*292*25mm",
    series: "Oak Stair Collection",
    color: "Natural Oak",
    level: "Select & Better",
    packing: "1 pc/carton, 40 cartons/pallet",
    picture: "stair/natural-oak",
    images: [
      { image: "stair/natural-oak", colour: "Natural Oak" },
      { image: "stair/espresso", colour: "Espresso" },
      { image: "stair/grey", colour: "Grey" },
    ],
    isFeatured: true,
    isPublished: true,
    displayOrder: 40,
    seoTitle: "Prefinished Solid Oak Stair Treads 48-inch",
    seoDescription:
      "1-inch solid oak stair treads, 48 x 11½ inches with a round nose. Prefinished in Natural Oak, Espresso or Grey. Available in Mississauga, Ontario.",
    seoKeywords:
      "oak stair treads, prefinished stair treads, stair renovation, stair treads Mississauga",
  },

  // ── Solid Hardwood: 7-inch Canadian Series ──────────────────────────────
  {
    title: "Canadian Seven Series Wire-Brushed White Oak",
    content:
      "Quarter- and rift-sawn white oak boards are wire-brushed to open the grain, then finished with a low-sheen matte urethane that hides everyday scuffs. The brushed texture suits both modern and farmhouse interiors. Same ¾-inch tongue-and-groove profile as the rest of the Canadian Seven Series, so colours can be mixed across rooms.",
    category: "solid-7-inch-series",
    size: "2134*178*19mm",
    series: "Canadian Seven Series",
    color: "White Oak",
    level: "Select & Better",
    packing: "Random lengths 305–2134 mm, 22.00 sq ft/box, 42 boxes/pallet",
    picture: "product/seven-wire-brushed-white-oak",
    images: [
      { image: "swatch/white-oak", colour: "White Oak" },
      { image: "swatch/smoked-oak", colour: "Smoked Oak" },
      { image: "swatch/senior-grey", colour: "Senior Grey" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 50,
    seoTitle: "Wire-Brushed 7-inch Solid White Oak Flooring",
    seoDescription:
      "¾-inch solid white oak in 7-inch widths, wire-brushed with a matte finish. Available in White Oak, Smoked Oak and Senior Grey.",
    seoKeywords: "solid white oak flooring, wire brushed hardwood, 7 inch white oak",
  },
  {
    title: "Canadian Seven Series Hickory",
    content:
      "Hickory is one of the hardest domestic species, rated about 1820 on the Janka scale, which makes it a good match for busy households with pets. The wide boards show the strong contrast between hickory's pale sapwood and darker heartwood. Offered in a clear natural finish and a warm saddle stain.",
    category: "solid-7-inch-series",
    size: "2134*178*19mm",
    series: "Canadian Seven Series",
    color: "Natural Hickory",
    level: "Character",
    packing: "Random lengths 305–2134 mm, 22.00 sq ft/box, 42 boxes/pallet",
    picture: "swatch/hickory-natural",
    images: [
      { image: "swatch/hickory-natural", colour: "Natural Hickory" },
      { image: "swatch/hickory-saddle", colour: "Saddle Hickory" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 60,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Canadian Seven Series Black Walnut",
    content:
      "American black walnut in a 7-inch width, with natural colour variation from light sapwood streaks to deep chocolate heartwood. Walnut is softer than oak, so we recommend felt pads on furniture and area rugs at entrances. Available in a clear natural finish or a dark stain that evens out the sapwood.",
    category: "solid-7-inch-series",
    size: "2134*178*19mm",
    series: "Canadian Seven Series",
    color: "Natural Walnut",
    level: "Character",
    packing: "Random lengths 305–2134 mm, 22.00 sq ft/box, 42 boxes/pallet",
    picture: "swatch/walnut-natural",
    images: [
      { image: "swatch/walnut-natural", colour: "Natural Walnut" },
      { image: "swatch/walnut-dark", colour: "Dark Walnut" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 70,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Solid Hardwood: 5-inch Classic Series ──────────────────────────────
  {
    title: "Classic Five Red Oak",
    content:
      "Plain-sawn northern red oak in a 5-inch width, the most common choice for Ontario homes built from the 1950s onward. The prefinished surface carries a micro-bevel on all four edges. Choose the Red Oak natural tone, the amber Nature stain or a deep Espresso.",
    category: "solid-5-inch-classic-series",
    size: "2134*127*19mm",
    series: "Classic Series",
    color: "Red Oak",
    level: "Select & Better",
    packing: "Random lengths 305–2134 mm, 20.00 sq ft/box, 48 boxes/pallet",
    picture: "swatch/red-oak",
    images: [
      { image: "swatch/red-oak", colour: "Red Oak" },
      { image: "swatch/nature", colour: "Nature" },
      { image: "swatch/espresso", colour: "Espresso" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 80,
    seoTitle: "5-inch Prefinished Solid Red Oak Hardwood",
    seoDescription:
      "Northern red oak, ¾-inch solid, 5-inch boards with a four-sided micro-bevel. Prefinished in Red Oak, Nature and Espresso.",
    seoKeywords: "red oak hardwood, 5 inch solid hardwood, prefinished oak flooring",
  },
  {
    title: "Classic Five White Oak",
    content:
      "White oak has a tighter grain and a cooler, more neutral tone than red oak, and it takes light stains evenly. This 5-inch board comes in a near-white Lily Canvas, a weathered Old Prairie and an unstained White Oak finish. A good fit for renovations where new flooring has to meet existing 5-inch boards.",
    category: "solid-5-inch-classic-series",
    size: "2134*127*19mm",
    series: "Classic Series",
    color: "White Oak",
    level: "Select & Better",
    packing: "Random lengths 305–2134 mm, 20.00 sq ft/box, 48 boxes/pallet",
    picture: "product/classic-five-white-oak",
    images: [
      { image: "swatch/white-oak", colour: "White Oak" },
      { image: "swatch/lily-canvas", colour: "Lily Canvas" },
      { image: "swatch/old-prairie", colour: "Old Prairie" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 90,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Classic Five Hard Maple",
    content:
      "Canadian hard maple from Quebec and Ontario mills, with a fine, even grain and a Janka hardness of about 1450. Maple is dense and closed-grained, so it is offered prefinished only: a clear Natural Maple and a warmer Honey Maple. Expect the natural tone to mellow toward amber over the first year of sunlight.",
    category: "solid-5-inch-classic-series",
    size: "2134*127*19mm",
    series: "Classic Series",
    color: "Natural Maple",
    level: "Select & Better",
    packing: "Random lengths 305–2134 mm, 20.00 sq ft/box, 48 boxes/pallet",
    picture: "swatch/maple-natural",
    images: [
      { image: "swatch/maple-natural", colour: "Natural Maple" },
      { image: "swatch/maple-honey", colour: "Honey Maple" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 100,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Classic Five Hickory Character",
    content:
      "A character-grade hickory board that keeps the knots, mineral streaks and colour swings the species is known for. It is priced below our select grades and suits cottages, family rooms and rustic kitchens. Finished in a satin urethane that keeps the natural colour.",
    category: "solid-5-inch-classic-series",
    size: "2134*127*19mm",
    series: "Classic Series",
    color: "Natural Hickory",
    level: "Character",
    packing: "Random lengths 305–2134 mm, 20.00 sq ft/box, 48 boxes/pallet",
    picture: "product/classic-five-hickory",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 110,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Solid Hardwood: 3¼-inch Strip ──────────────────────────────────────
  {
    title: "Heritage Strip Red Oak 3¼-inch",
    content:
      "The traditional 3¼-inch strip found in many older Toronto and Mississauga houses, milled to match existing floors when a room is extended or repaired. Narrow boards move less with seasonal humidity changes than wide planks. Prefinished in Red Oak or the amber Nature stain.",
    category: "solid-3-quarter-inch-strip",
    size: "2134*83*19mm",
    series: "Heritage Strip",
    color: "Red Oak",
    level: "Heritage",
    packing: "Random lengths 254–2134 mm, 20.00 sq ft/box, 55 boxes/pallet",
    picture: "product/heritage-strip-red-oak",
    images: [
      { image: "swatch/red-oak", colour: "Red Oak" },
      { image: "swatch/nature", colour: "Nature" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 120,
    seoTitle: "3¼-inch Red Oak Strip Hardwood Flooring",
    seoDescription:
      "Traditional 3¼-inch solid red oak strip for matching and extending existing floors. Prefinished, ¾-inch thick, random lengths.",
    seoKeywords: "3 1/4 red oak, strip hardwood, matching existing hardwood floors",
  },
  {
    title: "Heritage Strip Hard Maple 3¼-inch",
    content:
      "A narrow strip in Canadian hard maple, often chosen for bright kitchens and home gyms. The clear finish shows the light, even colour of the wood. Fits the same nailer set-up as our 3¼-inch oak strip.",
    category: "solid-3-quarter-inch-strip",
    size: "2134*83*19mm",
    series: "Heritage Strip",
    color: "Natural Maple",
    level: "Heritage",
    packing: "Random lengths 254–2134 mm, 20.00 sq ft/box, 55 boxes/pallet",
    picture: "product/heritage-strip-maple",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 130,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Heritage Strip White Oak Natural Finish",
    content:
      "White oak strip with a clear oil-modified finish that leaves the wood close to its raw colour. The Nudie finish has no added stain, so boards from different lots blend easily. Also available in the unstained White Oak tone with a standard urethane coat.",
    category: "solid-3-quarter-inch-strip",
    size: "2134*83*19mm",
    series: "Heritage Strip",
    color: "Nudie",
    level: "Select & Better",
    packing: "Random lengths 254–2134 mm, 20.00 sq ft/box, 55 boxes/pallet",
    picture: "swatch/nudie",
    images: [
      { image: "swatch/nudie", colour: "Nudie" },
      { image: "swatch/white-oak", colour: "White Oak" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 140,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Engineered Hardwood: Wide Plank 7½-inch ────────────────────────────
  {
    title: "Grand Plank 7½-inch Engineered Hickory",
    content:
      "Hickory on the same 15 mm birch-ply construction as the Grand Plank oak, with a 4 mm wear layer. The hard top layer holds up well in entrances and family rooms. Offered in natural and saddle tones.",
    category: "engineered-wide-plank-7-half-inch",
    size: "1900*190*15mm",
    series: "Grand Plank Series",
    color: "Natural Hickory",
    level: "Character",
    packing: "8 pcs/box, 31.09 sq ft/box, 40 boxes/pallet",
    picture: "product/grand-plank-hickory",
    images: [
      { image: "swatch/hickory-natural", colour: "Natural Hickory" },
      { image: "swatch/hickory-saddle", colour: "Saddle Hickory" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 150,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Grand Plank 7½-inch Engineered Walnut",
    content:
      "Black walnut face on a 15 mm birch-ply core, giving the look of a wide walnut plank at a lower cost than solid. Suitable for glue-down or floating installation, including over radiant heat. Natural and dark finishes.",
    category: "engineered-wide-plank-7-half-inch",
    size: "1900*190*15mm",
    series: "Grand Plank Series",
    color: "Natural Walnut",
    level: "Premier",
    packing: "8 pcs/box, 31.09 sq ft/box, 40 boxes/pallet",
    picture: "product/grand-plank-walnut",
    images: [
      { image: "swatch/walnut-natural", colour: "Natural Walnut" },
      { image: "swatch/walnut-dark", colour: "Dark Walnut" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 160,
    seoTitle: "7½-inch Engineered Walnut Flooring",
    seoDescription:
      "Black walnut engineered plank, 190 mm wide on a birch ply core. Glue-down or floating, radiant-heat compatible. Natural and Dark Walnut.",
    seoKeywords: "engineered walnut, walnut flooring, wide plank walnut",
  },
  {
    title: "Grand Plank ¾-inch Engineered White Oak",
    content:
      "A full ¾-inch engineered board with a 6 mm white oak wear layer, so it can be nailed down on the same plywood subfloor as solid hardwood and sits flush with existing ¾-inch floors. The thick top layer allows several full sandings over its life. Available smoked, unstained or in the natural Nudie finish.",
    category: "engineered-wide-plank-7-half-inch",
    size: "1900*190*20mm",
    series: "Grand Plank Series",
    color: "White Oak",
    level: "Premier",
    packing: "6 pcs/box, 23.31 sq ft/box, 40 boxes/pallet",
    picture: "swatch/white-oak",
    images: [
      { image: "swatch/white-oak", colour: "White Oak" },
      { image: "swatch/smoked-oak", colour: "Smoked Oak" },
      { image: "swatch/nudie", colour: "Nudie" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 170,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Engineered Hardwood: Herringbone ───────────────────────────────────
  {
    title: "Herringbone Engineered Oak 120 mm",
    content:
      "Short 600 mm oak blades with a 3 mm wear layer, packed as left (A) and right (B) pieces in each box for a classic herringbone layout. The blades are glued down over a flat plywood or concrete subfloor. Four colours, from the pale Lily Canvas to a charcoal Senior Grey.",
    category: "engineered-herringbone",
    size: "600*120*15mm",
    series: "Herringbone Collection",
    color: "Nature",
    level: "Select & Better",
    packing: "24 pcs/box (12 A + 12 B), 18.60 sq ft/box, 60 boxes/pallet",
    picture: "product/herringbone-oak",
    images: [
      { image: "swatch/nature", colour: "Nature" },
      { image: "swatch/lily-canvas", colour: "Lily Canvas" },
      { image: "swatch/smoked-oak", colour: "Smoked Oak" },
      { image: "swatch/senior-grey", colour: "Senior Grey" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 180,
    seoTitle: "Engineered Oak Herringbone Flooring 120 mm",
    seoDescription:
      "Engineered oak herringbone blades, 600 x 120 mm, packed in A and B pieces. Glue-down over plywood or concrete. Four colours.",
    seoKeywords: "herringbone flooring, engineered oak herringbone, herringbone hardwood Toronto",
  },
  {
    title: "Herringbone Engineered Walnut",
    content:
      "Black walnut herringbone blades with a 3 mm wear layer, suited to dining rooms and front halls where the pattern is on show. The natural finish lets the walnut grain carry the room. Sold in A and B boxes of equal quantity.",
    category: "engineered-herringbone",
    size: "600*120*15mm",
    series: "Herringbone Collection",
    color: "Natural Walnut",
    level: "Premier",
    packing: "24 pcs/box (12 A + 12 B), 18.60 sq ft/box, 60 boxes/pallet",
    picture: "product/herringbone-walnut",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 190,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Petite Herringbone White Oak 90 mm",
    content:
      "A narrower 90 mm herringbone blade that keeps the pattern in proportion in smaller rooms, hallways and condo entries. The 14 mm profile has a 2 mm white oak wear layer. Offered in an unstained White Oak finish and the natural Nudie finish.",
    category: "engineered-herringbone",
    size: "480*90*14mm",
    series: "Herringbone Collection",
    color: "White Oak",
    level: "Select & Better",
    packing: "36 pcs/box (18 A + 18 B), 16.74 sq ft/box, 70 boxes/pallet",
    picture: "product/petite-herringbone-white-oak",
    images: [
      { image: "swatch/white-oak", colour: "White Oak" },
      { image: "swatch/nudie", colour: "Nudie" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 200,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Engineered Hardwood: European Oak ──────────────────────────────────
  {
    title: "European Oak Grande 220",
    content:
      "Long 2200 mm planks of European oak, 220 mm wide, with a 4 mm wear layer and micro-bevelled edges. The select grade keeps knots small and sparse for a calm, even floor. Lacquered in four tones including a smoked finish and a cool Silver.",
    category: "engineered-european-oak",
    size: "2200*220*15mm",
    series: "European Oak Collection",
    color: "Nature",
    level: "Select (AB)",
    packing: "5 pcs/box, 26.05 sq ft/box, 36 boxes/pallet",
    picture: "product/european-oak-grande",
    images: [
      { image: "swatch/nature", colour: "Nature" },
      { image: "swatch/old-prairie", colour: "Old Prairie" },
      { image: "swatch/smoked-oak", colour: "Smoked Oak" },
      { image: "swatch/silver", colour: "Silver" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 210,
    seoTitle: "European Oak Engineered Flooring 220 mm Wide",
    seoDescription:
      "European oak wide plank, 2200 x 220 mm with a 4 mm wear layer. Select grade in Nature, Old Prairie, Smoked Oak and Silver.",
    seoKeywords: "European oak flooring, wide plank European oak, engineered oak Mississauga",
  },
  {
    title: "European Oak Rustic Plank",
    content:
      "A rustic-grade European oak that keeps open knots, filled with dark putty, and natural colour variation. It is brushed and finished with a hard-wax oil that can be spot-repaired without sanding the whole floor. Three weathered tones suit cottages and farmhouse kitchens.",
    category: "engineered-european-oak",
    size: "1900*190*15mm",
    series: "European Oak Collection",
    color: "Old Prairie",
    level: "Rustic (ABCD)",
    packing: "8 pcs/box, 31.09 sq ft/box, 40 boxes/pallet",
    picture: "swatch/old-prairie",
    images: [
      { image: "swatch/old-prairie", colour: "Old Prairie" },
      { image: "swatch/burlywood", colour: "Burlywood" },
      { image: "swatch/senior-grey", colour: "Senior Grey" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 220,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "European Oak Prime Matte",
    content:
      "Prime-grade European oak with almost no knots, finished in an ultra-matte lacquer that looks close to raw wood. The light tones brighten north-facing rooms. Same 2200 by 220 mm format as the Grande 220.",
    category: "engineered-european-oak",
    size: "2200*220*15mm",
    series: "European Oak Collection",
    color: "Lily Canvas",
    level: "Prime",
    packing: "5 pcs/box, 26.05 sq ft/box, 36 boxes/pallet",
    picture: "swatch/lily-canvas",
    images: [
      { image: "swatch/lily-canvas", colour: "Lily Canvas" },
      { image: "swatch/ivory-gold", colour: "Ivory Gold" },
      { image: "swatch/white-oak", colour: "White Oak" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 230,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── SPC Floor: 7 mm Click ──────────────────────────────────────────────
  {
    title: "Lakeshore 7 mm SPC",
    content:
      "Warm wood-look colours on the same 7 mm rigid core and 20 mil wear layer as the Coastal Series. A 1.5 mm attached underpad reduces footfall noise, which helps in condos with acoustic requirements. Floating installation in rooms up to about 15 m in length without a transition strip.",
    category: "spc-7mm-click",
    size: "1520*228*7mm",
    series: "Lakeshore Series",
    color: "Harbour Oak",
    level: "Wear layer 20 mil",
    packing: "8 pcs/box, 29.84 sq ft/box, 56 boxes/pallet",
    picture: "swatch/spc-harbour-oak",
    images: [
      { image: "swatch/spc-harbour-oak", colour: "Harbour Oak" },
      { image: "swatch/spc-driftwood", colour: "Driftwood" },
      { image: "swatch/spc-chestnut", colour: "Chestnut" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 240,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Muskoka 7 mm SPC",
    content:
      "A light, sandy plank colour range designed for cottages and basements where the floor may see wet boots and temperature swings. The stone-polymer core does not swell when wet and stays stable in unheated spaces. Two colours with a low-gloss embossed surface.",
    category: "spc-7mm-click",
    size: "1520*228*7mm",
    series: "Muskoka Series",
    color: "Sandbar",
    level: "Wear layer 20 mil",
    packing: "8 pcs/box, 29.84 sq ft/box, 56 boxes/pallet",
    picture: "swatch/spc-sandbar",
    images: [
      { image: "swatch/spc-sandbar", colour: "Sandbar" },
      { image: "swatch/spc-coastal-grey", colour: "Coastal Grey" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 250,
    seoTitle: "Muskoka 7 mm SPC Flooring for Cottages",
    seoDescription:
      "Rigid-core 7 mm SPC plank that will not swell when wet and stays stable in unheated cottages. Sandbar and Coastal Grey.",
    seoKeywords: "cottage flooring, SPC vinyl plank, waterproof flooring Ontario",
  },
  {
    title: "Slate Tile-Look 7 mm SPC",
    content:
      "A stone-look SPC tile in a 610 by 305 mm format, intended for entries, laundry rooms and bathrooms. The bevelled edges read as grout lines once installed. This colour is arriving with our spring container and is not yet available to order.",
    category: "spc-7mm-click",
    size: "610*305*7mm",
    series: "Coastal Series",
    color: "Stone Grey",
    level: "Wear layer 20 mil",
    packing: "10 pcs/box, 20.03 sq ft/box, 60 boxes/pallet",
    picture: "product/slate-tile-spc",
    images: [],
    isFeatured: false,
    isPublished: false,
    displayOrder: 260,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── SPC Floor: 5 mm Click ──────────────────────────────────────────────
  {
    title: "Everyday 5.5 mm SPC",
    content:
      "A thinner SPC plank for rooms where door clearance or stair nosings limit floor height. It has a 12 mil wear layer and a 1 mm attached underpad. A cost-effective choice for rental units and secondary bedrooms.",
    category: "spc-5mm-click",
    size: "1220*180*5.5mm",
    series: "Everyday Series",
    color: "Sandbar",
    level: "Wear layer 12 mil",
    packing: "12 pcs/box, 28.37 sq ft/box, 60 boxes/pallet",
    picture: "product/everyday-spc-sandbar",
    images: [
      { image: "swatch/spc-sandbar", colour: "Sandbar" },
      { image: "swatch/spc-driftwood", colour: "Driftwood" },
      { image: "swatch/spc-coastal-grey", colour: "Coastal Grey" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 270,
    seoTitle: "5.5 mm SPC Flooring for Rentals & Low Clearance",
    seoDescription:
      "Thin 5.5 mm waterproof SPC plank with a 12 mil wear layer and attached underpad. Sandbar, Driftwood and Coastal Grey.",
    seoKeywords: "5mm SPC, thin vinyl plank, rental flooring, waterproof flooring",
  },
  {
    title: "Rental Pro 5 mm SPC",
    content:
      "Built for landlords and property managers who need a floor that can be replaced plank by plank. The 12 mil wear layer resists scratches from furniture moves between tenants. Stocked in two mid-tone oak looks that hide dust and wear.",
    category: "spc-5mm-click",
    size: "1220*180*5mm",
    series: "Everyday Series",
    color: "Chestnut",
    level: "Wear layer 12 mil",
    packing: "12 pcs/box, 28.37 sq ft/box, 60 boxes/pallet",
    picture: "swatch/spc-chestnut",
    images: [
      { image: "swatch/spc-chestnut", colour: "Chestnut" },
      { image: "swatch/spc-harbour-oak", colour: "Harbour Oak" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 280,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Cottage 5.5 mm SPC",
    content:
      "Cool grey tones in the 5.5 mm format, suited to basement renovations over a dimpled membrane or a dry concrete slab. The click joint can be installed without glue or nails. Use a 6 mil polyethylene vapour barrier under the underpad on concrete.",
    category: "spc-5mm-click",
    size: "1220*180*5.5mm",
    series: "Everyday Series",
    color: "Stone Grey",
    level: "Wear layer 12 mil",
    packing: "12 pcs/box, 28.37 sq ft/box, 60 boxes/pallet",
    picture: "swatch/spc-stone-grey",
    images: [
      { image: "swatch/spc-stone-grey", colour: "Stone Grey" },
      { image: "swatch/spc-coastal-grey", colour: "Coastal Grey" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 290,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Laminate Floor: 12 mm AC4 ──────────────────────────────────────────
  {
    title: "Timberline 12 mm AC4 Laminate",
    content:
      "A 12 mm high-density fibreboard laminate rated AC4, suitable for busy homes and light commercial spaces such as offices. The surface is water-resistant for up to 24 hours, and the painted V-groove edges give a real-wood look. Four colours from a cool Fog to a rich Cognac.",
    category: "laminate-12mm-ac4",
    size: "1220*180*12mm",
    series: "Timberline Series",
    color: "Barn Oak",
    level: "AC4",
    packing: "8 pcs/box, 18.91 sq ft/box, 60 boxes/pallet",
    picture: "swatch/laminate-barn-oak",
    images: [
      { image: "swatch/laminate-barn-oak", colour: "Barn Oak" },
      { image: "swatch/laminate-alpine", colour: "Alpine" },
      { image: "swatch/laminate-cognac", colour: "Cognac" },
      { image: "swatch/laminate-fog", colour: "Fog" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 300,
    seoTitle: "12 mm AC4 Laminate Flooring | Timberline",
    seoDescription:
      "12 mm AC4 laminate with painted V-groove edges and 24-hour water resistance. Four colours for busy homes and offices.",
    seoKeywords: "12mm laminate, AC4 laminate flooring, water resistant laminate",
  },
  {
    title: "Northern Barn 12 mm AC4 Laminate",
    content:
      "A heavily textured laminate that reproduces reclaimed barn board, complete with saw marks and knots. The 12 mm core feels solid underfoot and reduces hollow sound. Offered in a grey-brown Barn Oak and a warm Cognac.",
    category: "laminate-12mm-ac4",
    size: "1220*180*12mm",
    series: "Timberline Series",
    color: "Barn Oak",
    level: "AC4",
    packing: "8 pcs/box, 18.91 sq ft/box, 60 boxes/pallet",
    picture: "product/northern-barn-laminate",
    images: [
      { image: "swatch/laminate-barn-oak", colour: "Barn Oak" },
      { image: "swatch/laminate-cognac", colour: "Cognac" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 310,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Alpine Mist 12 mm AC4 Laminate",
    content:
      "Pale, low-contrast Scandinavian tones in our 12 mm AC4 format. The light colours make smaller rooms feel larger and show less dust than dark floors. Install with a 2 mm foam underlay and a 6 mil vapour barrier over concrete.",
    category: "laminate-12mm-ac4",
    size: "1220*180*12mm",
    series: "Timberline Series",
    color: "Alpine",
    level: "AC4",
    packing: "8 pcs/box, 18.91 sq ft/box, 60 boxes/pallet",
    picture: "swatch/laminate-alpine",
    images: [
      { image: "swatch/laminate-alpine", colour: "Alpine" },
      { image: "swatch/laminate-fog", colour: "Fog" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 320,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Laminate Floor: 8 mm AC3 ───────────────────────────────────────────
  {
    title: "Essentials 8 mm AC3 Laminate",
    content:
      "An 8 mm AC3 laminate for bedrooms, home offices and other moderate-traffic rooms. It uses the same click system as our 12 mm range, so leftover trims and underlay are interchangeable. Three colours in stock for same-week pickup.",
    category: "laminate-8mm-ac3",
    size: "1220*196*8mm",
    series: "Essentials Series",
    color: "Fog",
    level: "AC3",
    packing: "10 pcs/box, 25.74 sq ft/box, 70 boxes/pallet",
    picture: "swatch/laminate-fog",
    images: [
      { image: "swatch/laminate-fog", colour: "Fog" },
      { image: "swatch/laminate-alpine", colour: "Alpine" },
      { image: "swatch/laminate-barn-oak", colour: "Barn Oak" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 330,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Essentials 8 mm AC3 Cognac Oak",
    content:
      "A warm reddish-brown oak look in the 8 mm Essentials format. The colour pairs well with cherry or walnut furniture. Suited to bedrooms and dens rather than kitchens or entrances.",
    category: "laminate-8mm-ac3",
    size: "1220*196*8mm",
    series: "Essentials Series",
    color: "Cognac",
    level: "AC3",
    packing: "10 pcs/box, 25.74 sq ft/box, 70 boxes/pallet",
    picture: "swatch/laminate-cognac",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 340,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Wood Trim: Mouldings ───────────────────────────────────────────────
  {
    title: "Solid Oak Quarter Round",
    content:
      "Solid oak quarter round that covers the expansion gap where flooring meets the baseboard. Prefinished to match the Canadian Seven Series colours, so no on-site staining is needed. Fasten it to the baseboard, not the floor, so the flooring can move with the seasons.",
    category: "trim-mouldings",
    size: "2440*19*19mm",
    series: "Canadian Seven Series",
    color: "Nature",
    level: null,
    packing: "8 ft lengths, 10 pcs/bundle",
    picture: "trim/quarter-round",
    images: [
      { image: "swatch/nature", colour: "Nature" },
      { image: "swatch/burlywood", colour: "Burlywood" },
      { image: "swatch/silver", colour: "Silver" },
      { image: "swatch/senior-grey", colour: "Senior Grey" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 350,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Primed MDF Baseboard 4¼-inch",
    content:
      "A 4¼-inch colonial-profile baseboard in moisture-resistant MDF, primed and ready for paint. It is the most common baseboard height in Ontario new builds. Sold in 8-foot lengths.",
    category: "trim-mouldings",
    size: "2440*108*13mm",
    series: null,
    color: "Primed White",
    level: null,
    packing: "8 ft lengths, 10 pcs/bundle",
    picture: "trim/baseboard-primed",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 360,
    seoTitle: "Primed MDF Baseboard 4¼-inch, 8 ft Lengths",
    seoDescription:
      "4¼-inch colonial baseboard in moisture-resistant MDF, primed and ready to paint. Sold in 8 ft lengths, 10 per bundle.",
    seoKeywords: "MDF baseboard, primed baseboard, colonial baseboard, trim Mississauga",
  },
  {
    title: "Solid Oak Baseboard 5¼-inch",
    content:
      "A taller 5¼-inch baseboard milled from solid oak for homes where trim is stained rather than painted. Available unfinished in white oak or red oak to match the flooring species. Sand lightly and finish with the same stain used on site.",
    category: "trim-mouldings",
    size: "2440*133*13mm",
    series: null,
    color: "White Oak",
    level: null,
    packing: "8 ft lengths, 6 pcs/bundle",
    picture: "trim/baseboard",
    images: [
      { image: "swatch/white-oak", colour: "White Oak" },
      { image: "swatch/red-oak", colour: "Red Oak" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 370,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Wood Trim: Transitions ─────────────────────────────────────────────
  {
    title: "Colour-Matched Oak T-Moulding",
    content:
      "A T-moulding joins two floors of the same height, for example across a doorway between rooms. This solid oak profile is prefinished in the Canadian Seven Series colours. Glue the centre leg into a metal track or directly to the subfloor.",
    category: "trim-transitions",
    size: "2134*44*8mm",
    series: "Canadian Seven Series",
    color: "Nature",
    level: null,
    packing: "7 ft lengths, 5 pcs/bundle",
    picture: "trim/t-molding",
    images: [
      { image: "swatch/nature", colour: "Nature" },
      { image: "swatch/lily-canvas", colour: "Lily Canvas" },
      { image: "swatch/ivory-gold", colour: "Ivory Gold" },
      { image: "swatch/silver", colour: "Silver" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 380,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Colour-Matched Oak Reducer",
    content:
      "A reducer ramps down from ¾-inch hardwood to a thinner floor such as vinyl, tile or low-pile carpet. The solid oak profile is prefinished to match our hardwood colours. Also used as an end cap at sliding-door tracks and fireplace hearths.",
    category: "trim-transitions",
    size: "2134*54*19mm",
    series: "Canadian Seven Series",
    color: "Nature",
    level: null,
    packing: "7 ft lengths, 5 pcs/bundle",
    picture: "trim/reducer",
    images: [
      { image: "swatch/nature", colour: "Nature" },
      { image: "swatch/old-prairie", colour: "Old Prairie" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 390,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Flush Stair Nose for ¾-inch Hardwood",
    content:
      "A flush-mount stair nose that finishes the top step or landing edge of a ¾-inch hardwood floor. The grooved back accepts the tongue of the last board, so the nose sits level with the flooring. Prefinished in four colours that match the Canadian Seven Series.",
    category: "trim-transitions",
    size: "2134*89*19mm",
    series: "Canadian Seven Series",
    color: "Nature",
    level: null,
    packing: "7 ft lengths, 4 pcs/bundle",
    picture: "trim/stair-nose",
    images: [
      { image: "swatch/nature", colour: "Nature" },
      { image: "swatch/burlywood", colour: "Burlywood" },
      { image: "swatch/silver", colour: "Silver" },
      { image: "swatch/old-prairie", colour: "Old Prairie" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 400,
    seoTitle: "Flush Stair Nosing for ¾-inch Hardwood Floors",
    seoDescription:
      "Prefinished solid oak flush stair nose for ¾-inch hardwood, colour-matched to the Canadian Seven Series. 7 ft lengths.",
    seoKeywords: "stair nosing, flush stair nose, hardwood stair nose, oak nosing",
  },
  {
    title: "Oak Flat Threshold 36-inch",
    content:
      "A flat oak threshold for exterior and interior doorways, cut to a standard 36-inch door width. The bevelled edges ease the step over a weatherstrip. Finished pieces are being sampled and this item will be listed once stock arrives.",
    category: "trim-transitions",
    size: "914*89*16mm",
    series: null,
    color: "Red Oak",
    level: null,
    packing: "1 pc/sleeve, 20 pcs/carton",
    picture: "trim/threshold",
    images: [],
    isFeatured: false,
    isPublished: false,
    displayOrder: 410,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Iron Spindle & Accessories: Balusters ──────────────────────────────
  {
    title: "Single Basket Iron Baluster",
    content:
      "A ½-inch square hollow steel baluster with one basket detail at mid-height. Powder-coated satin black and 44 inches long, which covers most Ontario rake and level rail heights once cut. Space balusters so a 4-inch sphere cannot pass between them, as required by the Ontario Building Code.",
    category: "spindle-balusters",
    size: "1118*13*13mm",
    series: "Iron Baluster Series",
    color: "Satin Black",
    level: null,
    packing: "5 pcs/box, 100 boxes/pallet",
    picture: "spindle/single-basket",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 420,
    seoTitle: "Single Basket Iron Balusters, Satin Black",
    seoDescription:
      "½-inch square hollow iron balusters with a single basket, powder-coated satin black, 44 inches long. Sold in boxes of 5.",
    seoKeywords: "iron balusters, iron spindles, single basket baluster, stair railing Mississauga",
  },
  {
    title: "Double Knuckle Iron Baluster",
    content:
      "Two knuckle collars break up the plain square bar and add detail without crowding the railing. Hollow steel keeps the baluster light and easy to cut with a metal chop saw. Powder-coated satin black, 44 inches long.",
    category: "spindle-balusters",
    size: "1118*13*13mm",
    series: "Iron Baluster Series",
    color: "Satin Black",
    level: null,
    packing: "5 pcs/box, 100 boxes/pallet",
    picture: "spindle/double-knuckle",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 430,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Single Twist Iron Baluster",
    content:
      "A single twisted section at mid-height, a traditional pattern that suits both oak and painted handrails. Mix it with plain square balusters for an alternating pattern. Powder-coated satin black, 44 inches long.",
    category: "spindle-balusters",
    size: "1118*13*13mm",
    series: "Iron Baluster Series",
    color: "Satin Black",
    level: null,
    packing: "5 pcs/box, 100 boxes/pallet",
    picture: "spindle/twist",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 440,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Plain Square Iron Baluster",
    content:
      "A straight ½-inch square bar for clean, modern railings, and the filler baluster in mixed patterns. Powder-coated satin black to match our shoes and other balusters. Sold in boxes of five.",
    category: "spindle-balusters",
    size: "1118*13*13mm",
    series: "Iron Baluster Series",
    color: "Satin Black",
    level: null,
    packing: "5 pcs/box, 100 boxes/pallet",
    picture: "spindle/plain-square",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 450,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Iron Spindle & Accessories: Shoes & Accessories ────────────────────
  {
    title: "Flat Baluster Shoe",
    content:
      "A flat shoe that covers the cut end and anchor hole where a baluster meets a level tread or landing. A set screw holds it in place on the ½-inch square bar. Satin black to match our iron balusters.",
    category: "spindle-shoes-accessories",
    size: null,
    series: null,
    color: "Satin Black",
    level: null,
    packing: "50 pcs/bag",
    picture: "spindle/shoe",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 460,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Pitched Baluster Shoe",
    content:
      "An angled shoe for the underside of a sloped handrail, sitting flush against the rail on a standard stair pitch. Secured with a set screw. Satin black, sold in bags of fifty.",
    category: "spindle-shoes-accessories",
    size: null,
    series: null,
    color: "Satin Black",
    level: null,
    packing: "50 pcs/bag",
    picture: "spindle/shoe-pitched",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 470,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Stair Tread & Riser: Treads ────────────────────────────────────────
  {
    title: "Solid Walnut Stair Tread 48-inch",
    content:
      "An edge-glued black walnut tread, 1 inch thick with a round nose, for staircases that continue a walnut floor. The natural finish shows the wood's colour variation. Ends are left unfinished for trimming on site.",
    category: "stair-treads",
    size: "1219*292*25mm",
    series: "Walnut Stair Collection",
    color: "Walnut",
    level: "Select & Better",
    packing: "1 pc/carton, 40 cartons/pallet",
    picture: "stair/walnut",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 480,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
  {
    title: "Solid Oak Stair Tread 42-inch",
    content:
      "The same 1-inch round-nose oak tread in a 42-inch length, which fits most closed stairs in Ontario townhouses with less waste. Prefinished in Natural Oak or Grey. Pair with matching risers for a complete staircase refit.",
    category: "stair-treads",
    size: "1067*292*25mm",
    series: "Oak Stair Collection",
    color: "Natural Oak",
    level: "Select & Better",
    packing: "1 pc/carton, 48 cartons/pallet",
    picture: "stair/oak-tread-42",
    images: [
      { image: "stair/natural-oak", colour: "Natural Oak" },
      { image: "stair/grey", colour: "Grey" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 490,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },

  // ── Stair Tread & Riser: Risers ────────────────────────────────────────
  {
    title: "Solid Oak Stair Riser 48-inch",
    content:
      "A ¾-inch solid oak riser, 7½ inches high, prefinished to match our oak treads. It covers the vertical face of each step when carpeted stairs are converted to hardwood. Rip to height on site if your rise is lower.",
    category: "stair-risers",
    size: "1219*191*19mm",
    series: "Oak Stair Collection",
    color: "Natural Oak",
    level: "Select & Better",
    packing: "2 pcs/carton, 60 cartons/pallet",
    picture: "stair/oak-riser",
    images: [
      { image: "stair/natural-oak", colour: "Natural Oak" },
      { image: "stair/espresso", colour: "Espresso" },
      { image: "stair/grey", colour: "Grey" },
    ],
    isFeatured: false,
    isPublished: true,
    displayOrder: 500,
    seoTitle: "Prefinished Solid Oak Stair Risers 48-inch",
    seoDescription:
      "¾-inch solid oak stair risers, 48 x 7½ inches, prefinished in Natural Oak, Espresso and Grey to match our oak treads.",
    seoKeywords: "stair risers, oak risers, carpet to hardwood stairs",
  },
  {
    title: "Solid Walnut Stair Riser 48-inch",
    content:
      "A ¾-inch black walnut riser that pairs with our walnut treads. Finished in the same clear coat, so treads and risers match. Sold two to a carton.",
    category: "stair-risers",
    size: "1219*191*19mm",
    series: "Walnut Stair Collection",
    color: "Walnut",
    level: "Select & Better",
    packing: "2 pcs/carton, 60 cartons/pallet",
    picture: "stair/walnut-riser",
    images: [],
    isFeatured: false,
    isPublished: true,
    displayOrder: 510,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  },
];
