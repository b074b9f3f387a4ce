import { LogoMark } from "../components/layout/wordmark.tsx";
import { Backdrop } from "../components/media/backdrop.tsx";
import { DownloadLinks } from "../components/page/download-links.tsx";
import { downloadsPage } from "../content/pages/downloads.ts";
import { facts } from "../content/site.ts";
import { pageMeta } from "../lib/page-meta.ts";
import "../styles/pages/downloads.css";
import type { Route } from "./+types/downloads";

export const meta: Route.MetaFunction = (args) => pageMeta("/downloads", args);

export default function Downloads() {
  return (
    <div className="downloads">
      <Backdrop name="downloads" />
      <div className="downloads__panel">
        <LogoMark className="downloads__mark" />
        <p className="eyebrow downloads__eyebrow">{downloadsPage.eyebrow}</p>
        <h1 className="display-title downloads__title">{downloadsPage.title}</h1>
        <p className="lede downloads__lede">{downloadsPage.lede}</p>
        <DownloadLinks cards />
        <p className="downloads__note">{facts.imageryNote}</p>
      </div>
    </div>
  );
}
