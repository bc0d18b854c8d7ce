import { speciesHeroImage, type SpeciesCopy } from "./species";

export const speciesFr: SpeciesCopy = {
  meta: {
    title: "Essences de bois\u00a0: chêne rouge, érable et noyer",
    description:
      "Comparez les planchers de bois franc en chêne rouge, en érable et en noyer\u00a0: couleur, grain et dureté Janka (chêne rouge 1\u00a0290, érable 1\u00a0450, noyer 1\u00a0010).",
  },
  hero: {
    image: speciesHeroImage,
    imageAlt:
      "Des paires de planches d’érable, de chêne rouge, de chêne blanc et de noyer posées côte à côte",
    eyebrow: "Inspiration",
    title: "Essences de bois",
    subtitle:
      "Trois bois francs d’Amérique du Nord, chacun avec sa couleur, son grain et sa résistance.",
  },
  title: "Comprendre l’échelle Janka",
  paragraphs: [
    "L’essence que vous choisissez détermine la couleur, le grain et la dureté de votre plancher. La dureté se mesure par l’essai Janka, qui enregistre la force, en livres, nécessaire pour enfoncer une petite bille d’acier à mi-diamètre dans une pièce de bois. Plus le chiffre est élevé, mieux le plancher résiste aux marques laissées par les objets qui tombent, les pattes de meubles et les griffes des animaux.",
    "Le chêne rouge, à 1\u00a0290, est la référence la plus courante. L’érable est plus dur, le noyer plus tendre, et chacun a sa place. Une cote plus basse ne veut pas dire un plancher plus fragile, seulement un plancher qui montre l’usure plus tôt; un bon fini, des patins de feutre et des tapis d’entrée comptent autant que le chiffre.",
  ],
  jankaLabel: "Dureté Janka",
  species: [
    {
      id: "red-oak",
      name: "Chêne rouge",
      image: "species/red-oak",
      imageAlt:
        "Gros plan de planches de chêne rouge aux chauds tons brun rosé et au grain ouvert bien marqué",
      janka: 1290,
      summary:
        "Le bois franc nord-américain par excellence\u00a0: chaleureux, résistant et facile à vivre.",
      paragraphs: [
        "Le chêne rouge est depuis des générations le bois franc le plus répandu dans les maisons canadiennes, et pour cause. Son ton chaleureux, avec une pointe de rose ou de saumon, convient aux intérieurs traditionnels comme transitionnels, et son grain ouvert et prononcé prend la teinture uniformément, des finis naturels aux bruns foncés.",
        "Avec une cote Janka de 1\u00a0290, le chêne rouge est la référence à laquelle on compare les autres essences. Son grain marqué aide à dissimuler les petites égratignures et les marques d’impact, ce qui en fait un choix sûr pour les maisons familiales animées, les corridors et les aires de séjour du rez-de-chaussée.",
      ],
      traits: [
        "Couleur\u00a0: brun clair aux chauds reflets rosés",
        "Grain\u00a0: prononcé, ouvert et ondulé",
        "Prend la teinture uniformément, du naturel au foncé",
        "Idéal pour\u00a0: salons, corridors et maisons familiales",
      ],
    },
    {
      id: "maple",
      name: "Érable",
      image: "species/maple",
      imageAlt:
        "Gros plan de planches d’érable dur de couleur crème pâle, au grain fin et régulier",
      janka: 1450,
      summary:
        "Un bois franc canadien pâle au grain fin, qui résiste remarquablement bien aux marques d’impact.",
      paragraphs: [
        "L’érable dur est un emblème canadien et, à 1\u00a0450 sur l’échelle Janka, il est nettement plus dur que le chêne rouge. Sa couleur va du blanc crème au doré pâle, et son grain fin et serré donne une surface lisse et régulière, à l’allure nette et contemporaine.",
        "Sa densité fait de l’érable l’un des meilleurs choix pour les pièces passantes, les cuisines et les salles d’entraînement à la maison. Comme son grain est très serré, il absorbe les teintures foncées de façon inégale\u00a0: nous recommandons donc des finis naturels ou clairs, qui mettent en valeur la couleur lumineuse du bois.",
      ],
      traits: [
        "Couleur\u00a0: du blanc crème au doré pâle",
        "Grain\u00a0: fin, serré et uniforme",
        "À son meilleur avec un fini naturel ou clair",
        "Idéal pour\u00a0: cuisines, corridors passants et salles d’entraînement",
      ],
    },
    {
      id: "walnut",
      name: "Noyer",
      image: "species/walnut",
      imageAlt:
        "Gros plan de planches de noyer au riche bois de cœur brun chocolat, strié de veines plus claires",
      janka: 1010,
      summary:
        "De riches tons chocolat et un grain fluide pour les pièces où le plancher est la vedette.",
      paragraphs: [
        "Le noyer noir d’Amérique est recherché pour sa couleur profonde\u00a0: un bois de cœur brun chocolat, parfois aux reflets violacés ou gris, qui contraste avec des traînées d’aubier plus pâle. Son grain droit à légèrement ondulé donne au plancher une élégance discrète que peu d’autres essences égalent, et sa couleur se patine avec le temps vers un brun plus chaud.",
        "À 1\u00a0010 sur l’échelle Janka, le noyer est plus tendre que le chêne ou l’érable et se marque plus tôt. Il est à son meilleur dans les salons, les salles à manger, les chambres et les bureaux, avec des patins de feutre sous les meubles et des carpettes aux entrées pour protéger la surface.",
      ],
      traits: [
        "Couleur\u00a0: brun chocolat strié d’aubier plus clair",
        "Grain\u00a0: droit à légèrement ondulé",
        "Plus tendre que le chêne\u00a0: prévoir des patins de feutre et des carpettes aux entrées",
        "Idéal pour\u00a0: salons, salles à manger et chambres",
      ],
    },
  ],
};
