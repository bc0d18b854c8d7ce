
export interface CoreValue {
  number: "01" | "02" | "03" | "04" | "05";
  title: string;
  description: string;
}

/** Heading and introduction shown above the values, on the home page and the about page, and the values. */
export interface ValuesCopy {
  eyebrow: string;
  title: string;
  intro: string;
  values: readonly CoreValue[];
}

/** The five company values, numbered 01 to 05 in the specification's order. */
export const valuesEn: ValuesCopy = {
  eyebrow: "What We Stand For",
  title: "Our Core Values",
  intro:
    "Five plain commitments guide how we make, sell and stand behind our floors. They shape the way we treat home owners, the stores and installers who work with us, and the people on our own team, and they are how we ask to be judged.",
  values: [
    {
      number: "01",
      title: "Be Humble",
      description:
        "We listen before we recommend. Installers, store owners and home owners see things on the job that we cannot see from the warehouse, and their feedback has shaped our milling, our packaging and our colour range. We would rather learn than be right.",
    },
    {
      number: "02",
      title: "Serving Mindset",
      description:
        "A floor is only as good as the help behind it. We answer questions quickly and honestly, keep stock where our partners need it and stay involved long after delivery, from acclimatization advice to matching trim, stair parts and touch-up kits.",
    },
    {
      number: "03",
      title: "Promote Trust",
      description:
        "We say what a board is and what it is not. Grades, moisture content and finish specifications are stated plainly, samples come from current production, and we keep the promises we make on lead times, or tell you early when we cannot.",
    },
    {
      number: "04",
      title: "Family Matters",
      description:
        "Our floors end up in family homes, and many of the partners we work with are family businesses. We treat our own team the same way: with respect, steady work, fair pay and time for the people who matter at home.",
    },
    {
      number: "05",
      title: "Better Everyday",
      description:
        "Each shipment teaches us something. We review returns, installer notes and finish tests, then adjust the next production run, so the floor you buy this season is a little better than the one before it, and next season's better still.",
    },
  ],
};


