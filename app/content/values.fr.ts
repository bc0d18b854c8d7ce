import type { ValuesCopy } from "./values";

export const valuesFr: ValuesCopy = {
  eyebrow: "Nos engagements",
  title: "Nos valeurs fondamentales",
  intro:
    "Cinq engagements simples guident la façon dont nous fabriquons, vendons et garantissons nos planchers. Ils orientent notre manière de traiter les propriétaires, les magasins et les installateurs qui travaillent avec nous, ainsi que les membres de notre propre équipe, et c’est sur eux que nous demandons à être jugés.",
  values: [
    {
      number: "01",
      title: "Rester humbles",
      description:
        "Nous écoutons avant de recommander. Les installateurs, les propriétaires de magasins et les particuliers voient sur le chantier ce que nous ne voyons pas depuis l’entrepôt, et leurs commentaires ont façonné notre usinage, notre emballage et notre gamme de couleurs. Nous préférons apprendre plutôt qu’avoir raison.",
    },
    {
      number: "02",
      title: "L’esprit de service",
      description:
        "Un plancher ne vaut que le soutien qui l’accompagne. Nous répondons aux questions rapidement et honnêtement, gardons des stocks là où nos partenaires en ont besoin et restons présents bien après la livraison, des conseils d’acclimatation aux moulures assorties, en passant par les pièces d’escalier et les trousses de retouche.",
    },
    {
      number: "03",
      title: "Inspirer confiance",
      description:
        "Nous disons ce qu’une planche est, et ce qu’elle n’est pas. Les catégories, le taux d’humidité et les caractéristiques du fini sont indiqués clairement, les échantillons proviennent de la production en cours, et nous tenons nos promesses de délais, ou nous vous prévenons tôt lorsque nous ne le pouvons pas.",
    },
    {
      number: "04",
      title: "La famille d’abord",
      description:
        "Nos planchers se retrouvent dans des maisons familiales, et bon nombre de nos partenaires sont des entreprises familiales. Nous traitons notre équipe de la même façon\u00a0: avec respect, un travail stable, un salaire juste et du temps pour ceux qui comptent à la maison.",
    },
    {
      number: "05",
      title: "Mieux chaque jour",
      description:
        "Chaque livraison nous apprend quelque chose. Nous examinons les retours, les notes des installateurs et les essais de fini, puis nous ajustons la production suivante\u00a0: le plancher que vous achetez cette saison est un peu meilleur que le précédent, et celui de la saison prochaine le sera davantage.",
    },
  ],
};
