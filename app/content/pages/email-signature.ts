import type { NextStep } from "./contact.ts";

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
