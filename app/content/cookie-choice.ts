/**
 * Copy of the choice at the end of the cookie notice (/legal#cookie), in a module of its own
 * so that only the legal page loads it, not every page that shows the notice in a dialog.
 */
export const cookieChoice = {
  heading: "Your choice",
  status: {
    analytics: "You have accepted analytics cookies.",
    declined: "You have declined analytics cookies.",
    undecided: "You have not chosen yet, so analytics are off.",
  },
  accept: "Accept analytics",
  decline: "Decline analytics",
  withdraw: "Withdraw consent",
  notConfigured:
    "This website does not use analytics at present, so no analytics cookies are set and there is nothing to choose.",
} as const;
