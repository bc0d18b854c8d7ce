import type { Project } from "./projects";

/**
 * A project's words in French: its title, place, description, details paragraph for paragraph,
 * its picture's description and its gallery pictures' descriptions, in the gallery's order.
 */
type ProjectFr = Pick<Project, "title" | "location" | "description" | "details" | "imageAlt"> & {
  galleryAlts: readonly string[];
};

/**
 * The four projects in French, by the id of each in `projects`: what a fresh install seeds in
 * their French fields (content-seed.server.ts). Places take their French names; the products
 * keep the catalogue's names (the project's page links each to its product), and the colours
 * theirs.
 */
export const projectsFr: Readonly<Record<string, ProjectFr>> = {
  "toronto-penthouse": {
    title: "Appartement-terrasse au centre-ville",
    location: "Toronto (Ontario)",
    imageAlt:
      "L’aire de séjour de l’appartement-terrasse, au large plancher de chêne blanc, avec des canapés pâles et des fenêtres du sol au plafond donnant sur la ville au crépuscule",
    galleryAlts: [
      "L’aire de séjour au large plancher de chêne blanc, avec une table basse de marbre et une vue sur la ville au crépuscule",
      "La table à manger et l’îlot de marbre de la cuisine au coucher du soleil, les planches de chêne filant vers les fenêtres",
      "L’aire ouverte vue depuis la fenêtre en coin, le plancher de chêne clair continu d’une pièce à l’autre",
    ],
    description:
      "Un appartement-terrasse en coin près du bord de l’eau, vitré sur deux côtés, dont l’aire ouverte s’étend sur plus de trente mètres de l’entrée à la fenêtre du fond. Les propriétaires voulaient un seul plancher continu aux tons clairs, apaisant même en plein soleil et aussi beau le soir, sous la lumière des lampes, qu’à midi.",
    details: [
      "L’immeuble repose sur une dalle de béton et le conseil d’administration de la copropriété impose des règles strictes en matière de bruit\u00a0: des planches massives clouées étaient donc exclues. Nous avons recommandé le plancher European Oak Prime Matte dans le ton naturel White Oak, sans teinture, collé sur une membrane acoustique. Ses longues et larges planches réduisent au minimum les joints d’extrémité dans l’aire ouverte, et sa laque ultra-mate élimine les reflets éblouissants qu’un fini plus lustré renverrait depuis les fenêtres.",
      "La salle de lavage et l’entrée de la terrasse ont reçu le Lakeshore 7 mm SPC, choisi pour son âme imperméable et sa sous-couche intégrée. Des moulures en T assorties font la transition de hauteur à chaque porte, et une plinthe de chêne massif de 5¼\u00a0po, peinte de la couleur des murs, termine le pourtour d’un profil haut et net.",
      "Les planches ont été livrées à l’appartement une semaine à l’avance pour s’acclimater au chauffage et à la climatisation de l’immeuble. Les installateurs ont travaillé des fenêtres vers l’entrée, et les propriétaires ont emménagé comme prévu, sans aucune transition dans l’aire de séjour principale.",
    ],
  },
  "vancouver-heritage-restoration": {
    title: "Restauration d’une maison patrimoniale",
    location: "Vancouver (Colombie-Britannique)",
    imageAlt:
      "Un salon au plancher de planches de noyer, avec des lambris crème, un foyer de marbre et un canapé de cuir brun",
    galleryAlts: [
      "Le plancher de planches de noyer du salon, avec des lambris, un foyer et un canapé de cuir",
      "Le petit salon au plancher de lames étroites de chêne rouge, avec des lambris vert sauge près de hautes fenêtres à carreaux",
      "Le noyer à chevrons posé en diagonale devant le foyer et un canapé de cuir foncé",
    ],
    description:
      "Une maison de style Craftsman construite en 1912 dans le quartier Kitsilano, restaurée par ses propriétaires pendant trois ans. Les planchers d’origine avaient été rapiécés, recouverts de tapis et amincis par les ponçages. Le mandat\u00a0: retrouver la chaleur d’une maison du début du vingtième siècle avec des planchers qui semblent avoir toujours été là, tout en résistant à la vie d’une jeune famille.",
    details: [
      "Chaque pièce demandait une réponse différente. Le salon, avec son foyer et ses lambris restaurés, a reçu le Canadian Seven Series Black Walnut, dont l’alternance naturelle d’aubier clair et de bois de cœur chocolat s’accorde au manteau de cheminée foncé. La salle à manger a reçu le Herringbone Engineered Walnut posé en diagonale, un motif fréquent dans les maisons de cette époque.",
      "Dans le corridor et le petit salon avant, il restait assez de lames étroites d’origine pour les conserver. Nous avons fourni du Heritage Strip Red Oak 3¼-inch pour remplacer les planches abîmées; usiné à la largeur et à l’épaisseur des planchers anciens, il a permis d’entrelacer les nouvelles lames aux anciennes, puis de poncer tout le plancher et d’en refaire le fini d’un seul tenant.",
      "Les hivers humides de Vancouver ont été pris en compte dès le départ. Le vide sanitaire a été scellé avant l’installation, chaque livraison a été laissée dans la maison pour s’acclimater, et les propriétaires font maintenant fonctionner un humidificateur pendant les mois secs de chauffage pour limiter les interstices saisonniers.",
    ],
  },
  "montreal-boutique-hotel": {
    title: "Hall d’un hôtel-boutique",
    location: "Montréal (Québec)",
    imageAlt:
      "Le hall de l’hôtel, au plancher de chêne fumé à chevrons, avec des colonnes de marbre et un coin salon sous des luminaires suspendus en laiton",
    galleryAlts: [
      "Le salon du hall sur un plancher de chêne fumé à chevrons, entre des colonnes de marbre",
      "Des fauteuils couleur rouille sur le plancher à chevrons, devant le mur à lattes de noyer de la réception",
      "Vue d’ensemble du hall depuis les fenêtres, les chevrons en diagonale filant jusqu’au comptoir de la réception",
    ],
    description:
      "Le rez-de-chaussée d’un hôtel-boutique de soixante chambres du Vieux-Montréal, aménagé dans un ancien entrepôt. Les designers voulaient un hall qui ait l’air d’une résidence privée\u00a0: des colonnes de marbre, un mur à lattes de noyer derrière la réception et un plancher de bois au motif assez affirmé pour tenir sa place dans une pièce haute et spacieuse.",
    details: [
      "Nous avons proposé le Herringbone Engineered Oak 120 mm dans la couleur Smoked Oak, posé à quarante-cinq degrés par rapport à l’entrée pour que le motif guide les clients vers le comptoir de la réception. Le plancher d’ingénierie a été collé directement sur la dalle de béton nivelée, et sa couche d’usure de 3\u00a0mm permettra un jour de le poncer et d’en refaire le fini.",
      "Le hall d’un hôtel subit les roulettes des valises, les bottes mouillées et une circulation constante. Un tapis d’entrée encastré à la porte retient les saletés et le sel d’hiver avant qu’ils n’atteignent le bois, des réducteurs de chêne assortis adoucissent la bordure là où le plancher rejoint le vestibule de pierre, et des seuils plats en chêne marquent les portes du bar et de la salle de réunion.",
      "L’installation s’est faite par étapes, sur trois fins de semaine, pour que l’hôtel puisse garder une partie du hall ouverte aux clients tout au long des travaux. Avant la réouverture, l’équipe d’entretien ménager a reçu une routine d’entretien écrite\u00a0: vadrouille à poussière chaque jour, nettoyage humide chaque semaine et uniquement des nettoyants approuvés pour le fini.",
    ],
  },
  "calgary-contemporary-office": {
    title: "Bureaux contemporains",
    location: "Calgary (Alberta)",
    imageAlt:
      "Des bureaux à aire ouverte au plancher de chêne d’un gris froid, avec de longs postes de travail blancs et des luminaires suspendus linéaires",
    galleryAlts: [
      "Des bureaux à aire ouverte aux longs postes de travail blancs, sur des planches de chêne gris sous des luminaires suspendus linéaires",
      "Des rangées de postes de travail sur le plancher de chêne gris, près de hautes fenêtres donnant sur la ville",
      "La salle de réunion vitrée à cadre noir et sa table de chêne, vue de l’autre côté du plancher de planches grises",
    ],
    description:
      "Les bureaux d’une firme de génie-conseil occupant tout un étage dans le quartier Beltline, à Calgary, avec des postes de travail ouverts, une salle de réunion vitrée et des fenêtres sur trois côtés. Le locataire voulait un vrai plancher de bois au lieu des habituelles dalles de tapis, dans un ton froid qui s’harmonise avec les postes de travail blancs, l’acier noir et l’abondante lumière du jour.",
    details: [
      "Nous avons prescrit le European Oak Grande 220 dans la couleur Silver. Ses planches de 220\u00a0mm sont assez longues pour couvrir toute la profondeur de chaque îlot de postes de travail avec peu de joints d’extrémité, et le fini gris froid garde la pièce lumineuse sans lui donner un air froid. L’âme d’ingénierie a été le facteur décisif\u00a0: l’air sec des hivers de Calgary est dur pour le bois massif, et une planche à plis croisés bouge beaucoup moins.",
      "Avant l’installation, les systèmes mécaniques de l’immeuble ont été réglés pour maintenir l’humidité relative au-dessus de trente-cinq pour cent pendant la saison de chauffage, et les planches se sont acclimatées sur place pendant une semaine. Des moulures en T de chêne assorties relient le bois aux salles de concentration recouvertes de tapis, et une plinthe de MDF apprêtée, peinte en blanc, garde le pourtour sobre.",
      "Toutes les chaises de travail ont été munies de roulettes souples avant l’emménagement, des patins de feutre ont été posés sous le mobilier de la salle de réunion et des tapis d’entrée ont été placés dans le hall des ascenseurs. Grâce à ces mesures simples, le plancher a conservé un fini uniforme tout au long d’un premier hiver chargé de bottes, de saletés et de gravier.",
    ],
  },
};
