// Makes the installable app's icons (public/icon-192.png, public/icon-512.png) from the brand's
// initials: `node frontend/scripts/make-icons.mjs`. The PNGs are committed; rerun on a rebrand.
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const initials = process.argv[2] ?? "SI";
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#0f2a4a"/>
  <circle cx="256" cy="256" r="200" fill="#f5b301"/>
  <text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
        font-weight="700" font-size="170" fill="#0f2a4a">${initials}</text>
</svg>`;

for (const size of [192, 512]) {
  const out = fileURLToPath(new URL(`../public/icon-${size}.png`, import.meta.url));
  await sharp(Buffer.from(svg)).resize(size, size).png().toFile(out);
  console.log(`wrote ${out}`);
}
