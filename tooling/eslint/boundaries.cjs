/**
 * House boundary rules (DEVELOPERS.md, "Style to follow"), enforced rather than remembered:
 * - feature-isolation: code in src/features/<a> never imports from src/features/<b>;
 * - no-cross-app: no remote (nor the shell) imports another remote or the shell.
 */
const path = require('node:path');

/** The front-end apps, each a package of its own: the shell and the remotes. */
const APPS = [
  'shell',
  'mfe-usuario',
  'mfe-candidato',
  'mfe-inscricao',
  'mfe-programas',
  'mfe-primeiro-emprego',
  'mfe-gestao',
];

function featureOf(file) {
  const match = /[/\\]src[/\\]features[/\\]([^/\\]+)[/\\]/.exec(file);
  return match ? { root: file.slice(0, match.index), name: match[1] } : null;
}

function appOf(file, repoRoot) {
  const rel = path.relative(repoRoot, file).split(path.sep)[0];
  return APPS.includes(rel) ? rel : null;
}

function importSources(context, check) {
  const visit = (node) =>
    node.source && typeof node.source.value === 'string' && check(node, node.source.value);
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
  };
}

const featureIsolation = {
  meta: {
    type: 'problem',
    messages: { cross: "A feature '{{from}}' não pode importar da feature '{{to}}'." },
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    return importSources(context, (node, source) => {
      if (!source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source) + path.sep);
      if (target && target.name !== own.name) {
        context.report({ node, messageId: 'cross', data: { from: own.name, to: target.name } });
      }
    });
  },
};

const noCrossApp = {
  meta: { type: 'problem', messages: { cross: "'{{from}}' não pode importar de outro app ('{{to}}')." } },
  create(context) {
    const repoRoot = path.resolve(__dirname, '../..');
    const own = appOf(context.filename, repoRoot);
    if (!own) return {};
    return importSources(context, (node, source) => {
      const pkg = /^@portal\/(shell|mfe-[a-z-]+)/.exec(source)?.[1];
      const resolved = source.startsWith('.')
        ? appOf(path.resolve(path.dirname(context.filename), source), repoRoot)
        : null;
      const target = pkg ?? resolved;
      if (target && target !== own)
        context.report({ node, messageId: 'cross', data: { from: own, to: target } });
    });
  },
};

module.exports = {
  APPS,
  rules: { 'feature-isolation': featureIsolation, 'no-cross-app': noCrossApp },
};
