import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lerPreRenderizadas } from './pre-renderizadas.js';

let pasta: string;
beforeEach(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'pre-renderizadas-'));
});
afterEach(() => rm(pasta, { recursive: true, force: true }));

// One remote's index cut short by a failed copy threw from here, and every page of the portal answered 500 while
// /saude stayed green: that remote's pages just go without their prerendered copy, like an absent index.
it('um índice malformado vale como nenhum: nenhuma página pré-renderizada, sem erro', async () => {
  const indice = path.join(pasta, 'indice.json');
  await writeFile(indice, '{"/qualificaSP/cursos":');
  await expect(lerPreRenderizadas(indice)).resolves.toEqual(new Map());
});
