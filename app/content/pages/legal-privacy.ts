import type { LegalSection } from "./types.ts";

/** The date of the privacy and cookie notices. */
export const LEGAL_UPDATED = "Last updated August 2021";

export const privacyNotice: LegalSection = {
  id: "privacy",
  title: "Privacy Notice",
  updated: LEGAL_UPDATED,
  blocks: [
    {
      paragraphs: [
        "This notice explains how the Developer (“we”, “us”) collects and uses personal data about visitors to this website and people who inquire about the residences, in accordance with the Data Protection Act (2021 Revision) of the Cayman Islands. We are the data controller of that personal data.",
      ],
    },
    {
      heading: "What we collect",
      items: [
        "The details you give us when you inquire: your name, email address, telephone number, address and country, and your answers to questions about your plans and interests.",
        "Records of our correspondence and conversations with you.",
        "Technical information about your visit, such as your browser, device, the pages you view and the website that referred you, collected through analytics cookies if you accept them, as described in the Cookie Notice below.",
        "Campaign details included in the link you followed to reach us.",
      ],
    },
    {
      heading: "How we use it",
      items: [
        "To answer your inquiry and send you information about the residences that interest you.",
        "With your consent, to send you news and property information about the development.",
        "To arrange visits and presentations, and to manage our relationship with you if you become a purchaser.",
        "To understand how our website is used and to improve it.",
        "To meet our legal and regulatory obligations, including anti-money-laundering checks.",
      ],
    },
    {
      heading: "Our legal basis",
      paragraphs: [
        "We process personal data with your consent; to take steps you ask for before entering into a contract; for our legitimate interests in marketing and selling the residences, balanced against your rights; and to comply with the law. You may withdraw your consent at any time.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We share personal data only with those who help us market and sell the residences: our affiliated companies, appointed real estate brokers and marketing agencies, and the providers who host our website and customer records. Each must keep it confidential and use it only on our instructions. We may also disclose it where the law requires. We never sell your personal data.",
      ],
    },
    {
      heading: "Transfers outside the Cayman Islands",
      paragraphs: [
        "Some of our service providers are outside the Cayman Islands, including in the United States. When personal data is transferred abroad, we make sure it receives an adequate level of protection, as the Data Protection Act requires.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep inquiry records while you remain interested in the development and for up to three years after our last contact, unless you ask us to delete them sooner or the law requires us to keep them for longer.",
      ],
    },
    {
      heading: "Your rights",
      items: [
        "To be told what personal data we hold about you, and to have a copy of it.",
        "To have inaccurate personal data corrected.",
        "To ask us to stop processing your personal data, or to delete it.",
        "To stop direct marketing at any time: every marketing email includes a link to unsubscribe.",
        "To complain to the Ombudsman of the Cayman Islands, who supervises data protection.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        "To exercise your rights or ask about this notice, call our sales team or write to us through the inquiry form on this website, marking your message “Data Protection”.",
      ],
    },
  ],
};

export const cookieNotice: LegalSection = {
  id: "cookie",
  title: "Cookie Notice",
  updated: LEGAL_UPDATED,
  blocks: [
    {
      paragraphs: [
        "Cookies are small text files that a website stores in your browser. This notice explains which cookies this website uses and why.",
      ],
    },
    {
      heading: "The cookies we use",
      paragraphs: [
        "We use a session cookie for interactive elements such as contact forms, a cookie that remembers your choice about analytics, and, only if you accept them, analytics cookies that help us understand how visitors use the website.",
        "Until you accept, no Google script is loaded and no analytics cookie is set. If you accept, we load Google Analytics and Google Tag Manager with Google's consent mode allowing analytics storage only: advertising storage, advertising data and personalisation stay denied.",
      ],
      cookies: [
        {
          cookie: "Session cookie (csrf)",
          purpose:
            "Protects the contact forms against requests forged by other websites. It holds a random value, nothing about you.",
          expires: "When you close your browser",
        },
        {
          cookie: "Consent cookie (consent)",
          purpose:
            "Remembers whether you accepted or declined analytics cookies, so that we do not ask again on every page. Set only when you choose; it holds nothing else.",
          expires: "After six months",
        },
        {
          cookie: "Analytics visitor cookie (_ga)",
          purpose:
            "Google Analytics, only if you accept: tells visits apart, so that we can count visitors and see how the website is used.",
          expires: "After two years",
        },
        {
          cookie: "Analytics visit cookie (_ga_ followed by our measurement ID)",
          purpose:
            "Google Analytics, only if you accept: groups the pages you view in one visit together. A visit ends after 30 minutes without activity.",
          expires: "After two years",
        },
      ],
    },
    {
      heading: "Managing cookies",
      paragraphs: [
        "The session cookie is needed for the inquiry form to work, and the consent cookie only records your choice; neither is used for analytics. You can change your choice below at any time: withdrawing your consent deletes the Google Analytics cookies this website has set.",
        "You can also block or delete cookies in your browser's settings. Blocking all cookies may stop the inquiry form from working.",
        "For more about how we use personal data, please read the Privacy Notice above.",
      ],
    },
  ],
};
