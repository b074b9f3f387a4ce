/** Copy of the cookie-consent banner (the cookie notice's own choice: cookie-choice.ts). */
export const consentBanner = {
  label: "Cookie choice",
  title: "May we measure your visit?",
  text: "With your permission, Google Analytics cookies tell us which pages visitors read, so we can improve them. Nothing is measured until you choose.",
  noticeLink: "Read the Cookie Notice",
  accept: "Accept",
  decline: "Decline",
} as const;
