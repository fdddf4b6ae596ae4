/** Test helper: build folders shaped as the real builds write them (trimmed to what deploy reads). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const escrever = (pasta, arquivo, json) => writeFile(path.join(pasta, arquivo), JSON.stringify(json));

/**
 * A shell's build: the page the gateway serves, the singletons it offers and the parcel contract it mounts remotes
 * with, in its `portal-shell.json` (a runtime host, decision 0860); `comManifesto` writes a shell built before that,
 * whose offer is its federation manifest's `shared` list.
 */
export async function escreverShell(
  pasta,
  { react = '18.3.1', ui = '1.2.0', contrato = '1.1.0', comManifesto = false } = {},
) {
  await mkdir(pasta, { recursive: true });
  await writeFile(path.join(pasta, 'index.html'), '<!doctype html><title>Portal</title>');
  if (comManifesto) {
    const shared = [
      { name: 'react', version: react, singleton: true, requiredVersion: `^${react}` },
      { name: '@portal/ui', version: ui, singleton: true, requiredVersion: `^${ui}` },
    ];
    await escrever(pasta, 'mf-manifest.json', { id: 'shell', shared, exposes: [] });
    return escrever(pasta, 'portal-shell.json', { contrato });
  }
  await escrever(pasta, 'portal-shell.json', { contrato, compartilhados: { react, '@portal/ui': ui } });
}

/** A remote's build; every option describes what this build requires or declares. */
export async function escreverRemoto(
  pasta,
  {
    nome = 'mfe_programas',
    prefixes = ['faq'],
    ui = '^1.1.0',
    contrato = '1.0.0',
    expoe = './lifecycles',
    conteudo = '1',
    acesso,
    menu,
  } = {},
) {
  await mkdir(pasta, { recursive: true });
  const shared = [
    { name: 'react', version: '18.3.1', singleton: true, requiredVersion: '^18.3.1' },
    { name: '@portal/ui', version: ui.slice(1), singleton: true, requiredVersion: ui },
  ];
  const exposes = expoe ? [{ name: expoe.slice(2), path: expoe }] : [];
  await escrever(pasta, 'mf-manifest.json', { id: nome, shared, exposes });
  await escrever(pasta, 'portal-remoto.json', {
    nome,
    prefixes,
    ...(acesso !== undefined && { acesso }),
    ...(menu !== undefined && { menu }),
    contrato,
  });
  await writeFile(path.join(pasta, 'remoteEntry.js'), `var versao = ${JSON.stringify(conteudo)};`);
}
