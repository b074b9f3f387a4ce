/**
 * Reads `npm run media:films -- [name ...]` into the films to make. Every problem is reported
 * before anything is rendered, so a typo cannot cost minutes of encoding or half a set of films.
 */
import { parseArgs } from "node:util";
import type { SceneDefinition } from "../media/scenes/shared/scene-definition.ts";
import type { FilmSpec } from "./film-catalogue.ts";

export interface SelectedFilm {
  spec: FilmSpec;
  /** A scene's loop's scene; a drift has its master, and a cut its pictures' masters. */
  scene?: SceneDefinition;
}

/** The scenes a film is drawn from: a loop's own, or none for a drift or a cut (masters). */
function scenesOf(film: FilmSpec): string[] {
  return film.drift || film.cut ? [] : [film.scene];
}

/**
 * The films named in args (all films when none are), in catalogue order and each once. Throws for
 * a name that is not a film and for a film whose scene has not been drawn yet, naming all of them.
 */
export function selectFilms(
  args: readonly string[],
  films: readonly FilmSpec[],
  scenes: ReadonlyMap<string, SceneDefinition>,
): SelectedFilm[] {
  // strict parsing turns a mistyped option such as --al into an error instead of a film name.
  const { positionals } = parseArgs({ args: [...args], allowPositionals: true, strict: true });
  const known = new Set(films.map((film) => film.scene));
  const unknown = positionals.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `no film named ${unknown.join(", ")}; the films are ${[...known].join(", ")} (scripts/films/film-catalogue.ts)`,
    );
  }
  const wanted = positionals.length > 0 ? new Set(positionals) : known;
  const chosen = films.filter((film) => wanted.has(film.scene));
  const undrawn = chosen.flatMap((film) => scenesOf(film).filter((scene) => !scenes.has(scene)));
  if (undrawn.length > 0) {
    throw new Error(
      `no scene yet for ${undrawn.join(", ")} in scripts/media/scenes/catalogue.ts; draw them or name only the films whose scenes exist`,
    );
  }
  return chosen.map((spec) =>
    spec.cut || spec.drift ? { spec } : { spec, scene: scenes.get(spec.scene) },
  );
}
