// Makes the packaging images from their SVG sources (npm run icons), so they are redrawn, never hand-edited:
// resources/icons/<n>x<n>.png (Linux, every size a desktop asks for), resources/icon.png (1024), icon.ico
// (Windows: 16…256) and icon.icns (macOS: 16…1024), and the disk image background at 1x and 2x.
// The SVGs are drawn by the Chromium the Playwright suite already uses; ICO and ICNS hold those PNGs as they are
// (both formats take PNG entries), so no other image tool is needed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const RESOURCES = new URL('../resources/', import.meta.url).pathname;
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
/** ICNS types that hold PNG data, by the pixel size they hold. */
export const ICNS_TYPES = { icp4: 16, icp5: 32, icp6: 64, ic07: 128, ic08: 256, ic09: 512, ic10: 1024 };

async function render(page, svgPath, width, height) {
  const svg = readFileSync(svgPath, 'utf8');
  await page.setViewportSize({ width, height });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
}

/** ICO: a 6-byte header, one 16-byte entry per image, then the PNGs (a 256 px size is written as 0). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

/** ICNS: "icns" and the total length, then per image its 4-letter type, its length (8 + data) and the PNG. */
function icns(images) {
  const chunks = images.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(8 + png.length, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + chunks.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error('icons: no Chromium found (install Debian\'s chromium or set FRONTDESK_CHROMIUM); nothing was drawn.');
    process.exit(1);
  }
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const png = new Map();
    mkdirSync(join(RESOURCES, 'icons'), { recursive: true });
    for (const size of PNG_SIZES) {
      png.set(size, await render(page, join(RESOURCES, 'icon.svg'), size, size));
      writeFileSync(join(RESOURCES, 'icons', `${size}x${size}.png`), png.get(size));
    }
    writeFileSync(join(RESOURCES, 'icon.png'), png.get(1024));
    writeFileSync(join(RESOURCES, 'icon.ico'), ico(ICO_SIZES.map((size) => ({ size, png: png.get(size) }))));
    writeFileSync(join(RESOURCES, 'icon.icns'), icns(Object.entries(ICNS_TYPES).map(([type, size]) => ({ type, png: png.get(size) }))));
    const background = join(RESOURCES, 'installer', 'dmg-background.svg');
    writeFileSync(join(RESOURCES, 'installer', 'dmg-background.png'), await render(page, background, 540, 380));
    const retina = await browser.newPage({ deviceScaleFactor: 2 });
    writeFileSync(join(RESOURCES, 'installer', 'dmg-background@2x.png'), await render(retina, background, 540, 380));
    console.log(`icons: drew ${PNG_SIZES.length} PNG sizes, icon.ico, icon.icns and the disk image background in ${RESOURCES}`);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`icons: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
