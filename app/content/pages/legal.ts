import { cookieNotice, privacyNotice } from "./legal-privacy.ts";
import type { LegalSection } from "./types.ts";

export const legalPage = {
  eyebrow: "Notices & Policies",
  title: "Legal",
  lede: "The disclaimer, privacy notice, website terms and cookie notice of The Residences at Mandarin Oriental, Grand Cayman.",
  contentsLabel: "On this page",
} as const;

const disclaimer: LegalSection = {
  id: "disclaimer",
  title: "Disclaimer",
  blocks: [
    {
      paragraphs: [
        "This website is provided by the developer of The Residences at Mandarin Oriental, Grand Cayman (the “Developer”) for general information only. It is not an offer to sell, or a solicitation of an offer to buy, any residence, and it does not form part of any contract. No offer is made where prohibited by law, or to residents of any jurisdiction in which the development is not registered or exempt from registration.",
        "All images are digital representations only and may not show the completed construction. Illustrations, floor plans, dimensions, specifications, finishes, amenities, services, views and prices are indicative, are based on current development plans and may change without notice. Areas are approximate. Furniture, décor and landscaping are shown for illustration only and are not included unless a purchase agreement says so.",
        "Amenities, services and programmes described on this website, including hotel services, club facilities and the Residences Elite programme, may be subject to separate fees, membership terms and availability, may be shared with hotel guests, and may change or be withdrawn.",
        "The residences are not owned, developed or sold by Mandarin Oriental Hotel Group or its affiliates. The Developer uses the Mandarin Oriental name and marks under a licence, which may end; if it does, the residences will no longer be identified by that name or receive its services.",
        "Prospective purchasers should rely only on the terms of their purchase agreement and the disclosure documents provided by the Developer, and are encouraged to take independent legal, tax and financial advice. Nothing on this website is legal, tax or investment advice.",
      ],
    },
  ],
};

const websiteTerms: LegalSection = {
  id: "terms",
  title: "Website Terms",
  blocks: [
    {
      heading: "Using this website",
      paragraphs: [
        "By using this website you agree to these terms. If you do not agree, please do not use it. We may update the terms from time to time; the version published here applies to your visit.",
      ],
    },
    {
      heading: "Information only",
      paragraphs: [
        "The content of this website is general information and may change without notice. We take care that it is accurate, but we do not warrant that it is complete, current or free of errors, and it should not be relied on in deciding to purchase. Please read the Disclaimer above.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        "The text, images, films, plans, designs, logos and trade marks on this website belong to the Developer or its licensors, including Mandarin Oriental Hotel Group. You may view and print pages for your personal, non-commercial use; any other use needs our written permission.",
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: [
        "Links to other websites, such as our brochure and social media pages, are provided for convenience. We do not control those websites and are not responsible for their content or their privacy practices.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "To the extent the law allows, we are not liable for any loss arising from your use of this website or from reliance on its content. Nothing in these terms excludes liability that cannot be excluded by law.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the Cayman Islands, and the courts of the Cayman Islands have exclusive jurisdiction over any dispute arising from them.",
      ],
    },
  ],
};

/** In the order of the page, which is the order of the spec. */
export const legalSections: readonly LegalSection[] = [
  disclaimer,
  privacyNotice,
  websiteTerms,
  cookieNotice,
];
