import { aboutHeroImage, type AboutCopy } from "./about";
import { site } from "./site";
import { productLineName } from "./slides";

export const aboutFr: AboutCopy = {
  meta: {
    title: "À propos",
    description:
      "Notre histoire, notre mission et nos valeurs, et le parcours des planchers Cedarline, de forêts certifiées jusqu’à votre maison, en passant par notre propre usine en Ontario.",
  },
  hero: {
    image: aboutHeroImage,
    imageAlt: "Une salle de séjour et une salle à manger ouvertes, baignées de lumière, au plancher de larges lames de chêne beige doré",
    eyebrow: "À propos",
    title: `À propos de ${site.name}`,
    subtitle:
      "Un distributeur canadien de planchers haut de gamme, appuyé par sa propre usine, ses propres entrepôts et une équipe qui connaît le bois.",
  },
  story: {
    eyebrow: "Depuis le premier jour",
    title: "Notre histoire",
    paragraphs: [
      `${site.name} a commencé comme petit grossiste de bois franc à ${site.address.city}, au service des magasins de revêtements de sol et des installateurs qui avaient besoin de stocks fiables et de réponses franches. Nous avons appris le métier auprès de ceux qui posent des planchers pour gagner leur vie\u00a0: quelles planches arrivent bien droites, quels finis résistent à l’hiver canadien, et combien coûte une livraison en retard sur un chantier.`,
      `Ces leçons nous ont amenés à investir dans notre propre usine et nos propres entrepôts, afin que la qualité et l’approvisionnement restent entre nos mains. Maîtriser l’usinage, la finition et l’entreposage nous a permis de créer la gamme ${productLineName}\u00a0: le premier bois franc massif de sept pouces au Canada offert dans une gamme complète de couleurs.`,
      `Aujourd’hui, nous servons les propriétaires, les constructeurs, les designers et les magasins partenaires partout en Ontario, avec du bois franc massif et d’ingénierie, du SPC, du stratifié, des moulures et des pièces d’escalier. Nous continuons de grandir, et nous répondons toujours au téléphone comme au premier jour\u00a0: prêts à vous aider à trouver le bon plancher.`,
    ],
    image: "scene/hero-2",
    imageAlt: "Des paquets de lames de chêne emballées sur des palettes dans notre entrepôt",
  },
  mission: {
    eyebrow: "Notre raison d’être",
    title: "Notre mission",
    statement:
      "«\u00a0Faire entrer la beauté naturelle du bois franc haut de gamme dans plus de foyers canadiens, avec des planchers bien faits, vendus à un prix juste et soutenus par des gens qui tiennent au résultat.\u00a0»",
    paragraph:
      "Nous nous jugeons aux planchers que l’on admire encore dix et vingt ans après leur installation. Cela veut dire choisir du bon bois, le finir avec soin, le garder en stock et donner des conseils honnêtes, même lorsque la réponse honnête est un autre produit ou un délai plus long. Nos partenaires et nos clients ne devraient jamais avoir à deviner ce qu’ils reçoivent.",
  },
  forest: {
    eyebrow: "Qualité",
    title: "De la forêt au plancher",
    intro:
      "Chaque planche que nous vendons suit le même parcours attentif\u00a0: choisie en forêt, sciée et séchée avec patience, usinée et finie dans notre propre usine, puis vérifiée de nouveau avant l’emballage. Chaque étape a une seule raison d’être\u00a0: que le plancher que vous installez soit celui que vous attendiez.",
    qualityBullets: [
      {
        icon: "TreeDeciduous",
        title: "Sources durables certifiées",
        text: "Nous n’utilisons que du bois de catégorie Sélect et meilleur, issu de forêts durables certifiées et récolté selon des programmes qui protègent l’avenir de la forêt.",
      },
      {
        icon: "Factory",
        title: "Transformation de pointe",
        text: "Des séchoirs modernes, un usinage de précision et des finis appliqués en usine donnent à chaque planche un profil, un taux d’humidité et une surface uniformes.",
      },
      {
        icon: "ClipboardCheck",
        title: "Contrôle de la qualité rigoureux",
        text: "Les planches sont inspectées à chaque étape, du bois brut à la boîte finie, et tout ce qui n’est pas conforme est mis de côté.",
      },
      {
        icon: "Recycle",
        title: "Respect de l’environnement",
        text: "Nous réutilisons les retailles, brûlons la sciure pour chauffer les séchoirs, durcissons les finis aux rayons UV et choisissons des emballages recyclables.",
      },
    ],
  },
  closing: {
    title: "Voyez nos planchers de vos propres yeux",
    text: "Parcourez le catalogue ou visitez notre salle d’exposition et notre entrepôt de Mississauga.",
    products: "Voir tous les produits",
    contact: "Nous joindre",
  },
};
