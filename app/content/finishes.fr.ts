import { technologyHeroImage, type TechnologyCopy } from "./finishes";

export const technologyFr: TechnologyCopy = {
  meta: {
    title: "Technologie des planchers\u00a0: les finis de bois franc expliqués",
    description:
      "Finis lisse, brossé, gratté à la main, vieilli et à l’huile UV\u00a0: l’allure de chacun, sa façon de dissimuler l’usure et les pièces de votre maison où il convient le mieux.",
  },
  hero: {
    image: technologyHeroImage,
    imageAlt:
      "Des piles de lames de bois franc finies dans un studio lumineux, une lame appuyée en travers pour montrer sa surface",
    eyebrow: "Inspiration",
    title: "TECHNOLOGIE DES PLANCHERS",
    subtitle:
      "Cinq traitements de surface, qui changent chacun l’apparence d’un plancher, son toucher et sa façon de vieillir.",
  },
  title: "La surface fait le plancher",
  paragraphs: [
    "Deux planchers taillés dans le même chêne peuvent avoir une allure et un comportement très différents une fois leur surface traitée. La texture détermine à quel point vous sentez le grain sous vos pieds et dans quelle mesure le plancher dissimule les égratignures. Le fini détermine le lustre, la profondeur de la couleur et la façon dont le plancher se réparera dans bien des années.",
    "Chacun des traitements ci-dessous est appliqué dans notre propre usine, à température et à humidité contrôlées\u00a0: le plancher arrive prêt à être utilisé dès la pose, sans ponçage ni finition sur place. Choisissez l’allure qui vous plaît, puis vérifiez qu’elle convient à la circulation que connaîtra la pièce.",
  ],
  navLabel: "Finis",
  finishLabel: "Fini",
  bestForLabel: "Idéal pour\u00a0:",
  finishes: [
    {
      id: "smooth",
      name: "Lisse",
      image: "finish/smooth",
      imageAlt:
        "Gros plan de planches de chêne blanc lisses, à la surface lustrée et réfléchissante",
      summary: "Une surface nette et polie qui montre le grain dans toute sa clarté.",
      paragraphs: [
        "Un fini lisse est poncé à plat, puis scellé de couches transparentes pour une allure épurée et classique. La lumière se répartit uniformément sur la surface\u00a0: la couleur et le grain du bois se voient dans toute leur clarté, et la pièce paraît lumineuse et élégante.",
        "En contrepartie, les marques et les égratignures se voient davantage sur une surface plane et réfléchissante. Les planchers lisses conviennent surtout aux pièces peu passantes, comme un salon ou une salle à manger réservés aux grandes occasions, ou les chambres, dans les maisons sans gros animaux, où ils gardent leur éclat pendant de nombreuses années.",
      ],
      bestFor: "pièces de réception peu passantes et chambres",
    },
    {
      id: "wire-brushed",
      name: "Brossé",
      image: "finish/wire-brushed",
      imageAlt: "Gros plan de chêne gris brossé, dont le grain en relief accroche la lumière",
      summary: "Des soies d’acier ouvrent le grain pour une texture subtile, agréable au toucher.",
      paragraphs: [
        "Avant la finition, les planches sont brossées avec des soies d’acier qui retirent le bois plus tendre entre les cernes de croissance. Le grain s’ouvre et laisse une légère texture que l’on sent sous les pieds, avec une couleur plus profonde que celle d’une planche lisse.",
        "La texture dissimule bien les marques et les égratignures, si bien que le plancher garde sa belle apparence dans les maisons animées. C’est l’allure que l’on associe le plus aux planchers de chêne européen, et elle convient autant aux intérieurs modernes qu’au style champêtre décontracté, surtout dans les tons mats et gris.",
      ],
      bestFor: "maisons familiales animées et intérieurs d’inspiration européenne",
    },
    {
      id: "hand-scraped",
      name: "Gratté à la main",
      image: "finish/hand-scraped",
      imageAlt:
        "Gros plan de chêne brun chaud gratté à la main, aux légères ondulations irrégulières sur chaque planche",
      summary:
        "Un grattage artisanal donne à chaque planche une surface unique, façonnée à la main.",
      paragraphs: [
        "Des artisans façonnent à la main la surface de chaque planche et y laissent de douces ondulations qui rappellent les planchers d’avant les ponceuses modernes. Il n’y a pas deux planches pareilles, et ces légers reliefs captent la lumière différemment au fil de la journée, du soleil bas du matin à l’éclairage des lampes le soir.",
        "Comme la surface est déjà variée, l’usure quotidienne se fond dans la texture au lieu de ressortir. Les planchers grattés à la main dissimulent bien les égratignures et les éraflures, et apportent un caractère chaleureux et artisanal aux maisons traditionnelles, aux grandes pièces familiales et aux chalets, là où l’on attend d’un plancher qu’il vieillisse avec grâce.",
      ],
      bestFor: "maisons traditionnelles, grandes pièces familiales et chalets",
    },
    {
      id: "distressed",
      name: "Vieilli",
      image: "finish/distressed",
      imageAlt: "Gros plan de chêne vieilli brun-gris, aux rives usées et aux marques de surface",
      summary: "Une allure rustique de bois récupéré, avec la patine d’un plancher centenaire.",
      paragraphs: [
        "Le vieillissement ajoute volontairement les marques du temps\u00a0: rives usées, petits creux, traits de scie et détails imitant les trous de vers, dans des tons patinés. Le résultat rappelle le bois récupéré d’une vieille grange ou d’un vieux moulin, sans l’instabilité des planches de récupération.",
        "Comme le plancher porte déjà une patine, les nouvelles marques ne font que s’y ajouter. Un fini vieilli se prête donc bien à la circulation intense, aux enfants et aux animaux, et s’accorde naturellement aux intérieurs rustiques, industriels et champêtres, aux vestibules et aux grandes cuisines à aire ouverte très fréquentées.",
      ],
      bestFor: "pièces très passantes, maisons avec animaux et intérieurs rustiques",
    },
    {
      id: "uv-oil",
      name: "Fini à l’huile UV",
      image: "finish/uv-oil",
      imageAlt:
        "Gros plan de chêne pâle à la surface huilée, douce et mate, à la couleur naturelle non teinte",
      summary:
        "Une huile naturelle, durcie instantanément aux rayons UV, pour une allure mate et douce.",
      paragraphs: [
        "Des huiles naturelles pénètrent le bois et sont durcies en usine sous une lumière ultraviolette, en quelques secondes plutôt qu’en quelques jours. L’huile protège le bois de l’intérieur au lieu de former une pellicule plastique en surface, et laisse un aspect mat, proche du bois brut, chaleureux sous les pieds.",
        "Son plus grand avantage est la réparation. Une zone égratignée ou usée peut être nettoyée et huilée de nouveau à elle seule, sans poncer ni refaire le fini de toute la pièce\u00a0: avec un entretien simple et, de temps à autre, une couche d’huile d’appoint, le plancher garde un air de neuf pendant de nombreuses années.",
      ],
      bestFor: "allures mates et naturelles, et planchers qu’on veut pouvoir réparer par endroits",
    },
  ],
};
