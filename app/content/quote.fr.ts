import type { QuoteButtonCopy, QuotePageCopy } from "./quote";

export const quoteButtonFr: QuoteButtonCopy = {
  add: "Ajouter à la soumission",
  addOf: "Ajouter {title} à votre soumission",
  added: "Dans votre soumission",
  view: "Voir la soumission",
  full: "Votre soumission compte déjà 30\u00a0produits.",
  colour: "Couleur",
  anyColour: "Toutes les couleurs",
  addAnswer: "Ajouter cette quantité à la soumission",
};

export const quotePageFr: QuotePageCopy = {
  meta: {
    title: "Votre soumission",
    description: "Les planchers que vous avez choisis, avec la superficie de chaque pièce\u00a0: envoyez-les en une seule demande et nous vous répondrons avec les prix, les stocks et la livraison.",
  },
  eyebrow: "Demander une soumission",
  title: "Votre liste de soumission",
  intro: "Les planchers que vous avez choisis, avec la superficie de chacun. Envoyez-les en une seule demande\u00a0: nous répondons en un jour ouvrable avec les prix, les stocks et la livraison.",
  list: {
    heading: "Produits",
    empty: "Votre liste est vide. Ajoutez des planchers depuis le catalogue, ou décrivez simplement votre projet ci-dessous.",
    browse: "Voir les produits",
    colour: "Couleur",
    area: "Superficie (pi²)",
    areaHint: "Incluez la marge de perte. Facultatif.",
    boxes: { one: "{count}\u00a0boîte", other: "{count}\u00a0boîtes" },
    remove: "Retirer",
    removeOf: "Retirer {title} de votre soumission",
    loading: "Lecture de votre liste…",
    unavailable: "Le produit de ce lien n’est plus dans notre catalogue\u00a0: il n’a pas été ajouté à votre liste.",
  },
  form: { heading: "Vos coordonnées", text: "Dites-nous où et quand, et tout ce que nous devrions savoir sur les pièces." },
  aside: { title: "Vous préférez en parler?", text: "Appelez la salle d’exposition\u00a0: nous pouvons prendre les dimensions de vos pièces par téléphone." },
  message: "J’aimerais obtenir une soumission pour les planchers de ma liste.",
};
