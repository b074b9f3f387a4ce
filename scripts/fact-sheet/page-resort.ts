/**
 * Page two, the resort and the island: amenities, location and flying times, then the sales
 * contact and the full notice on the deep ocean ground at the foot of the page.
 */
import { caption } from "../floor-plans/caption.ts";
import type { Doc } from "../floor-plans/pen.ts";
import { waves } from "../floor-plans/sea.ts";
import { drawAmenities } from "./amenities.ts";
import type { FactSheet } from "./content.ts";
import { FOOTER, footer, runningHeader } from "./frame.ts";
import { drawLocation } from "./location.ts";
import { BRASS_LIGHT, OCEAN_700, OCEAN_900, ON_DARK, ON_DARK_MUTED } from "./palette.ts";
import { eyebrow, heading, LEFT, PAGE, prose, RIGHT, SANS, SERIF_ITALIC, WIDTH } from "./type.ts";

const NOTICE = { font: SANS, size: 5.9, color: ON_DARK_MUTED, lineGap: 1.1 };

function drawContact(doc: Doc, sheet: FactSheet, y: number) {
  const { contact } = sheet;
  doc.rect(0, y, PAGE.width, PAGE.height - y).fill(OCEAN_900);
  doc.save().opacity(0.9);
  waves(doc, 0, PAGE.width, y + 10, 11, 1.2);
  doc.restore();

  const top = y + 36;
  eyebrow(doc, "Inquire", LEFT, top, BRASS_LIGHT);
  let bottom = heading(doc, contact.title, LEFT, top + 13, 300, 22, ON_DARK);
  bottom = prose(doc, `${contact.invitation}:`, LEFT, bottom + 5, 280, {
    font: SERIF_ITALIC,
    size: 10,
    color: ON_DARK_MUTED,
    lineGap: 2.6,
  });
  const phoneWidth = caption(doc, contact.phone, LEFT, bottom + 9, 16, BRASS_LIGHT, "left", {
    font: SANS,
    spacing: 1,
  });
  doc.link(LEFT, bottom + 7, phoneWidth, 22, contact.phoneHref);
  bottom += 30;

  const x = RIGHT - 190;
  eyebrow(doc, "Follow", x, top, BRASS_LIGHT);
  const links = [
    ...(contact.website ? [{ name: "Inquire online", ...contact.website }] : []),
    ...contact.social,
  ];
  links.forEach((link, index) => {
    const rowTop = top + 20 + index * 22;
    caption(doc, link.name.toUpperCase(), x, rowTop, 5.4, ON_DARK_MUTED, "left", { spacing: 1.6 });
    const width = caption(doc, link.label, x, rowTop + 8, 8, ON_DARK, "left", {
      font: SANS,
      spacing: 0.15,
    });
    doc.link(x, rowTop - 2, width, 20, link.url);
    bottom = Math.max(bottom, rowTop + 20);
  });

  // The notice sits on the footer; the contact above must end before it starts.
  doc.font(NOTICE.font).fontSize(NOTICE.size);
  const height = doc.heightOfString(sheet.disclaimer, { width: WIDTH, lineGap: NOTICE.lineGap });
  const notice = FOOTER - 12 - height;
  if (bottom + 14 > notice) throw new Error("Page 2: the contact runs into the notice");
  doc.save().opacity(0.6);
  doc
    .moveTo(LEFT, notice - 12)
    .lineTo(RIGHT, notice - 12)
    .lineWidth(0.4)
    .stroke(OCEAN_700);
  doc.restore();
  prose(doc, sheet.disclaimer, LEFT, notice, WIDTH, NOTICE);
}

export function drawResortPage(doc: Doc, sheet: FactSheet) {
  runningHeader(doc, "The Resort & the Island");
  const amenitiesEnd = drawAmenities(doc, sheet, 124);
  const locationEnd = drawLocation(doc, sheet, amenitiesEnd + 30);
  drawContact(doc, sheet, locationEnd + 22);
  footer(doc, 2, sheet.info.Author, ON_DARK_MUTED, OCEAN_700);
}
