import { projectsHeroImage, type ProjectCategoryLabels, type ProjectCopy, type ProjectsCopy } from "./projects";

const categoriesFr: ProjectCategoryLabels = { Residential: "Résidentiel", Commercial: "Commercial" };

export const projectsFr: ProjectsCopy = {
  meta: {
    title: "Nos projets",
    description: "Projets de planchers résidentiels et commerciaux réalisés avec {company} partout au Canada\u00a0: {list}.",
  },
  hero: {
    image: projectsHeroImage,
    imageAlt: "Le séjour d’un condo au crépuscule, au plancher de chêne pâle, avec vue sur la ville par de hautes fenêtres",
    eyebrow: "Réalisations",
    title: "Nos projets",
    subtitle: "L’excellence dans chaque installation",
  },
  intro: {
    eyebrow: "Sélection de projets",
    title: "Des maisons aux espaces commerciaux",
    text: "Chacun de ces planchers a commencé par une conversation sur l’usage de l’espace\u00a0: qui y marche, quelle lumière l’éclaire et ce qui se trouve dessous. Voici ce que nous avons choisi, pourquoi, et comment s’est déroulée l’installation.",
  },
  categories: categoriesFr,
  cta: {
    title: "Vous planifiez votre propre plancher?",
    text: "Parlez-nous de l’espace et de son usage. Nous vous suggérerons des planchers, vous enverrons des échantillons et préparerons une soumission.",
    label: "Démarrer votre projet",
  },
};

export const projectFr: ProjectCopy = {
  back: "Retour aux projets",
  categories: categoriesFr,
  details: {
    title: "Détails du projet",
    location: "Lieu",
    completed: "Date d’achèvement",
    area: "Superficie",
    productsUsed: "Produits utilisés",
    cta: "Démarrer votre projet",
  },
  gallery: "Galerie du projet",
  notFound: {
    eyebrow: "Nos projets",
    title: "Projet introuvable",
    text: "Nous n’avons pas trouvé ce projet. Il a peut-être été renommé; toutes nos installations récentes se trouvent à la page des projets.",
  },
};
