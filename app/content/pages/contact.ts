export interface NextStep {
  title: string;
  text: string;
}

export const contactIntro = {
  eyebrow: "Inquire",
  title: "An Extraordinary Opportunity",
  /** The sales phone number follows this sentence as a link. */
  invitation:
    "To receive floor plans, pricing and current availability, complete the inquiry form or call our sales team on",
} as const;

export const contactPanel = {
  id: "your-inquiry",
  title: "Register Your Interest",
  text: "Tell us a little about yourself and what you are looking for. There is no obligation, and your details stay with our sales team.",
  stepsTitle: "What happens next",
  privacy: "We will never sell your contact details. To learn how we use them, read our",
  /** Followed by the link to /brokers/register (issue 27, part 5). */
  brokers: "Introducing a client as a broker?",
} as const;

/** What follows an inquiry: promised on the contact page, confirmed on the thank-you page. */
export const nextSteps: readonly NextStep[] = [
  {
    title: "A personal reply",
    text: "A member of our sales team will contact you, usually within one business day, by the method you prefer.",
  },
  {
    title: "Plans and pricing",
    text: "We will share floor plans, current availability and pricing for the residences that suit you.",
  },
  {
    title: "A private visit",
    text: "When you are ready, we will arrange a private tour of the sales gallery and the site on Grand Cayman, or a presentation by video call wherever you are.",
  },
];

export const thanksPage = {
  eyebrow: "Inquiry Received",
  title: "Thank You",
  lede: "Thank you for your interest in The Residences at Mandarin Oriental, Grand Cayman. Your inquiry has reached our sales team.",
  stepsId: "what-happens-next",
  stepsTitle: "What Happens Next",
  phoneText: "If you would rather speak to us sooner, call our sales team on",
  exploreId: "continue-exploring",
  exploreTitle: "Continue Exploring",
  /** Pages to return to; their titles come from the main menu. */
  explore: [
    {
      path: "/overview",
      text: "The resort plan, from the gardens to the sea.",
      image: "resort-aerial",
    },
    {
      path: "/availability",
      text: "The residences available in both houses.",
      image: "living-room",
    },
    { path: "/gallery", text: "The resort from first light to nightfall.", image: "resort-shore" },
  ],
} as const;
