// The layers read one way (DESIGN.md §1, issue 22): shared ← core ← main/host; the sandbox and the preload script
// import shared only; the renderer imports shared only and nothing imports it. Electron, static or dynamic, only in
// main and preload; Node built-ins (node:module's own list) never in shared or the renderer; ipcMain only in the
// one IPC file. Every import form counts: import, export … from, import(), require().
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

/** Each layer, by the folder that holds it, and the layers it may import. */
const LAYERS = [
  { name: 'shared', folder: 'shared', mayImport: ['shared'] },
  { name: 'core', folder: 'electron/core', mayImport: ['shared', 'core', 'sandbox'] },
  { name: 'main', folder: 'electron/main', mayImport: ['shared', 'core', 'main'] },
  { name: 'host', folder: 'electron/host', mayImport: ['shared', 'core', 'host'] },
  { name: 'preload', folder: 'electron/preload', mayImport: ['shared', 'preload'] },
  { name: 'sandbox', folder: 'electron/sandbox', mayImport: ['shared', 'sandbox'] },
  { name: 'renderer', folder: 'renderer', mayImport: ['shared', 'renderer'] },
];
const MAY_USE_ELECTRON = new Set(['main', 'preload']);
const WITHOUT_NODE = new Set(['shared', 'renderer']);
const IPC_FILE = 'electron/main/ipc.ts';
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const ELECTRON_PACKAGES = /^(electron|electron-store)(\/|$)/;

const toPosix = (path) => path.split(sep).join('/');

function layerOf(projectPath) {
  // The page's build config runs in Node at build time, not in the page.
  if (projectPath === 'renderer/vite.config.ts') return undefined;
  return LAYERS.find((layer) => projectPath === layer.folder || projectPath.startsWith(`${layer.folder}/`));
}

const isNodeBuiltin = (specifier) => specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]);

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    messages: {
      layer: '{{from}} may import only {{allowed}}: {{target}} is in {{to}} (layers read one way, DESIGN.md §1).',
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
      if (!specifier.startsWith('.')) return;
      const target = toPosix(relative(root, resolve(dirname(context.filename), specifier)));
      const to = layerOf(target);
      if (!to || from.mayImport.includes(to.name)) return;
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
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && argument?.type === 'Literal') check(argument, argument.value);
      },
      MemberExpression(node) {
        if (node.property.type === 'Identifier' && !node.computed) checkIpcMain(node.property, node.property.name);
      },
    };
  },
};

export default { rules: { imports: rule } };
