import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { z } from "zod";

/** Where every picture's master and sidecar live, whoever made them (docs/decisions/005). */
export const MASTERS_DIRECTORY = "media/masters";

/** The master formats a picture may arrive in. */
const MASTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".tif", ".tiff"] as const;

/** The sidecar `name.json` beside each master: what the site says about the picture. */
export const sidecarSchema = z.strictObject({
  alt: z.string().trim().min(20, "describe what the picture shows, in a sentence"),
  credit: z.string().trim().min(2, "name who made the picture"),
  /** The point every crop keeps in view, as fractions of the width and height from the top left. */
  focus: z
    .strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
    .default({ x: 0.5, y: 0.5 }),
  /** True for a render or illustration of what is planned, false for a photograph. */
  representation: z.boolean(),
});
type Sidecar = z.infer<typeof sidecarSchema>;

export interface Master {
  name: string;
  /** The landscape master, and an optional `name.portrait.*` master phones' 9:16 crop is cut from. */
  file: string;
  portraitFile?: string;
  sidecar: Sidecar;
}

const isMasterFile = (file: string) =>
  (MASTER_EXTENSIONS as readonly string[]).includes(extname(file).toLowerCase());

/**
 * Reads a masters folder: one master per name (a second one is an error, so a photograph that
 * replaces a render must replace its file too), each with a valid sidecar.
 */
export function readMasters(directory: string): Master[] {
  const files = readdirSync(directory).sort();
  const masters = new Map<string, Master>();
  const portraits = new Map<string, string>();
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const file of files.filter(isMasterFile)) {
    const stem = file.slice(0, -extname(file).length);
    if (stem.endsWith(".portrait")) {
      portraits.set(stem.slice(0, -".portrait".length), file);
      continue;
    }
    const first = seen.get(stem);
    if (first) {
      problems.push(`${stem}: two masters (${first} and ${file}); keep one`);
      continue;
    }
    seen.set(stem, file);
    const sidecarFile = `${stem}.json`;
    if (!files.includes(sidecarFile)) {
      problems.push(`${stem}: no sidecar ${sidecarFile} (alt, credit, focus, representation)`);
      continue;
    }
    const parsed = sidecarSchema.safeParse(
      JSON.parse(readFileSync(join(directory, sidecarFile), "utf8")),
    );
    if (!parsed.success) {
      problems.push(
        `${sidecarFile}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      );
      continue;
    }
    masters.set(stem, { name: stem, file, sidecar: parsed.data });
  }
  for (const [name, file] of portraits) {
    const master = masters.get(name);
    if (master) master.portraitFile = file;
    else problems.push(`${file}: a portrait master needs the landscape master ${name}.*`);
  }
  if (problems.length) throw new Error(`Masters in ${directory}:\n  ${problems.join("\n  ")}`);
  return [...masters.values()];
}
