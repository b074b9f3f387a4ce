/**
 * The spec's WebP check: lossy, lossless and alpha must all decode. Markup never depends
 * on it (every <picture> lists its formats); it only feeds the site store.
 */
const samples = {
  lossy: "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA",
  lossless: "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==",
  alpha:
    "UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==",
};

function decodes(base64: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.width > 0 && image.height > 0);
    image.onerror = () => resolve(false);
    image.src = `data:image/webp;base64,${base64}`;
  });
}

export async function detectWebpSupport(): Promise<boolean> {
  const results = await Promise.all(Object.values(samples).map(decodes));
  return results.every(Boolean);
}
