const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "November 25, 2026", read in UTC. Written by hand rather than with Intl.DateTimeFormat: a
 * page's first Intl object loads ICU's locale data (see lib/format-number.ts).
 */
export function formatPressDate(date: Date): string {
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A publication date, written the same on the server and in every visitor's time zone. */
export function PressDate({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className={className} dateTime={iso}>
      {formatPressDate(date)}
    </time>
  );
}
