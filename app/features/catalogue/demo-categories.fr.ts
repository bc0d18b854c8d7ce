/**
 * The demo catalogue's category names on the French site (decision 049), by slug: the same words
 * as the home page's category tiles (app/content/home.fr.ts).
 */
export const demoCategoryNamesFr: Readonly<Record<string, string>> = {
  "solid-hardwood": "Bois franc massif",
  "solid-7-inch-series": "Série canadienne 7\u00a0po",
  "solid-5-inch-classic-series": "Série classique 5\u00a0po",
  "solid-3-quarter-inch-strip": "Lamelles 3\u00a0¼\u00a0po",
  "engineered-hardwood": "Bois franc d’ingénierie",
  "engineered-wide-plank-7-half-inch": "Planches larges 7\u00a0½\u00a0po",
  "engineered-herringbone": "Chevrons",
  "engineered-european-oak": "Chêne européen",
  "spc-floor": "Plancher SPC",
  "spc-7mm-click": "Clic 7\u00a0mm",
  "spc-5mm-click": "Clic 5\u00a0mm",
  "laminate-floor": "Plancher stratifié",
  "laminate-12mm-ac4": "Stratifié 12\u00a0mm AC4",
  "laminate-8mm-ac3": "Stratifié 8\u00a0mm AC3",
  "wood-trim": "Moulures de bois",
  "trim-mouldings": "Moulures",
  "trim-transitions": "Profilés de transition",
  "iron-spindle-accessories": "Barreaux de fer et accessoires",
  "spindle-balusters": "Balustres",
  "spindle-shoes-accessories": "Sabots et accessoires",
  "stair-tread-riser": "Marches et contremarches",
  "stair-treads": "Marches",
  "stair-risers": "Contremarches",
};
