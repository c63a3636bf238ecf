// What packaging needs, checked without the Electron runtime (which cannot be fetched everywhere): the
// electron-builder config against electron-builder's own schema, the targets, every fuse decided and the risky
// ones off, and the icons, installer assets and desktop entry the targets need.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { FuseV1Options } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import config, { desktopEntry, FUSES } from '../../../electron-builder.config.js';

const require = createRequire(import.meta.url);
const root = new URL('../../../', import.meta.url);
const file = (path: string) => readFileSync(new URL(path, root));

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the electron-builder config', () => {
  it('passes electron-builder\'s own schema', async () => {
    // Its config loader (jiti) would otherwise leave a cache folder in the temp folder.
    const cache = process.env.JITI_FS_CACHE;
    process.env.JITI_FS_CACHE = 'false';
    try {
      const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js');
      const { DebugLogger } = require('builder-util');
      await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    } finally {
      if (cache === undefined) delete process.env.JITI_FS_CACHE;
      else process.env.JITI_FS_CACHE = cache;
    }
  });

  it('builds deb and AppImage, an NSIS installer and a dmg, packing only the built app into an asar', () => {
    expect(config.linux?.target).toEqual(['deb', 'AppImage']);
    expect(config.win?.target).toBe('nsis');
    expect(config.mac?.target).toBe('dmg');
    expect(config.asar).toBe(true);
    expect(config.files).toEqual(['out/**', 'package.json', '!**/*.map']);
    expect(JSON.parse(file('package.json').toString()).main).toBe('out/main/index.js');
  });

  it('decides every fuse @electron/fuses knows, with node-as-a-backdoor off and the asar locked', () => {
    const known = Object.keys(FuseV1Options).filter((name) => Number.isNaN(Number(name)))
      .map((name) => name[0]!.toLowerCase() + name.slice(1));
    expect(Object.keys(FUSES).sort()).toEqual(known.sort());
    expect(config.electronFuses).toBe(FUSES);
    expect(FUSES).toMatchObject({
      runAsNode: false, enableNodeOptionsEnvironmentVariable: false, enableNodeCliInspectArguments: false,
      enableCookieEncryption: true, enableEmbeddedAsarIntegrityValidation: true, onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('names only assets that exist', () => {
    const paths = [config.win?.icon, config.mac?.icon, config.nsis?.installerIcon, config.nsis?.uninstallerIcon,
      config.nsis?.installerHeaderIcon, config.dmg?.background, config.linux?.icon];
    for (const path of paths) expect(existsSync(new URL(String(path), root)), String(path)).toBe(true);
  });
});

describe('the icons', () => {
  it('has a square PNG in every size a Linux desktop asks for, named as electron-builder expects', () => {
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
      expect(pngSize(file(`resources/icons/${size}x${size}.png`)), `${size}`).toEqual({ width: size, height: size });
    }
    expect(pngSize(file('resources/icon.png'))).toEqual({ width: 1024, height: 1024 });
  });

  it('has a Windows .ico holding 16 to 256 px, each entry a PNG of the size its directory says', () => {
    const ico = file('resources/icon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
      const entry = 6 + 16 * index;
      const size = ico.readUInt8(entry) || 256;
      const offset = ico.readUInt32LE(entry + 12);
      expect(pngSize(ico.subarray(offset, offset + ico.readUInt32LE(entry + 8)))).toEqual({ width: size, height: size });
      return size;
    });
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
  });

  it('has a macOS .icns holding 16 to 1024 px, each of the size its type stands for', () => {
    const icns = file('resources/icon.icns');
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const expected: Record<string, number> = { icp4: 16, icp5: 32, icp6: 64, ic07: 128, ic08: 256, ic09: 512, ic10: 1024 };
    const found: Record<string, number> = {};
    for (let offset = 8; offset < icns.length;) {
      const type = icns.subarray(offset, offset + 4).toString('ascii');
      const length = icns.readUInt32BE(offset + 4);
      found[type] = pngSize(icns.subarray(offset + 8, offset + length)).width;
      offset += length;
    }
    expect(found).toEqual(expected);
  });

  it('has the disk image background at 1x and 2x', () => {
    expect(pngSize(file('resources/installer/dmg-background.png'))).toEqual({ width: 540, height: 380 });
    expect(pngSize(file('resources/installer/dmg-background@2x.png'))).toEqual({ width: 1080, height: 760 });
  });
});

describe('the desktop entry', () => {
  it('is a valid application entry, and the Linux packages use it', () => {
    const entry = desktopEntry(file('resources/frontdesk.desktop').toString());
    expect(file('resources/frontdesk.desktop').toString().split('\n')[0]).toBe('[Desktop Entry]');
    expect(entry).toMatchObject({ Type: 'Application', Name: 'Frontdesk', Exec: 'frontdesk %U', Icon: 'frontdesk', Terminal: 'false' });
    expect(entry.Categories).toMatch(/^([A-Za-z]+;)+$/);
    const written = Object.fromEntries(Object.entries(entry).filter(([key]) => !['Type', 'Exec', 'Icon'].includes(key)));
    expect(config.linux?.desktop).toEqual({ entry: written });
  });
});

describe('npm run dist', () => {
  it('says in one line that the runtime cannot be fetched, and packages nothing', async () => {
    // Another platform than this one, so that a runtime installed here is no way round the download.
    const flag = process.platform === 'darwin' ? '--linux' : '--mac';
    // A port nothing listens on any more: the download cannot happen, as on a machine cut off from it.
    const port = await closedPort();
    const result = spawnSync(process.execPath, ['scripts/dist.mjs', flag], {
      cwd: root, encoding: 'utf8', timeout: 30_000, env: { ...process.env, ELECTRON_MIRROR: `http://127.0.0.1:${port}/` },
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^dist: the Electron [\d.]+ runtime for \w+-\w+ cannot be fetched here \(ECONNREFUSED from http:\/\/127\.0\.0\.1:\d+\/v/);
    expect(existsSync(new URL('dist/', root))).toBe(false);
  });
});
