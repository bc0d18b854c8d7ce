import { newsHeroImage, type ArticleCopy, type NewsCopy } from "./news";

export const newsFr: NewsCopy = {
  meta: {
    title: "Nouvelles et conseils",
    description:
      "Guides sur les planchers, tendances, développement durable et nouvelles de {company}, à {city} ({region}).",
  },
  hero: {
    image: newsHeroImage,
    imageAlt: "Une salle à manger et une salle de séjour baignées de la lumière dorée du soir, sur un plancher de chêne brun chaud",
    eyebrow: "Notre journal",
    title: "Nouvelles et conseils",
    subtitle: "Suivez les dernières tendances, nos conseils et les nouvelles de l’entreprise",
  },
  listLabel: "Liste des articles",
  readMore: "Lire la suite",
};

export const articleFr: ArticleCopy = {
  back: "Retour aux nouvelles",
  cta: {
    title: "Prêt à transformer votre espace?",
    text: "Parlez-nous de vos pièces et du style que vous imaginez. Nous vous suggérerons des planchers, vous enverrons des échantillons et préparerons une soumission.",
    cta: { label: "Nous joindre", to: "/contact" },
  },
  related: "Articles connexes",
  readMore: "Lire la suite",
  notFound: {
    eyebrow: "Nouvelles et conseils",
    title: "Article introuvable",
    text: "Nous n’avons pas trouvé cet article. Il a peut-être été renommé; tous nos guides et nos récits se trouvent à la page des nouvelles.",
  },
};
