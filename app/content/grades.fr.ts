import { gradesHeroImage, type GradesCopy } from "./grades";

/*
 * The grades under the names Quebec's flooring trade gives them: Clair, Premier choix, Sélect and
 * Rustique, and « Sélect et meilleur » for Select and better.
 */
export const gradesFr: GradesCopy = {
  meta: {
    title: "Catégories de bois franc\u00a0: Clair, Premier choix, Sélect et Rustique",
    description:
      "Ce que les catégories de bois franc changent à l’allure de votre plancher, de la catégorie Clair, uniforme, à la catégorie Rustique, pleine de caractère. Nos produits n’utilisent que du bois Sélect et meilleur.",
  },
  hero: {
    image: gradesHeroImage,
    imageAlt:
      "Des planches de chêne blanc posées côte à côte en quatre groupes, de la catégorie Clair, uniforme, à la catégorie Rustique, noueuse",
    eyebrow: "Ressources",
    title: "Catégories de bois franc",
    subtitle: "Quelle part de caractère naturel voulez-vous voir dans votre plancher?",
  },
  title: "Ce qu’une catégorie vous apprend",
  paragraphs: [
    "Une catégorie décrit l’apparence d’une planche, pas sa solidité. Toutes les planches, quelle que soit leur catégorie, sont de la même essence, usinées selon le même profil et finies selon la même norme. Ce qui change, c’est la part du caractère naturel de l’arbre visible en surface\u00a0: variations de couleur, traînées minérales, petites gerces et nœuds.",
    "Le choix d’une catégorie est une affaire de goût, et de pièce. Les catégories uniformes conviennent aux espaces formels et contemporains, où le plancher doit rester discret. Celles qui ont plus de caractère apportent de la chaleur aux salles familiales et aux maisons traditionnelles, et pardonnent mieux l’usure quotidienne. Les quatre catégories ci-dessous vont de la plus uniforme à la plus riche en caractère.",
  ],
  gradeLabel: "Catégorie {number} sur {count}",
  grades: [
    {
      id: "clear",
      name: "Clair",
      image: "grade/clear",
      imageAlt:
        "Gros plan de planches de chêne blanc de catégorie Clair, à la couleur uniforme et sans nœuds",
      description: [
        "Clair est la catégorie la plus uniforme que nous offrons. Les planches sont choisies exemptes de taches, de gerces, de traînées minérales, de petits nœuds et d’autres marques de caractère\u00a0: le plancher ne montre que le grain droit et régulier du bois, et une couleur constante d’une planche à l’autre.",
        "C’est le choix des pièces formelles et des intérieurs minimalistes, où le plancher doit se lire comme une seule surface calme et laisser toute l’attention au mobilier, aux œuvres d’art et à l’architecture. Comme il dissimule peu, il est à son meilleur avec des patins de feutre et des tapis d’entrée.",
      ],
    },
    {
      id: "premier",
      name: "Premier choix",
      image: "grade/premier",
      imageAlt:
        "Gros plan de planches de chêne blanc de catégorie Premier choix, aux légères variations de couleur",
      description: [
        "La catégorie Premier choix conserve l’allure épurée de la catégorie Clair, mais admet certaines variations de couleur entre les planches et au sein d’une même planche\u00a0: la différence naturelle entre l’aubier, plus clair, et le bois de cœur, plus foncé. Les marques de caractère restent minimes, si bien que le plancher garde une allure raffinée et ordonnée.",
        "Les légers changements de ton ajoutent de la profondeur et du mouvement sans paraître rustiques, ce qui rend la catégorie Premier choix très prisée pour les aires ouvertes, les chambres et les maisons contemporaines. Elle dissimule aussi un peu mieux que la catégorie Clair la poussière et les légères éraflures du quotidien, tout en gardant une apparence soignée et régulière.",
      ],
    },
    {
      id: "select",
      name: "Sélect",
      image: "grade/select",
      imageAlt:
        "Gros plan de planches de chêne blanc de catégorie Sélect, mêlant couleurs variées et petits nœuds",
      description: [
        "La catégorie Sélect offre un mélange naturel de couleurs et de caractère. En plus des variations du clair au foncé, on y voit les marques qui rendent chaque arbre unique\u00a0: petits nœuds, traînées minérales et motifs de grain vivants, répartis uniformément dans le plancher plutôt que regroupés dans un coin de la pièce.",
        "Le résultat est un plancher chaleureux et authentique, qui semble habité dès le premier jour et qui pardonne les marques et les égratignures de la vie de famille. Sélect est notre catégorie la plus demandée pour les cuisines, les salles familiales et les chalets, et elle s’agence naturellement aux finis texturés.",
      ],
    },
    {
      id: "heritage",
      name: "Rustique",
      image: "grade/heritage",
      imageAlt:
        "Gros plan de planches de chêne blanc de catégorie Rustique, aux gros nœuds remplis et aux riches variations",
      description: [
        "La catégorie Rustique présente le même mélange naturel de couleurs et de caractère que la catégorie Sélect, mais admet aussi de gros nœuds, jusqu’à 2\u00a0po (5\u00a0cm) de diamètre, qui sont remplis puis finis au même niveau que le reste de la surface. Ces traits marqués donnent au plancher une forte personnalité rustique.",
        "Elle convient aux cuisines de style champêtre, aux maisons patrimoniales et à toute pièce où le plancher doit être un élément vedette à part entière, avec l’allure d’un bois qui fait partie de la maison depuis des générations. Les nœuds sont stables et sains sous le pied.",
      ],
    },
  ],
  standard: {
    eyebrow: "Notre exigence",
    title: "Sélect et meilleur, sans exception",
    text: "Nos produits n’utilisent que du bois de catégorie Sélect et meilleur. Les catégories inférieures, avec leurs défauts ouverts, leurs nœuds non adhérents ou leur bois altéré, n’atteignent jamais notre ligne de finition\u00a0: quelle que soit l’allure choisie, du calme de la catégorie Clair au caractère de la catégorie Rustique, chaque planche est saine, stable et prête à installer.",
  },
};
