import { installationHeroImage, type InstallationCopy } from "./installation";

export const installationFr: InstallationCopy = {
  meta: {
    title: "Directives d’installation et d’entretien",
    description:
      "Comment recevoir, acclimater, installer et entretenir un plancher de bois franc\u00a0: six directives qui protègent votre plancher et votre garantie.",
  },
  hero: {
    image: installationHeroImage,
    imageAlt:
      "Une pièce en cours d’installation\u00a0: lames de chêne à moitié posées, planches prêtes à ajuster, boîtes de plancher et maillet",
    eyebrow: "Ressources",
    title: "Installation et entretien",
    subtitle:
      "Une préparation soignée et quelques gestes simples gardent un plancher de bois franc magnifique pendant des décennies.",
  },
  intro: {
    title: "Avant, pendant et après l’installation",
    paragraphs: [
      "Le bois franc est un matériau naturel qui réagit à l’humidité et à la température ambiantes. La plupart des problèmes d’un plancher neuf, comme les interstices, le tuilage ou les planches qui se soulèvent, commencent avant la pose de la première planche\u00a0: bois livré trop tôt sur un chantier humide, trop tard pour s’acclimater, ou posé sur un sous-plancher qui n’a jamais été vérifié.",
      "Les directives ci-dessous expliquent quoi vérifier, quand faire livrer le bois et comment l’entretenir ensuite. Veuillez les lire avec votre installateur avant le début des travaux et les conserver avec vos preuves d’achat. Les respecter protège votre investissement et maintient la validité de votre garantie.",
    ],
  },
  maintenance: {
    title: "L’importance de l’entretien",
    paragraphs: [
      "Un plancher de bois franc est fait pour durer toute une vie, mais c’est son fini qui encaisse l’usure quotidienne. Les saletés apportées par les chaussures agissent comme du papier sablé, l’eau stagnante peut faire gonfler les rives des planches, et l’air très sec de l’hiver peut ouvrir des interstices entre elles. Un entretien régulier et doux élimine ces menaces avant qu’elles ne laissent de traces.",
      "L’entretien fait aussi partie de votre garantie. Le fini est testé et garanti à condition que le plancher soit nettoyé et protégé comme il est décrit ici. Quelques minutes par semaine gardent la surface comme neuve et repoussent le jour où il faudra la poncer et refaire le fini.",
    ],
  },
  steps: {
    eyebrow: "Six directives",
    title: "Directives d’installation",
    stepLabel: "Étape {number}\u00a0:",
    items: [
      {
        number: 1,
        title: "Vérifier avant d’installer",
        text: "Ouvrez les boîtes et inspectez le plancher avant de poser la moindre planche. Assurez-vous que le produit, la couleur, la catégorie et la quantité correspondent à votre commande, et examinez les planches pour repérer tout défaut visible, tout dommage subi pendant le transport ou toute trace d’humidité. Il est bien plus facile de vérifier d’abord que de corriger un problème une fois le plancher posé.",
      },
      {
        number: 2,
        title: "Faire livrer tôt et laisser le bois s’acclimater",
        text: "Faites livrer le bois au moins 48\u00a0heures avant l’installation pour qu’il s’acclimate à la température et à l’humidité de la pièce où il sera posé. Les travaux de plâtre, de ciment et de peinture doivent être terminés et complètement secs avant l’arrivée du plancher, car le bois absorbe l’humidité qu’ils dégagent.",
      },
      {
        number: 3,
        title: "Signaler les problèmes et ne pas installer",
        text: "Si vous constatez un problème avec le plancher, signalez-le à votre détaillant ou à votre fournisseur avant l’installation, et ne posez pas le matériau touché. Le bois installé est réputé accepté par l’acheteur et l’installateur, et il ne peut être ni retourné ni crédité.",
      },
      {
        number: 4,
        title: "Suivre les bonnes méthodes",
        text: "Installez le plancher selon les méthodes reconnues qui conviennent au produit et au sous-plancher. Le bois naturel comprend quelques pièces qui ne sont pas à la hauteur\u00a0: retirez les pièces défectueuses ou placez-les dans les garde-robes et d’autres endroits hors de vue. Nous recommandons de faire appel à des installateurs professionnels certifiés, qui savent préparer le sous-plancher et laisser l’espace de dilatation nécessaire.",
      },
      {
        number: 5,
        title: "S’attendre à des variations naturelles",
        text: "Le bois est un produit naturel, et il n’existe pas deux planches identiques. Les variations naturelles de couleur, de ton et de grain font partie de sa beauté et ne sont pas couvertes par la garantie. Les échantillons montrent une gamme représentative, si bien que les écarts entre les échantillons et le produit que vous achetez ne sont pas couverts non plus.",
      },
      {
        number: 6,
        title: "Entretenir régulièrement",
        text: "Balayez ou passez l’aspirateur régulièrement, et nettoyez uniquement avec des produits approuvés pour votre fini. N’utilisez pas de vaporisateurs pour meubles ou pour dépoussiérer, de détergents ni de produits d’entretien de planchers génériques, qui peuvent laisser des résidus ou abîmer le fini. Le non-respect de ces consignes d’entretien annule la garantie.",
      },
    ],
  },
  care: {
    eyebrow: "Au quotidien",
    title: "Conseils d’entretien quotidien",
    items: [
      "Placez des tapis à l’intérieur et à l’extérieur de chaque entrée pour retenir les saletés et le sel de déglaçage.",
      "Balayez, passez la vadrouille à poussière ou l’aspirateur (réglage pour planchers durs) plusieurs fois par semaine.",
      "Essuyez aussitôt tout liquide renversé avec un linge sec ou à peine humide; n’utilisez jamais de vadrouille mouillée.",
      "Posez des patins de feutre sous les pattes des meubles et soulevez les meubles lourds au lieu de les traîner.",
      "Maintenez l’humidité relative intérieure entre 35\u00a0% et 55\u00a0% toute l’année.",
      "Utilisez des stores ou des rideaux pour tamiser le soleil intense, et déplacez les carpettes de temps à autre pour que le plancher vieillisse uniformément.",
      "Gardez les griffes de vos animaux bien taillées et évitez les talons aiguilles sur le plancher.",
    ],
    image: "finish/uv-oil",
    imageAlt: "Gros plan d’une surface de chêne huilée au fini mat",
  },
};
