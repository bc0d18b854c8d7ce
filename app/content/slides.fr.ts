import { site } from "./site";
import type { HeroSlide } from "./slides";

/** A home slide's words in French: everything of `HeroSlide` but its picture and link. */
type HeroSlideFr = Pick<HeroSlide, "imageAlt" | "title" | "subtitle" | "description"> & { cta: { label: string } };

/**
 * The home page's three slides in French, in the order of `heroSlides`: what a fresh install
 * seeds in their French fields (content-seed.server.ts). The product line keeps its name.
 */
export const heroSlidesFr: readonly HeroSlideFr[] = [
  {
    imageAlt: "Un salon ensoleillé, avec un canapé et un tapis, sur des planches de chêne naturel de sept pouces",
    title: site.productLine,
    subtitle: "La première série de 7\u00a0pouces en toutes couleurs au Canada",
    description: "L’innovation dans les planchers de bois franc haut de gamme",
    cta: { label: "Découvrir la collection" },
  },
  {
    imageAlt: "Des allées d’entrepôt bordées de palettes de paquets de bois franc cerclés et de planchers en boîtes",
    title: "QUALITÉ INÉGALÉE",
    subtitle: "Notre propre usine\u00a0: 100\u00a0000\u00a0pi² produits chaque mois",
    description: "Une grande capacité, une qualité supérieure",
    cta: { label: "Découvrir la collection" },
  },
  {
    imageAlt:
      "Une salle d’exposition de revêtements de sol, avec des planches-échantillons au mur, des panneaux de plancher finis et une table d’échantillons",
    title: "CHEF DE FILE DU MARCHÉ",
    subtitle: "Plus de 500 magasins partenaires partout en Ontario",
    description: "Une croissance annuelle de 30\u00a0% – votre partenaire de confiance",
    cta: { label: "Découvrir la collection" },
  },
];
