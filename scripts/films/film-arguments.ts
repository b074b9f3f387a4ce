/**
 * Reads `npm run media:films -- [name ...]` into the films to make. Every problem is reported
 * before anything is rendered, so a typo cannot cost minutes of encoding or half a set of films.
 */
import { parseArgs } from "node:util";
import type { FilmSpec } from "./film-catalogue.ts";

/**
 * The films named in args (all films when none are), in catalogue order and each once. Throws for
 * a name that is not a film, naming all of them.
 */
export function selectFilms(args: readonly string[], films: readonly FilmSpec[]): FilmSpec[] {
  // strict parsing turns a mistyped option such as --al into an error instead of a film name.
  const { positionals } = parseArgs({ args: [...args], allowPositionals: true, strict: true });
  const known = new Set(films.map((film) => film.name));
  const unknown = positionals.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `no film named ${unknown.join(", ")}; the films are ${[...known].join(", ")} (scripts/films/film-catalogue.ts)`,
    );
  }
  const wanted = positionals.length > 0 ? new Set(positionals) : known;
  return films.filter((film) => wanted.has(film.name));
}
