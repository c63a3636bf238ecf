// Packaging (npm run dist): deb and AppImage for Linux, an NSIS installer for Windows, a dmg for macOS, all from
// the built app in out/ and the assets in resources/. Electron's fuses are burnt into the binary at packaging time.
import { readFileSync } from 'node:fs';
import type { Configuration } from 'electron-builder';

/**
 * Electron fuses (https://www.electronjs.org/docs/latest/tutorial/fuses): features switched off in the binary
 * itself, so that neither an environment variable nor a command-line flag can turn the desk into something else.
 * Every fuse is decided here (a test checks this against @electron/fuses' own list).
 */
export const FUSES = {
  // ELECTRON_RUN_AS_NODE would make the signed app a plain Node that runs any script with its privileges.
  runAsNode: false,
  // Cookies on disk are encrypted with the system's keys, as Chrome does.
  enableCookieEncryption: true,
  // NODE_OPTIONS (--require, --inspect…) and NODE_EXTRA_CA_CERTS are ignored: no code or CA injected from outside.
  enableNodeOptionsEnvironmentVariable: false,
  // --inspect and SIGUSR1 open no debugger into the main process, which holds the tokens.
  enableNodeCliInspectArguments: false,
  // app.asar is checked against the hash in the binary (macOS, Windows) …
  enableEmbeddedAsarIntegrityValidation: true,
  // … and is the only place app code is loaded from: no loose app/ folder beside it.
  onlyLoadAppFromAsar: true,
  // One V8 snapshot for all processes; the desk makes no browser-process-specific one.
  loadBrowserProcessSpecificV8Snapshot: false,
  // The desk's pages come from app://, never file://, so file:// gets no powers beyond a browser's.
  grantFileProtocolExtraPrivileges: false,
} as const;

/** resources/frontdesk.desktop as key → value; the Linux packages' desktop entry is made from it. */
export function desktopEntry(text: string): Record<string, string> {
  const entry: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^([A-Za-z][A-Za-z0-9-]*)=(.*)$/.exec(line);
    if (match) entry[match[1]!] = match[2]!;
  }
  return entry;
}

// electron-builder writes Type, Exec and Icon itself, with the paths of the installed package.
const WRITTEN_BY_BUILDER = new Set(['Type', 'Exec', 'Icon']);
const linuxEntry = Object.fromEntries(Object.entries(
  desktopEntry(readFileSync(new URL('./resources/frontdesk.desktop', import.meta.url), 'utf8')),
).filter(([key]) => !WRITTEN_BY_BUILDER.has(key)));

const config: Configuration = {
  appId: 'app.frontdesk.desk',
  productName: 'Frontdesk',
  executableName: 'frontdesk',
  copyright: 'Frontdesk',
  directories: { output: 'dist', buildResources: 'resources' },
  // Only the built app: main, preload and renderer bundles; runtime dependencies are added by electron-builder.
  files: ['out/**', 'package.json', '!**/*.map'],
  asar: true,
  electronFuses: FUSES,
  linux: {
    target: ['deb', 'AppImage'],
    icon: 'resources/icons',
    category: 'Office',
    synopsis: 'Staff desk for a Booking Service',
    maintainer: 'Frontdesk maintainers <maintainers@frontdesk.invalid>',
    desktop: { entry: linuxEntry },
  },
  win: { target: 'nsis', icon: 'resources/icon.ico' },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    installerIcon: 'resources/icon.ico',
    uninstallerIcon: 'resources/icon.ico',
    installerHeaderIcon: 'resources/icon.ico',
    createDesktopShortcut: true,
    createStartMenuShortcut: true,
    shortcutName: 'Frontdesk',
  },
  mac: { target: 'dmg', icon: 'resources/icon.icns', category: 'public.app-category.business', hardenedRuntime: true },
  dmg: {
    background: 'resources/installer/dmg-background.png',
    window: { width: 540, height: 380 },
    contents: [{ x: 130, y: 210, type: 'file' }, { x: 410, y: 210, type: 'link', path: '/Applications' }],
  },
};

export default config;
