import type { NextStep } from "./contact.ts";

const signatureSteps: readonly NextStep[] = [
  {
    title: "Enter your details",
    text: "Your name, your role, your mobile and office numbers and your email address. Leave a phone number or the email empty and its line is left out.",
  },
  {
    title: "Check the preview",
    text: "The live preview shows the signature exactly as recipients will see it, at 550 pixels wide.",
  },
  {
    title: "Copy and paste",
    text: "Press Copy, then paste the signature into your email program's signature settings.",
  },
];

export const emailSignaturePage = {
  eyebrow: "For the Sales & Marketing Team",
  title: "Digital Signature Creator",
  lede: "Every email we send carries the Residences' name. This page builds a signature in the house style, with your details, so that each message looks as considered as the homes we represent.",
  stepsId: "how-it-works",
  stepsTitle: "How It Works",
  steps: signatureSteps,
  helpTitle: "Need a hand?",
  help: "If the signature does not look right in your email program, ask the marketing team, who will be glad to set it up with you.",
} as const;
