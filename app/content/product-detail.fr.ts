import { quoteButtonFr } from "./quote.fr";
import { sampleButtonFr } from "./samples.fr";
import type { ProductDetailCopy } from "./product-detail";

export const productDetailFr: ProductDetailCopy = {
  meta: { keyword: "plancher", home: "Accueil", products: "Produits" },
  notFound: {
    eyebrow: "404",
    title: "Produit introuvable",
    invalidId: "Numéro de produit non valide",
    text: "Ce produit ne figure pas dans notre catalogue, ou n’est plus offert.",
  },
  back: "Retour aux produits",
  uncategorized: "Sans catégorie",
  noImage: "Aucune image",
  quote: "Demander une soumission",
  quoteList: quoteButtonFr,
  samples: sampleButtonFr,
  call: "ou appelez au {phone}",
  colours: {
    heading: "TOUTES LES COULEURS",
    count: { one: "{title} en {count} couleur", other: "{title} en {count} couleurs" },
    carousel: "Couleurs de {title}",
    slide: "{position} sur {count}\u00a0: {name}",
    previous: "Couleur précédente",
    next: "Couleur suivante",
    alt: "{title} en {name}",
    unnamed: "Couleur {number}",
    available: { one: "{count} couleur offerte", other: "{count} couleurs offertes" },
    close: "Fermer",
  },
  more: {
    title: "Vous cherchez autre chose?",
    text: "Parcourez tout le catalogue\u00a0: bois franc massif et d’ingénierie, SPC, stratifié, moulures et pièces d’escalier, en stock à Mississauga.",
    all: "Voir tous les produits",
  },
};
