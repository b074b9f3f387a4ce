import type { FigureShape, Scene } from "../../content/pages/types.ts";
import { HorizonScene } from "./horizon-scene.tsx";
import "./scene-figure.css";

interface SceneFigureProps {
  scene: Scene;
  caption: string;
  shape?: FigureShape;
  className?: string;
}

/** A captioned picture frame holding a scene: gallery tiles and page illustrations. */
export function SceneFigure({ scene, caption, shape = "landscape", className }: SceneFigureProps) {
  const classes = ["scene-figure", `scene-figure--${shape}`, className].filter(Boolean).join(" ");
  return (
    <figure className={classes}>
      <div className="scene-figure__frame">
        <HorizonScene time={scene.time} view={scene.view} />
      </div>
      <figcaption className="scene-figure__caption">{caption}</figcaption>
    </figure>
  );
}
