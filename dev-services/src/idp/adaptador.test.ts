import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { criarAdaptador } from './adaptador.js';
import { abrirArmazem, type Armazem } from './armazem.js';

/**
 * oidc-provider calls `revokeByGrantId` on each model's adapter when a grant ends (a sign-out, an account change at
 * the provider). Each call is about its own model: the interaction of a sign-in in progress carries the grant of the
 * session it replaces, and deleting it with the tokens left that sign-in with "interaction session not found".
 */
let dataDir: string;
let armazem: Armazem;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'idp-adaptador-'));
  armazem = abrirArmazem({ dataDir });
});
afterAll(async () => {
  await armazem.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('revokeByGrantId de um modelo apaga só as linhas daquele modelo', async () => {
  const Adaptador = criarAdaptador(armazem);
  const interacoes = new Adaptador('Interaction');
  const tokens = new Adaptador('AccessToken');
  await interacoes.upsert('int-1', { uid: 'int-1', grantId: 'grant-1' }, 600);
  await tokens.upsert('tok-1', { grantId: 'grant-1' }, 600);

  await tokens.revokeByGrantId('grant-1');

  expect(await tokens.find('tok-1')).toBeUndefined();
  expect(await interacoes.find('int-1')).toEqual({ uid: 'int-1', grantId: 'grant-1' });
});
