/** A staff member's details, as the signature creator holds them (spec section 3). */
export interface SignaturePerson {
  name: string;
  role: string;
  mobile: string;
  /** The office telephone. */
  phone: string;
  email: string;
}

/** Placeholder details the form opens with; the office phone starts empty, so its line is hidden. */
export const defaultSignaturePerson: SignaturePerson = {
  name: "Your Name",
  role: "Your Role",
  mobile: "+1 (345) 555-0123",
  phone: "",
  email: "your.name@example.com",
};

export interface PasteGuide {
  client: string;
  steps: readonly string[];
}

const pasteGuides: readonly PasteGuide[] = [
  {
    client: "Gmail",
    steps: [
      "Open Settings (the gear), then See all settings.",
      "Under General, find Signature and choose Create new.",
      "Paste into the signature box, with Ctrl+V or ⌘V.",
      "Pick it under Signature defaults, then Save Changes at the foot of the page.",
    ],
  },
  {
    client: "Outlook",
    steps: [
      "Open Settings, then Account and Signatures. In classic Outlook for Windows: File, Options, Mail, Signatures.",
      "Choose New signature and give it a name.",
      "Paste into the editing box.",
      "Set it for new messages and for replies, then Save.",
    ],
  },
  {
    client: "Apple Mail",
    steps: [
      "Open Mail, Settings, then Signatures.",
      "Select your account and press + to add a signature.",
      "Untick “Always match my default message font”, so the signature keeps its own type.",
      "Paste into the right-hand pane; Mail saves it as you go.",
    ],
  },
];

export const emailSignaturePage = {
  eyebrow: "For the Sales & Marketing Team",
  title: "Digital Signature Creator",
  lede: "Every email we send carries the Residences’ name. Enter your details, check the preview, then copy the signature into your email program, so that each message looks as considered as the homes we represent.",
  creatorId: "signature",
  creatorTitle: "Your Signature",
  fieldsTitle: "Your details",
  fieldsNote: "Leave a number or the email empty and its line is left out.",
  previewTitle: "Preview",
  previewNote: "As recipients see it: 550 pixels wide.",
  previewScaledNote: "Scaled to fit your screen; recipients see it 550 pixels wide.",
  guidesId: "add-to-email",
  guidesTitle: "Add It to Your Email",
  guidesLede:
    "Press Copy above, then follow the steps for your email program. The signature keeps its layout, links and logo.",
  guides: pasteGuides,
  helpTitle: "Need a hand?",
  help: "If the signature does not look right in your email program, download it as a file and send it to the marketing team, who will be glad to set it up with you.",
} as const;
