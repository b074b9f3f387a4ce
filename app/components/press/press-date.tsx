const format = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A publication date, written the same on the server and in every visitor's time zone. */
export function PressDate({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className={className} dateTime={iso}>
      {format.format(date)}
    </time>
  );
}
