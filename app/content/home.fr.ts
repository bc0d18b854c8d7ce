import type { HomeCopy } from "./home";
import { site } from "./site";
import { productLineName } from "./slides";

export const homeFr: HomeCopy = {
  meta: {
    title: "{company} | Planchers de bois franc haut de gamme à Mississauga (Ontario)",
    description:
      "Distributeur établi à Mississauga de bois franc massif et d’ingénierie haut de gamme, de planchers SPC et stratifiés, de moulures et de pièces d’escalier pour les propriétaires, les acheteurs professionnels et les magasins de revêtements de sol de tout l’Ontario.",
    slogan:
      "Le principal distributeur canadien de planchers haut de gamme\u00a0: transformez votre espace grâce à la beauté naturelle du bois et à une qualité exceptionnelle.",
  },
  heading: "{company}\u00a0: planchers de bois franc haut de gamme à {city} ({region})",
  carousel: {
    label: "Points forts",
    roleDescription: "carrousel",
    slideRoleDescription: "diapositive",
    slideLabel: "{index} sur {count}",
    goToSlide: "Aller à la diapositive {index}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
  },
  aboutTeaser: {
    eyebrow: "À propos",
    title: `Bois franc à lames larges, fabriqué et entreposé en ${site.address.regionName}`,
    paragraphs: [
      `${site.name} fournit du bois franc massif et d’ingénierie, des planchers SPC et stratifiés, des moulures et des pièces d’escalier depuis son entrepôt de ${site.address.city}. Nous travaillons avec des propriétaires, des constructeurs, des designers et les magasins de revêtements de sol qui offrent nos collections, et nous gardons toute la gamme en stock pour qu’aucun chantier ne reste en attente de planches.`,
      `Notre gamme ${productLineName} est née d’une idée simple\u00a0: une planche massive de sept pouces ne devrait pas obliger à choisir entre la largeur et la couleur. Usinée dans notre propre usine et finie en huit teintes, elle offre aux planchers à lames larges tout l’éventail de couleurs que le bois franc plus étroit a toujours eu.`,
    ],
    cta: { label: "En savoir plus", to: "/about" },
    ctaHint: " sur {company}",
    image: "scene/about",
    imageAlt: "Une pièce à aire ouverte lumineuse au plancher de chêne clair",
  },
  galleryTeaser: {
    eyebrow: "Pour vous inspirer",
    title: "Voyez les couleurs dans une pièce aménagée",
    text: "Un échantillon vous montre la teinte; une pièce vous en fait sentir l’ambiance. Découvrez nos huit couleurs signature installées dans des espaces de vie, du pâle Lily Canvas au profond Senior Grey, et trouvez celle qui convient à votre lumière et à votre mobilier.",
    cta: { label: "Voir la galerie", to: "/inspiration/gallery" },
    items: [
      {
        id: "lily-canvas",
        title: "Lily Canvas",
        color: "Crème pâle",
        image: "gallery/lily-canvas",
        imageAlt: "Un salon lumineux en plein jour, au plancher de chêne Lily Canvas pâle et crémeux",
      },
      {
        id: "burlywood",
        title: "Burlywood",
        color: "Brun chaud",
        image: "gallery/burlywood",
        imageAlt: "Un salon au plancher de chêne Burlywood d’un brun moyen chaleureux, avec un canapé crème",
      },
      {
        id: "senior-grey",
        title: "Senior Grey",
        color: "Gris charbon",
        image: "gallery/senior-grey",
        imageAlt: "Un salon au plancher de chêne Senior Grey d’un gris charbon profond, entre des murs d’un blanc chaud",
      },
      {
        id: "nudie",
        title: "Nudie",
        color: "Fini naturel",
        image: "gallery/nudie",
        imageAlt: "Un salon lumineux au plancher de chêne Nudie non teint, presque brut",
      },
    ],
  },
  whyChoose: {
    eyebrow: "Pourquoi nous choisir",
    title: `Pourquoi choisir ${site.name}`,
    intro:
      "Le bois franc massif à lames larges exige beaucoup de l’usinage et de la chaîne d’approvisionnement qui le soutient. Voici pourquoi les magasins, les constructeurs et les propriétaires continuent de faire appel à nous.",
    items: [
      { icon: "Award", title: "Une première canadienne", text: "La première série de 7\u00a0pouces au Canada offerte dans une gamme complète de couleurs." },
      {
        icon: "Factory",
        title: "Notre propre usine",
        text: "Notre propre usine produit 100\u00a0000\u00a0pi² chaque mois, et nous sommes propriétaires de nos bâtiments d’usine et d’entreposage.",
      },
      { icon: "Store", title: "Plus de 500 partenaires", text: "Vente en gros à plus de 500 magasins partenaires partout en Ontario." },
      { icon: "TrendingUp", title: "Croissance de 30\u00a0%", text: "Une croissance annuelle de 30\u00a0%, année après année." },
    ],
  },
  categories: {
    eyebrow: "Notre gamme",
    title: "Magasiner par catégorie",
    intro:
      "Tout pour un plancher fini, des planches elles-mêmes jusqu’aux moulures, aux marches et aux barreaux qui complètent la pièce et l’escalier.",
    items: [
      { slug: "solid-hardwood", icon: "TreeDeciduous", name: "Bois franc massif", tagline: "Beauté intemporelle et durabilité" },
      { slug: "engineered-hardwood", icon: "Layers", name: "Bois franc d’ingénierie", tagline: "Stabilité et polyvalence supérieures" },
      { slug: "spc-floor", icon: "Droplets", name: "Plancher SPC", tagline: "Protection 100\u00a0% imperméable" },
      { slug: "laminate-floor", icon: "Gem", name: "Plancher stratifié", tagline: "L’élégance à prix abordable" },
      { slug: "wood-trim", icon: "Ruler", name: "Moulures de bois", tagline: "La touche finale parfaite" },
      { slug: "iron-spindle-accessories", icon: "Fence", name: "Barreaux de fer et accessoires", tagline: "Pour compléter votre installation" },
      { slug: "stair-tread-riser", icon: "DoorStairwell", name: "Marches et contremarches", tagline: "La sécurité alliée au style" },
    ],
  },
  featured: {
    eyebrow: "Collection vedette",
    title: "Les planchers que nos partenaires demandent en premier",
    intro:
      "Quelques-uns des planchers dont nous sommes le plus fiers cette saison, choisis pour leur largeur, leur couleur et leur tenue à l’usure dans les maisons animées.",
    cta: { label: "Voir tous les produits", to: "/products" },
  },
  contactCta: {
    title: "Planifions votre plancher",
    text: "Donnez-nous les dimensions de vos pièces, le type de sous-plancher et le style que vous avez en tête. Notre équipe vous recommandera un plancher, préparera une soumission et vous fera parvenir des échantillons, que vous soyez propriétaire, constructeur ou magasin.",
    cta: { label: "Communiquez avec nous dès aujourd’hui", to: "/contact" },
  },
};
