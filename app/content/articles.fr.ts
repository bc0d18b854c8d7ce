import type { Article } from "./news";
import { site } from "./site";
import { productLineName } from "./slides";

/** An article's words in French: its title, excerpt, picture's description and body, block for block. */
type ArticleFr = Pick<Article, "title" | "excerpt" | "imageAlt" | "content">;

/**
 * The four articles in French, by the id of each in `articles`: what a fresh install seeds in
 * their French fields (content-seed.server.ts). Each body has the English's blocks, in the same
 * order; the collection's colours and the product line keep their names, and the grades take the
 * names the grades page gives them (grades.fr.ts).
 */
export const articlesFr: Readonly<Record<string, ArticleFr>> = {
  "hardwood-selection-guide": {
    title: "Comment choisir le bon plancher de bois franc pour votre maison",
    excerpt:
      "Essence, largeur, catégorie, couleur et fini\u00a0: une méthode pratique, pièce par pièce, pour passer de centaines d’échantillons au seul plancher qui convient à votre façon de vivre.",
    imageAlt: "Un éventail d’échantillons de bois franc, du crème pâle au noyer foncé, en passant par le miel et le gris",
    content: [
      {
        type: "paragraph",
        text: "Le choix d’un plancher de bois franc commence habituellement par la couleur, parce que c’est ce qu’on remarque en premier sur un échantillon. Mieux vaut pourtant commencer par la pièce. Un plancher qui paraît parfait en salle d’exposition peut détonner à la maison s’il est trop tendre pour un corridor passant, trop foncé pour une pièce orientée au nord ou d’une construction qui ne convient pas au sous-plancher. Répondez dans l’ordre aux questions ci-dessous, et le choix deviendra beaucoup plus simple.",
      },
      { type: "heading", text: "Commencez par la pièce, pas par l’échantillon" },
      {
        type: "paragraph",
        text: "Avant de regarder les couleurs, notez quatre choses pour chaque pièce\u00a0: ce qui se trouve dessous (contreplaqué, béton ou plancher existant), si elle se trouve au-dessus, au niveau ou au-dessous du niveau du sol, la circulation qu’elle reçoit et la lumière naturelle dont elle profite. Les cuisines et les entrées subissent l’usure la plus forte. Les sous-sols et les pièces sur béton excluent d’emblée certains produits. Les pièces lumineuses orientées au sud montrent la décoloration et la poussière autrement que les pièces ombragées.",
      },
      { type: "heading", text: "Massif ou d’ingénierie?" },
      {
        type: "paragraph",
        text: "Le bois franc massif est fait d’une seule pièce de bois, habituellement de ¾\u00a0po d’épaisseur. Il est cloué ou agrafé sur un sous-plancher de contreplaqué, au niveau du sol ou au-dessus, et peut être poncé et recevoir un nouveau fini de nombreuses fois au cours de sa vie. Le bois franc d’ingénierie est formé d’une couche d’usure en bois véritable collée sur une âme à plis croisés. Cette âme réagit moins aux variations d’humidité\u00a0: les planchers d’ingénierie peuvent donc être collés sur le béton, posés au sous-sol et installés sur un chauffage radiant intégré au plancher.",
      },
      {
        type: "list",
        items: [
          "Choisissez le massif pour le rez-de-chaussée et les étages dont le sous-plancher est en contreplaqué.",
          "Choisissez le bois d’ingénierie pour les dalles de béton, les condos, les sous-sols et le chauffage radiant.",
          "Vérifiez la couche d’usure des planches d’ingénierie\u00a0: 3\u00a0mm ou plus permettent au moins un ponçage complet.",
        ],
      },
      { type: "heading", text: "Essence et dureté" },
      {
        type: "paragraph",
        text: "L’essai de dureté Janka mesure la force nécessaire pour enfoncer une bille d’acier dans le bois; plus le chiffre est élevé, mieux le bois résiste aux marques d’impact. Le chêne rouge obtient 1\u00a0290 et sert de référence à la plupart des comparaisons. L’érable dur, à 1\u00a0450, est plus dur et présente un grain lisse et régulier. Le noyer, à 1\u00a0010, est plus tendre, mais recherché pour sa couleur profonde. Le caryer, à environ 1\u00a0820, compte parmi les essences nord-américaines les plus dures et convient aux maisons qui ont de gros chiens.",
      },
      { type: "heading", text: "Largeur, catégorie et couleur" },
      {
        type: "paragraph",
        text: `Des planches plus larges montrent une plus grande part de chaque arbre et apaisent la pièce, avec moins de joints sur le plancher. Notre gamme ${productLineName} offre une planche massive de sept pouces dans un éventail complet de couleurs\u00a0: vous n’avez plus à sacrifier la largeur pour obtenir le ton voulu. La catégorie détermine la part de caractère naturel visible\u00a0: Clair est la plus uniforme, tandis que Sélect et Rustique montrent plus de nœuds et de variations de couleur.`,
      },
      {
        type: "paragraph",
        text: "Les tons clairs comme Lily Canvas et Nudie agrandissent les petites pièces et dissimulent bien la poussière. Les tons moyens comme Nature et Burlywood dissimulent le mieux les traces des animaux et les éraflures du quotidien. Les couleurs profondes comme Senior Grey sont saisissantes, mais laissent voir plus facilement la poussière, les poils d’animaux et les fines égratignures.",
      },
      { type: "heading", text: "Fini et usure quotidienne" },
      {
        type: "paragraph",
        text: "Le lustre et la texture comptent autant que la couleur. Une surface lisse et lustrée montre chaque égratignure; une surface mate, brossée ou grattée à la main les dissimule. Si vous avez des enfants ou des animaux, privilégiez les planches texturées et un lustre plus faible. Les finis à l’huile durcie aux UV donnent une allure douce et naturelle, et peuvent être réparés à un seul endroit sans qu’il faille refaire le fini de toute la pièce.",
      },
      { type: "heading", text: "Rapportez des échantillons à la maison" },
      {
        type: "paragraph",
        text: `Regardez toujours les échantillons dans la pièce où ils seront posés, à la lumière du matin, puis de nouveau le soir. Placez-les à côté de vos armoires, de vos moulures et de votre plus gros meuble. Quand vous aurez deux ou trois favoris, l’équipe de ${site.name} ou le magasin partenaire le plus proche pourra confirmer les stocks, vous expliquer les exigences d’installation et préparer une soumission pour l’ensemble du projet.`,
      },
    ],
  },
  "canadian-seven-series-design-award": {
    title: `La gamme ${productLineName} remporte le prix Great Lakes Surface Design 2026`,
    excerpt:
      "Notre bois franc massif de sept pouces, offert en toutes couleurs, a été nommé «\u00a0Matériau de revêtement de sol résidentiel de l’année\u00a0», pour avoir apporté un éventail complet de couleurs aux larges planches massives.",
    imageAlt: "Un salon au crépuscule, aux larges planches de chêne fumé, avec les tours de la ville au-delà des fenêtres",
    content: [
      {
        type: "paragraph",
        text: `Nous sommes fiers d’annoncer que la gamme ${productLineName} a reçu le prix Great Lakes Surface Design 2026 dans la catégorie «\u00a0Matériau de revêtement de sol résidentiel de l’année\u00a0». Décernés par un jury de designers d’intérieur, d’architectes et d’entrepreneurs en revêtements de sol, ces prix soulignent les matériaux qui repoussent les limites du possible dans les maisons de la région des Grands Lacs. C’est la première fois qu’un plancher de bois franc massif remporte la catégorie résidentielle.`,
      },
      { type: "heading", text: "Un prix pour la planche de sept pouces" },
      {
        type: "paragraph",
        text: "Lorsque nous avons lancé la série, le bois franc massif à lames larges se vendait généralement au Canada dans une poignée de tons naturels sans risque. Les designers qui voulaient un crème pâle ou un gris charbon sur une planche large devaient se tourner vers le bois d’ingénierie ou faire teindre un plancher massif sur place. Nous avons voulu offrir les deux\u00a0: toute l’épaisseur et la longévité d’une planche massive de ¾\u00a0po, sur sept pouces de largeur, dans une palette complète finie en usine.",
      },
      { type: "heading", text: "Ce que le jury a examiné" },
      {
        type: "paragraph",
        text: "Les candidatures ont été évaluées selon trois critères de même poids\u00a0: le design, la performance à long terme et la différence concrète qu’un matériau apporte à un vrai projet. Chaque finaliste a aussi été vu une fois installé, et pas seulement en échantillon. Selon les notes publiées par le jury, la série s’est démarquée sur trois points\u00a0:",
      },
      {
        type: "list",
        items: [
          "Huit couleurs finies en usine, de Lily Canvas à Senior Grey, au ton constant d’une boîte à l’autre.",
          "Un même profil à rainure et languette dans toute la gamme, pour changer de couleur d’une pièce à l’autre à la même hauteur.",
          "Des planchers installés que le jury a visités dans des maisons ontariennes, dont un posé depuis plusieurs hivers.",
        ],
      },
      { type: "heading", text: "Pourquoi la largeur et la couleur étaient difficiles à concilier" },
      {
        type: "paragraph",
        text: "Une planche massive large bouge davantage avec les saisons qu’une planche étroite, et la moindre irrégularité de la teinture se voit sur une plus grande surface. Réussir sur les deux plans a exigé des changements à chaque étape\u00a0: des cibles de séchage plus strictes au séchoir, un tri minutieux pour que les planches d’une même boîte aient un grain semblable, et un fini multicouche durci aux UV, appliqué dans des conditions contrôlées. Notre propre usine nous a permis d’essayer une couleur, de l’ajuster et de la produire de nouveau en quelques jours plutôt qu’en quelques mois. Plusieurs des premières couleurs ne sont jamais sorties de la salle d’essai, faute d’avoir la même allure sur chaque planche\u00a0: nous préférons retarder un lancement plutôt que de livrer un plancher inégal.",
      },
      { type: "heading", text: "À qui revient le mérite" },
      {
        type: "paragraph",
        text: "Ce prix appartient à beaucoup de gens, et la plupart d’entre eux ne se montrent jamais dans une salle d’exposition. Notre équipe de production a passé deux ans à peaufiner la ligne de finition de l’usine. Le personnel de notre entrepôt manipule chaque palette avec soin pour que les planches arrivent plates et sèches. Les installateurs qui posent les planchers nous ont fait part de commentaires francs sur chacun des premiers lots, et nos magasins partenaires ont présenté la série à leurs clients avant que quiconque en ait entendu parler. Merci.",
      },
      { type: "heading", text: "La suite" },
      {
        type: "paragraph",
        text: `La reconnaissance fait plaisir, mais elle ne change rien au travail. Nous mettons à l’essai de nouveaux tons pour la série et préparons des marches d’escalier et des moulures assorties, pour qu’une maison entière puisse être finie dans une seule teinte. Chaque nouvelle couleur passera par les mêmes essais de tri, de finition et d’installation que les huit premières avant d’arriver dans un magasin partenaire. Pour voir en personne les couleurs primées, visitez l’un de nos magasins partenaires ou communiquez avec ${site.name} pour obtenir des échantillons.`,
      },
    ],
  },
  "responsible-hardwood-sourcing": {
    title: "De la forêt au plancher\u00a0: comment nous choisissons et transformons le bois franc de façon responsable",
    excerpt:
      "D’où vient notre bois, comment nous tirons davantage de chaque bille, et pourquoi un plancher qui dure des décennies est l’un des choix les plus durables que vous puissiez faire pour votre maison.",
    imageAlt: "Des billes de bois franc fraîchement coupées, empilées dans une clairière, entourées d’arbres sur pied",
    content: [
      {
        type: "paragraph",
        text: "Le bois franc est une matière renouvelable, mais seulement lorsque la forêt d’où il provient est aménagée pour se régénérer. Les propriétaires nous demandent de plus en plus d’où viennent nos planches et ce qui se passe entre l’arbre et leur salon. Cet article répond à ces questions aussi simplement que possible, et explique ce que vous pouvez faire chez vous pour que votre plancher dure le plus longtemps possible.",
      },
      { type: "heading", text: "D’où vient notre bois" },
      {
        type: "paragraph",
        text: "Notre chêne, notre érable et notre noyer proviennent de forêts aménagées selon des programmes reconnus de certification par des tiers, qui limitent les volumes de récolte, protègent les cours d’eau et l’habitat faunique, et exigent le reboisement ou la régénération naturelle. Nous n’achetons que du bois d’œuvre de catégorie Sélect et meilleur\u00a0: moins de planches sont ainsi rejetées à l’usine, et moins de bois est gaspillé en chemin vers votre plancher.",
      },
      { type: "heading", text: "Tirer le maximum de chaque bille" },
      {
        type: "paragraph",
        text: "Chaque bille qui arrive à notre usine est sciée de façon à en tirer le plus de plancher possible, et les planches sont taillées autour des défauts plutôt que jetées entières. Les retailles trop courtes pour faire des planches complètes deviennent des pièces d’escalier, des moulures et des seuils. Ce qui reste ensuite n’est pas jeté pour autant\u00a0:",
      },
      {
        type: "list",
        items: [
          "La sciure et les copeaux sont compressés en combustible pour les séchoirs qui sèchent le lot de bois suivant.",
          "Les plus grosses chutes sont vendues à des artisans de la région pour des meubles et des projets d’artisanat.",
          "L’écorce et les petits morceaux servent de paillis pour l’aménagement paysager.",
        ],
      },
      { type: "heading", text: "Un plancher qui dure des décennies" },
      {
        type: "paragraph",
        text: "Le plancher le plus durable est celui qu’on ne remplace pas. Un plancher de bois franc massif de ¾\u00a0po peut être poncé et recevoir un nouveau fini plusieurs fois, et avec un entretien ordinaire, il peut rester dans une maison pendant des générations. Le bois franc d’ingénierie utilise une couche plus mince de bois de qualité supérieure sur une âme stable, ce qui permet à une seule bille de couvrir une plus grande surface tout en laissant la possibilité de renouveler le dessus de la planche.",
      },
      {
        type: "paragraph",
        text: "Tant qu’il reste en place dans votre maison, un plancher de bois continue aussi de stocker le carbone que l’arbre a absorbé pendant sa croissance. Lorsqu’un plancher massif est enfin retiré, ses planches peuvent souvent être récupérées, resciées et réutilisées ailleurs, pour une seconde vie dans une autre maison.",
      },
      { type: "heading", text: "Finis, emballage et transport" },
      {
        type: "paragraph",
        text: "Nos finis d’usine sont durcis aux rayons ultraviolets plutôt que laissés à sécher à l’air libre, ce qui limite les émissions de solvants pendant la production et permet de vivre sur le plancher le jour même de son installation, sans vapeurs de finition sur le chantier. Nous sommes passés à des emballages de carton recyclable et, là où c’est possible, à des protège-coins sans plastique. L’expédition de palettes complètes directement de notre entrepôt aux magasins partenaires réduit le nombre de trajets de chaque commande.",
      },
      { type: "heading", text: "Ce que vous pouvez faire chez vous" },
      {
        type: "paragraph",
        text: "L’entretien d’un plancher compte autant que sa fabrication. La plus grande partie de l’usure que nous voyons sur les planchers plus anciens vient des saletés, de l’eau et de l’air sec plutôt que de l’âge. Quelques habitudes simples garderont votre plancher beau bien plus longtemps et repousseront le jour où il faudra en refaire le fini\u00a0:",
      },
      {
        type: "list",
        items: [
          "Placez des tapis à chaque entrée pour arrêter les saletés et le sel d’hiver à la porte.",
          "Posez des patins de feutre sous les pattes des meubles, et soulevez les meubles lourds plutôt que de les traîner.",
          "Maintenez l’humidité intérieure entre 35\u00a0% et 55\u00a0% toute l’année.",
          "Nettoyez avec une vadrouille sèche en microfibre et un nettoyant approuvé pour votre fini.",
        ],
      },
      {
        type: "paragraph",
        text: `Pour obtenir les détails de certification d’une commande, des conseils d’entretien pour un plancher existant ou de l’aide pour choisir un fini qui demande moins d’entretien, l’équipe de ${site.name} se fera un plaisir de vous aider. Appelez-nous ou envoyez-nous un message\u00a0: nous vous répondrons dans un délai d’un jour ouvrable.`,
      },
    ],
  },
  "wide-plank-flooring-trends": {
    title: "Planchers à lames larges\u00a0: les tendances qui façonnent les maisons canadiennes",
    excerpt:
      "Des planches plus larges, des tons naturels plus clairs et des finis mats texturés transforment l’allure des planchers dans les maisons canadiennes. Voici ce qui explique ce virage, et ce qu’il faut considérer avant de l’adopter.",
    imageAlt: "Un salon lumineux à aire ouverte, aux très larges planches de chêne blanc qui filent vers un mur de fenêtres",
    content: [
      {
        type: "paragraph",
        text: "Pendant la majeure partie du siècle dernier, les planchers de bois franc canadiens étaient posés en lames étroites, souvent de 2¼ ou 3¼\u00a0pouces de largeur. Entrez aujourd’hui dans une maison neuve ou rénovée\u00a0: les planches font sans doute le double, ou plus. Le plancher à lames larges est passé des maisons de campagne et des chalets aux condos, aux maisons jumelées en ville et aux nouveaux quartiers résidentiels. Voici ce qui explique ce changement, et comment en tirer parti chez vous.",
      },
      { type: "heading", text: "Pourquoi les planches larges s’imposent" },
      {
        type: "paragraph",
        text: "Les aires ouvertes en sont la principale raison. Quand la cuisine, la salle à manger et le salon partagent un même plancher, les lames étroites peuvent paraître chargées sur une grande longueur. Des planches plus larges, c’est moins de joints\u00a0: le plancher se lit comme une seule surface calme, et la pièce paraît plus grande. Elles montrent aussi davantage le grain de chaque planche, ce qui répond à l’intérêt actuel pour les matériaux naturels et authentiques.",
      },
      { type: "heading", text: "La place des sept pouces" },
      {
        type: "paragraph",
        text: `Les largeurs de cinq à neuf pouces couvrent l’essentiel du marché. Cinq pouces, c’est un choix classique et sûr. Au-delà de huit pouces, les planches massives deviennent plus sensibles à l’humidité et sont généralement fabriquées en bois d’ingénierie. À sept pouces, un plancher paraît nettement large tout en restant réalisable en bois massif\u00a0: c’est pourquoi nous avons choisi cette largeur pour notre gamme ${productLineName}.`,
      },
      { type: "heading", text: "Des tons clairs et naturels" },
      {
        type: "paragraph",
        text: "Les planchers gris qui ont dominé la dernière décennie cèdent la place à des couleurs plus chaudes et plus claires. Le chêne pâle, le crème et les finis presque bruts sont les tons les plus demandés dans nos magasins partenaires, souvent agencés à des murs blancs, à des tissus de lin et à des détails de métal noir. Des couleurs comme Lily Canvas, Nudie et Ivory Gold reflètent ce virage, tandis que les tons brun moyen comme Burlywood restent populaires dans les maisons traditionnelles.",
      },
      {
        type: "list",
        items: [
          "Pâles et naturels\u00a0: des pièces lumineuses d’inspiration scandinave.",
          "Miel et brun moyen\u00a0: des espaces familiaux chaleureux et des maisons patrimoniales.",
          "Charbon et fumé\u00a0: un contraste saisissant dans les condos modernes.",
        ],
      },
      { type: "heading", text: "La texture plutôt que le lustre" },
      {
        type: "paragraph",
        text: "Les finis très lustrés sont rarement demandés aujourd’hui. Les propriétaires préfèrent les lustres mats et satinés, plus proches du bois brut, et les textures comme le brossage, qui font ressortir le grain. Au-delà de l’apparence, il y a un avantage pratique\u00a0: une surface brossée et peu lustrée dissimule les égratignures, les marques de griffes et les traces de pas bien mieux qu’une surface lisse et brillante. Pour les familles occupées, c’est souvent le facteur décisif\u00a0: le plancher reste beau entre deux nettoyages, et pas seulement le jour où l’on passe la vadrouille.",
      },
      { type: "heading", text: "Vivre avec des planches larges" },
      {
        type: "paragraph",
        text: "Le bois bouge à mesure qu’il absorbe et libère l’humidité, et une planche large bouge davantage qu’une planche étroite. Sous le climat canadien, de petits interstices peuvent donc apparaître entre les planches en janvier et se refermer avant l’été. C’est normal, mais on peut les réduire au minimum. Faites livrer le plancher au moins 48\u00a0heures avant l’installation pour qu’il s’acclimate, et maintenez l’humidité intérieure entre 35\u00a0% et 55\u00a0% pendant toute la saison de chauffage.",
      },
      { type: "heading", text: "Planifier un plancher à lames larges" },
      {
        type: "paragraph",
        text: `Vérifiez d’abord le sous-plancher\u00a0: les planches massives larges exigent un sous-plancher de contreplaqué plat, au niveau du sol ou au-dessus, alors que le béton et les sous-sols demandent des planches d’ingénierie. Commandez environ dix pour cent de plus pour prévoir les coupes et le tri des planches par couleur. Rapportez ensuite de grands échantillons à la maison avant de décider. L’équipe de ${site.name} peut vous aider à comparer les largeurs et les couleurs côte à côte, et vous mettre en contact avec un installateur d’expérience.`,
      },
    ],
  },
};
