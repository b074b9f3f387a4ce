import {
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { useImageAlts } from "../../lib/use-image-alt.ts";
import { GALLERY_IMAGE_ATTRIBUTE } from "./gallery-images.ts";
import { openImageId, pushedState, searchWithImage, wasPushedByViewer } from "./gallery-url.ts";
import { type GalleryEntry, readMarkedImages } from "./read-marked-images.ts";
import { CLOSED, type Step, stepIndex } from "./viewer-steps.ts";

// The dialog is downloaded on the first open: most visits never open it (decision 008).
const GalleryViewer = lazy(() =>
  import("./gallery-viewer.tsx").then((module) => ({ default: module.GalleryViewer })),
);

interface GalleryProps {
  /** The viewer dialog's accessible name. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The modal gallery (spec section 2): a click on any element inside marked
 * `data-gallery-image` (see GalleryThumb) opens the full-screen viewer on it, with every marked
 * element of this wrapper, in document order, as its pictures.
 *
 * The open picture is in the address (`?image=…`): opening pushes a history entry, so Back
 * closes the viewer; the arrows replace the entry; closing goes back, or drops the parameter when
 * the page was opened from a shared link. Host one Gallery per page. A page with a loader must
 * export `shouldRevalidate` built on galleryShouldRevalidate (gallery-url.ts), or every open and
 * every arrow would refetch its data.
 */
export function Gallery({ label = "Gallery", className, children }: GalleryProps) {
  const root = useRef<HTMLDivElement>(null);
  const [entries, setEntries] = useState<readonly GalleryEntry[]>([]);
  const opener = useRef<HTMLElement | null>(null);
  const closing = useRef(false);
  const shown = useRef(CLOSED);
  const location = useLocation();
  const navigate = useNavigate();
  const alts = useImageAlts();

  const images = useMemo(() => entries.map(({ image }) => image), [entries]);
  const wanted = openImageId(location.search);
  const index = wanted === null ? CLOSED : entries.findIndex(({ image }) => image.id === wanted);

  // Read after hydration, never during render: the server's HTML does not depend on the query
  // (docs/decisions/001), so a shared ?image= link opens here, on the client.
  useEffect(() => {
    if (root.current) setEntries(readMarkedImages(root.current, alts));
  }, [alts]);

  // Focus goes back to the thumbnail that opened the viewer, or to the one of the picture shown
  // when the viewer was opened from the address.
  useEffect(() => {
    const was = shown.current;
    shown.current = index;
    closing.current = false;
    if (index !== CLOSED || was === CLOSED) return;
    const clicked = opener.current;
    opener.current = null;
    // A clicked thumbnail is where the page still is; the shared link's picture may be far below.
    (clicked ?? entries[was]?.element)?.focus({ preventScroll: clicked !== null });
  }, [index, entries]);

  const show = (id: string | null, options: { replace?: boolean; state?: unknown }) =>
    navigate(
      { pathname: location.pathname, search: searchWithImage(location.search, id) },
      // In place: no scroll reset and no page-fade view transition (a Back during the fade
      // would interrupt it with an uncaught error).
      { preventScrollReset: true, viewTransition: false, ...options },
    );

  const open = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const marked =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(`[${GALLERY_IMAGE_ATTRIBUTE}]`)
        : null;
    if (!marked || !event.currentTarget.contains(marked)) return;
    const found = readMarkedImages(event.currentTarget, alts);
    const entry = found.find(({ element }) => element === marked);
    if (!entry) return;
    event.preventDefault();
    opener.current = marked;
    setEntries(found);
    void show(entry.image.id, { state: pushedState() });
  };

  const step = (direction: Step) => {
    const next = entries[stepIndex(index, direction, entries.length)];
    if (closing.current || !next) return;
    void show(next.image.id, { replace: true, state: location.state });
  };

  const close = () => {
    if (closing.current) return;
    closing.current = true;
    if (wasPushedByViewer(location.state)) void navigate(-1);
    else void show(null, { replace: true });
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation; the marked elements are buttons, which keyboards activate with a click. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above. */}
      <div ref={root} className={className} onClick={open}>
        {children}
      </div>
      {index !== CLOSED && (
        <Suspense fallback={null}>
          <GalleryViewer
            label={label}
            images={images}
            index={index}
            onStep={step}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
