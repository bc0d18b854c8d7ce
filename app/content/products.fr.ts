import type { ProductsCopy } from "./products";

export const productsFr: ProductsCopy = {
  meta: {
    title: "Nos produits",
    categoryTitle: "Planchers\u00a0: {category}",
    page: "Page {page}",
    description:
      "Bois franc massif et d’ingénierie, SPC, stratifié, moulures et pièces d’escalier, d’un distributeur de Mississauga au service de plus de 500 magasins en Ontario.",
    categoryDescription:
      "{category} de {company} à Mississauga\u00a0: dimensions, séries, couleurs, qualités et emballage de chaque produit, et soumission le jour ouvrable même.",
  },
  hero: { eyebrow: "Catalogue", title: "Nos produits", subtitle: "Découvrez nos planchers haut de gamme" },
  filters: "Filtres des produits",
  categories: {
    heading: "Catégorie de produits",
    all: "Toutes les catégories",
    collapse: "Replier {category}",
    expand: "Déplier {category}",
  },
  sizes: {
    heading: "Dimensions",
    all: "Toutes les dimensions",
    showAll: "Voir toutes les dimensions ({count} de plus)",
    showFewer: "Voir moins de dimensions",
    apply: "Appliquer la dimension",
    wide: "{width} de largeur",
    other: "Autres dimensions",
  },
  applyFilters: "Appliquer les filtres",
  search: { label: "Rechercher des produits", placeholder: "Nom ou couleur", button: "Rechercher" },
  results: {
    searchTitle: "Résultats pour «\u00a0{query}\u00a0»",
    unknownCategory: "Catégorie inconnue",
    all: "Tous les produits",
    showing: { one: "Affichage de {first} à {last} sur {total} produit", other: "Affichage de {first} à {last} sur {total} produits" },
    noMatch: "Aucun produit correspondant",
    clear: "Effacer les filtres",
    loading: "Chargement des produits…",
  },
  empty: {
    title: "Aucun produit trouvé",
    text: "Aucun produit ne correspond aux filtres choisis. Essayez une autre catégorie ou une autre dimension, ou effacez les filtres.",
    clear: "Effacer tous les filtres",
  },
  emptyCatalogue: {
    title: "Aucun produit pour le moment",
    text: "Les données des produits n’ont pas encore été importées. Le personnel peut importer le catalogue depuis l’espace d’administration.",
    admin: "Importer les produits dans l’administration",
  },
  pagination: { label: "Pages de résultats", previous: "Précédente", next: "Suivante", page: "Page {page}" },
};
