// Keeps the layers and the core's parts apart, as scripts/lint/layers.js draws them: each imports only what the
// table lets it; Electron, in any form (import, import(), require, a require made with createRequire), only in main
// and preload; Node built-ins never in shared or the page; shared imports only the packages it names; ipcMain only
// in the one IPC file. Every import form counts: import, export … from, import(), require().
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { GROUPS, IPC_FILE, LAYERS, MAY_USE_ELECTRON, WITHOUT_NODE } from './layers.js';

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const ELECTRON_PACKAGES = /^(electron|electron-store)(\/|$)/;
// The most specific folder first, so that a core part wins over a wider layer holding it.
const BY_DEPTH = [...LAYERS].sort((a, b) => b.folder.length - a.folder.length);
const GROUP_FOLDERS = Object.entries(GROUPS);

const toPosix = (path) => path.split(sep).join('/');
const isIn = (projectPath, folder) => projectPath === folder || projectPath.startsWith(`${folder}/`);

function layerOf(projectPath) {
  // The page's build config runs in Node at build time, not in the page.
  if (projectPath === 'renderer/vite.config.ts') return undefined;
  // The message catalogues are data, not the page's code: the shell words its menus and dialogs from them too.
  if (/^renderer\/i18n\/catalogues\/[^/]+\.json$/.test(projectPath)) return undefined;
  return BY_DEPTH.find((layer) => isIn(projectPath, layer.folder));
}

/** A file in a group's folder (electron/core) that sits in none of its parts: the table must name its part. */
const unplacedGroup = (projectPath) => GROUP_FOLDERS.find(([, folder]) => isIn(projectPath, folder) && !layerOf(projectPath));

function mayImport(from, to) {
  if (from.name === to.name || from.mayImport.includes(to.name)) return true;
  return from.mayImport.some((name) => GROUPS[name] && isIn(to.folder, GROUPS[name]));
}

/** A package's name from an import specifier: '@scope/name/sub' → '@scope/name', 'name/sub' → 'name'. */
const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

const isNodeBuiltin = (specifier) => specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]);

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    messages: {
      layer: '{{from}} may import only {{allowed}}: {{target}} is in {{to}} (parts read one way: scripts/lint/layers.js).',
      unplaced: 'Every file in {{group}} belongs to one of its parts: put it in a part\'s folder, or add the part to scripts/lint/layers.js.',
      package: '{{from}} may import only the packages {{allowed}}: {{target}} is not one (it runs on both sides of the contract).',
      renderer: 'Nothing imports the renderer: it reaches the desk through the contract in shared/.',
      electron: 'Only electron/main and electron/preload may import Electron.',
      node: 'This layer runs without Node: {{target}} is a Node built-in.',
      ipcMain: `ipcMain belongs to ${IPC_FILE} alone: every channel is registered and parsed there.`,
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = toPosix(relative(root, context.filename));
    const from = layerOf(file);
    const unplaced = unplacedGroup(file);
    if (unplaced) {
      return { Program(node) { context.report({ node, messageId: 'unplaced', data: { group: unplaced[1] } }); } };
    }
    if (!from) return {};

    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      if (ELECTRON_PACKAGES.test(specifier)) {
        if (!MAY_USE_ELECTRON.has(from.name)) context.report({ node, messageId: 'electron' });
        return;
      }
      if (isNodeBuiltin(specifier)) {
        if (WITHOUT_NODE.has(from.name)) context.report({ node, messageId: 'node', data: { target: specifier } });
        return;
      }
      if (!specifier.startsWith('.')) {
        if (from.packages && !from.packages.includes(packageName(specifier))) {
          context.report({ node, messageId: 'package', data: { from: from.folder, allowed: from.packages.join(', '), target: specifier } });
        }
        return;
      }
      const target = toPosix(relative(root, resolve(dirname(context.filename), specifier)));
      const to = layerOf(target) ?? (unplacedGroup(target) ? { name: target, folder: target } : undefined);
      if (!to || mayImport(from, to)) return;
      if (to.name === 'renderer') context.report({ node, messageId: 'renderer' });
      else context.report({ node, messageId: 'layer', data: { from: from.folder, allowed: from.mayImport.join(', '), target: specifier, to: to.folder } });
    };
    const checkIpcMain = (node, name) => {
      if (name === 'ipcMain' && file !== IPC_FILE) context.report({ node, messageId: 'ipcMain' });
    };

    return {
      ImportDeclaration(node) {
        check(node.source, node.source.value);
        if (ELECTRON_PACKAGES.test(node.source.value)) {
          for (const specifier of node.specifiers) if (specifier.type === 'ImportSpecifier') checkIpcMain(specifier, specifier.imported.name ?? specifier.imported.value);
        }
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node.source, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node.source, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
        else if (node.source.type === 'TemplateLiteral' && node.source.expressions.length === 0) check(node.source, node.source.quasis[0].value.cooked);
      },
      CallExpression(node) {
        const [argument] = node.arguments;
        if (argument?.type !== 'Literal' || typeof argument.value !== 'string') return;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(argument, argument.value);
        // Any other call given Electron's name loads it too: createRequire(import.meta.url)('electron'), req.resolve.
        else if (ELECTRON_PACKAGES.test(argument.value) && !MAY_USE_ELECTRON.has(from.name)) context.report({ node: argument, messageId: 'electron' });
      },
      MemberExpression(node) {
        if (node.property.type === 'Identifier' && !node.computed) checkIpcMain(node.property, node.property.name);
      },
    };
  },
};

export default { rules: { imports: rule } };
