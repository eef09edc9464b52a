// /origin-trip's questions and answers, loaded with the component that shows them.

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export const faq = [
  {
    question: "Do I need a visa for Ethiopia?",
    answer:
      "Most visitors do. The single-entry tourist e-visa costs about 80 USD and is issued online before you travel. We send an invitation letter with your booking confirmation if your embassy asks for one.",
  },
  {
    question: "How many people join the trip?",
    answer:
      "The group is limited to 12 participants so every guest can cup, ask questions and spend time with the farmers. There are 6 spots remaining for this season.",
  },
  {
    question: "How fit do I need to be?",
    answer:
      "You should be comfortable walking for two to three hours on steep, uneven paths at altitudes of 2,000 to 2,300 metres. Days are unhurried and the vehicles are never far away.",
  },
  {
    question: "What is the weather like in December?",
    answer:
      "December is the heart of the dry season and the harvest. Days in the highlands are warm and sunny, around 22 to 26 °C, and nights can fall below 10 °C, so bring layers.",
  },
  {
    question: "Can we buy coffee during the trip?",
    answer:
      "Yes. The direct-trade session on day 5 is there for it: we take you through lot selection, contracts, pre-shipment samples and shipping, and our sales team follows up once you are home.",
  },
  {
    question: "Can you arrange a private trip for our company?",
    answer:
      "We plan private tours of 5-7 days for roasting and buying teams throughout the harvest, from November to January. Tell us your dates and the regions you buy from.",
  },
  {
    question: "What happens after I register?",
    answer:
      "Our team replies within 24 hours to confirm your seat, answer your questions and send the practical details: payment, visa letter, packing list and the full programme.",
  },
] as const satisfies readonly FaqItem[];
