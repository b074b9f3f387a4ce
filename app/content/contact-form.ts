/**
 * The inquiry form's fixed vocabulary (spec sections 3, 5 and 9): option lists, the
 * consent wording, the labels the server uses in its messages, and the messages the
 * spec words exactly. The forms and the server's validation both read this module.
 */

export const nextTripOptions = [
  "In the next 3 months",
  "In 3-6 months",
  "In more than 6 months",
  "Unsure",
] as const;

export const purchaseTimelineOptions = ["Within a year", "1-2 years", "More than 2 years"] as const;

export const BROKER_AGENT = "I am a real estate broker/agent";
export const brokerOptions = ["Yes", "No", BROKER_AGENT] as const;

export const yesNoOptions = ["Yes", "No"] as const;

export const phoneTypeOptions = ["Mobile", "Home", "Work"] as const;

export const howWillYouUseOptions = [
  "Primary residence",
  "Second home",
  "Vacation home and rental",
  "Investment",
] as const;

export const firstHeardOptions = [
  "Search engine",
  "Social media",
  "Press article",
  "Mandarin Oriental",
  "Real estate broker",
  "Friend or family",
  "Event or exhibition",
  "Other",
] as const;

/** What the visitor agrees to by ticking the consent box; stored with every lead. */
export const CONSENT_TEXT =
  "By ticking this box, I consent to The Residences at Mandarin Oriental, Grand Cayman and its affiliated real estate and marketing firms sending me information about the property. My contact details will never be sold.";

/** Names the server's messages use for each field ("The First Name field is required."). */
export const contactFieldLabels = {
  fname: "First Name",
  lname: "Last Name",
  email: "Email",
  address: "Address",
  city: "City",
  state: "State",
  zip: "Zip",
  country: "Country",
  phone_country_code_text: "Phone Country",
  phone_country_code: "Phone Country Code",
  phone: "Phone",
  phone_type: "Phone Type",
  visited_before: "Visited Before",
  next_trip: "Next Trip",
  how_will_you_use: "How Will You Use",
  purchase_timeline: "Purchase Timeline",
  broker: "Broker",
  owned_property: "Owned Property",
  mandarin_oriental_fan: "Mandarin Oriental Fan",
  questions: "Questions",
  first_hear_about_us: "First Heard About Us",
  consent: "Consent",
  utm_source: "UTM Source",
  utm_medium: "UTM Medium",
  utm_campaign: "UTM Campaign",
  intro: "Intro",
} as const;

export type ContactField = keyof typeof contactFieldLabels;

export const contactMessages = {
  consent: "Your Consent must be given",
  nextTripForIntro: "Please tell us when you are planning to take your Next Trip to Grand Cayman",
  unknownField: "This field is not accepted.",
  resentWithChanges:
    "These details were already sent from this form with different answers. To send your new answers as a separate inquiry, please press Send Inquiry again.",
} as const;

/** Messages about the characters in a typed answer, naming the field by its label. */
export const contactTextMessages = {
  refusedCharacters: (label: string) =>
    `The ${label} contains characters we cannot accept (control or text-direction characters).`,
  brokenCharacter: (label: string) =>
    `The ${label} contains an incomplete character (part of an emoji or symbol). Please type it again.`,
} as const;

/**
 * The browser adds fields beside the visitor's answers: `submission_id` so a retry never
 * creates a second lead, `page_path`, the honeypot `website` (hidden from people by the
 * `form-trap` class, so only bots fill it) and `fill_ms`, how long the form took. A form
 * filled faster than this is taken for a bot.
 */
export const MINIMUM_FILL_MS = 3_000;

/** The three inquiry forms: short (availability), full (contact) and landing (introduction). */
export type InquiryVariant = "short" | "full" | "landing";

/** What each field is called on the forms; the five the server requires carry an asterisk. */
export const inquiryLabels = {
  fname: "First Name",
  lname: "Last Name",
  email: "Email",
  phone: "Phone",
  phone_country_code_text: "Country code",
  phone_type: "Phone Type",
  address: "Address",
  city: "City",
  state: "State / Province",
  zip: "ZIP/Postal Code",
  country: "Country",
  visited_before: "Have you visited Grand Cayman before?",
  next_trip: "When is your next planned trip to Grand Cayman?",
  how_will_you_use: "How would you use your residence?",
  purchase_timeline: "When are you looking to purchase?",
  owned_property: "Do you own property on Grand Cayman today?",
  mandarin_oriental_fan: "Are you a Mandarin Oriental fan?",
  broker: "Are you working with a real estate broker?",
  broker_checkbox: "I'm a Broker",
  first_hear_about_us: "How did you first hear about us?",
  questions: "Your questions",
} as const;

/** Above the error panel's counted heading (spec section 8): a pause before sending, not an alarm. */
export const ERROR_PANEL_EYEBROW = "Before we send your inquiry";

/** The placeholder choice of an optional dropdown. */
export const CHOOSE_OPTION = "Please select";

/**
 * The full form's voice (issue 26): a short first step with only what the sales team needs,
 * and the optional questions behind "Tell us more" for a visitor who wants to say more.
 */
export const fullFormCopy = {
  /** Around the asterisk the required fields carry. */
  required: ["Only the details marked", "are needed to begin."],
  followUp: "Everything else can wait for our first conversation.",
  more: {
    summary: "Tell us more",
    hint: "Optional: your plans, your questions, your address",
    intro:
      "Share as much or as little as you like. It helps us prepare the residences, plans and dates that suit you.",
    plans: "Your plans",
    reach: "Where to reach you",
  },
  /** The placeholder of the optional questions, quieter than "Please select". */
  choose: "Choose one",
} as const;
