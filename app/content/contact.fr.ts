import { contactHeroImage, type ContactCopy } from "./contact";
import { site } from "./site";

export const contactFr: ContactCopy = {
  meta: {
    title: "Nous joindre",
    description:
      "Demandez une soumission, commandez des échantillons ou posez-nous vos questions sur nos planchers. {company}, {street}, {city} ({region}). Téléphone\u00a0: {phone}.",
  },
  hero: {
    image: contactHeroImage,
    imageAlt: "Un hall d’entrée lumineux avec un escalier de chêne, des contremarches blanches et des barreaux de fer noir",
    eyebrow: "Contact",
    title: "Nous joindre",
    subtitle:
      "Une question sur un produit, une soumission pour votre projet ou de l’aide pour trouver un magasin partenaire près de chez vous\u00a0: nous sommes là pour vous aider.",
  },
  enquiry: {
    title: "Comment pouvons-nous vous aider?",
    intro:
      "Parlez-nous un peu de votre projet et nous vous répondrons dans un délai d’un jour ouvrable avec des réponses, des échantillons ou une soumission.",
  },
  details: {
    title: "Coordonnées",
    addressLabel: "Visitez-nous",
    cityLine: "{city} ({region}) {postalCode}",
    phoneLabel: "Appelez-nous",
    emailLabel: "Écrivez-nous",
    copyEmail: {
      label: "Copier l’adresse courriel",
      done: "Adresse courriel copiée",
      failed: "Impossible de copier",
      failedHint: "Veuillez plutôt sélectionner le texte et le copier.",
    },
    hoursLabel: "Heures d’ouverture",
    specialHoursLabel: "Jours fériés et horaires particuliers",
  },
  stayInTouch: {
    title: "Restons en contact",
    text: `Soyez parmi les premiers informés des nouvelles couleurs, des lancements de produits et des événements de ${site.name}. Envoyez-nous un courriel ou appelez-nous pour vous inscrire à notre liste d’annonces; nous n’écrivons que lorsque nous avons vraiment quelque chose à partager.`,
  },
};
