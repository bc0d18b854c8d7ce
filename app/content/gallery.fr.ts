import { galleryHeroImage, type GalleryCopy } from "./gallery";

export const galleryFr: GalleryCopy = {
  meta: {
    title: "Galerie",
    description:
      "Nos huit couleurs signature de bois franc installées dans de vraies pièces, du pâle Lily Canvas au profond Senior Grey. Ouvrez chaque photo en plein écran.",
  },
  hero: {
    image: galleryHeroImage,
    imageAlt: "Une salle de séjour paisible au plancher de chêne clair, avec un canapé pâle et des touches de vert sauge",
    eyebrow: "Galerie d’inspiration",
    title: "DES SÉLECTIONS SUPÉRIEURES. DES IMPRESSIONS DURABLES.",
    subtitle:
      "Nos huit couleurs signature telles qu’elles paraissent une fois posées, des séjours lumineux de condo aux pièces familiales chaleureuses.",
  },
  coloursTitle: "Huit couleurs signature",
  intro:
    "Chaque couleur de cette galerie provient des mêmes larges planches de chêne, finies dans notre propre usine. Voir un plancher dans une pièce meublée, à la lumière du jour et sous l’éclairage des lampes, en dit plus long qu’un petit échantillon. Ouvrez une photo pour l’afficher en plein écran, puis notez les couleurs qui vous plaisent pour les voir chez un magasin partenaire, ou demandez-nous des échantillons.",
  samples: {
    title: "À voir sous votre propre lumière",
    text: "Les écrans faussent les couleurs. Avant de choisir, tenez les vraies planches près de vos fenêtres.",
    link: "Demander des échantillons",
  },
  enquiry: {
    title: "Un service complet pour votre espace",
    subtitle: "Comment pouvons-nous vous aider?",
    text: "Parlez-nous de la pièce, des couleurs qui vous attirent et de votre échéancier. Nous vous suggérerons un plancher, vous enverrons des échantillons et vous mettrons en contact avec un installateur ou un magasin partenaire près de chez vous.",
  },
  viewer: { position: "Image {current} sur {count}", close: "Fermer", previous: "Image précédente", next: "Image suivante" },
  picture: {
    description: "{title}, {shade} — une de nos huit couleurs signature de bois franc, telle qu’elle paraît posée dans une pièce meublée.",
    back: "Toutes les couleurs",
    previousOf: "Couleur précédente — {title}",
    nextOf: "Couleur suivante — {title}",
    notFound: {
      eyebrow: "Galerie",
      title: "Cette couleur n’est pas dans la galerie",
      text: "Elle a peut-être été renommée ou retirée de la collection. Toutes nos couleurs sont sur la page de la galerie.",
    },
  },
};
