import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '../../testes/jornada';
import {
  CONTAS_DEMONSTRACAO,
  RAIZ_REPOSITORIO,
  areaRemota,
  copiaDaVersaoViva,
  entrarComCredenciais,
  impressaoDoPortal,
  lerRegistroRemotos,
  rodarScript,
  versoesPedidas,
} from '../../testes';

/**
 * "Any remote deploys and rolls back without rebuilding the shell" (README, issue 32 §5): for every remote, a deploy
 * and its rollback each reach the browser at the next reload, while the shell's build (every file's hash and time)
 * and the gateway's and the API's processes (pid and start time) stay exactly as they were.
 */

/** A page each remote mounts, and who must be signed in to see it. */
const PAGINA_DE_CADA_REMOTO: Record<string, { rota: string; conta?: keyof typeof CONTAS_DEMONSTRACAO }> = {
  'mfe-candidato': { rota: '/candidato/dados-pagamento' },
  'mfe-gestao': { rota: '/gestao', conta: 'admin' },
  'mfe-inscricao': { rota: '/inscricao/historico', conta: 'maria' },
  'mfe-primeiro-emprego': { rota: '/meuprimeiroemprego/cursos' },
  'mfe-programas': { rota: '/novoemprego/cursos' },
  'mfe-usuario': { rota: '/usuario/login' },
};

/** The remotes as the deploy scripts find them (scripts/lib/caminhos.mjs): every `mfe-*` folder. */
const REMOTOS = readdirSync(RAIZ_REPOSITORIO)
  .filter((pasta) => pasta.startsWith('mfe-'))
  .sort();

test('a jornada conhece uma página de cada remoto do repositório', () => {
  expect(Object.keys(PAGINA_DE_CADA_REMOTO).sort()).toEqual(REMOTOS);
});

/** Reloads `rota` and returns the versions of `nome` whose files the browser fetched while the remote mounted. */
function versoesCarregadas(page: Page, rota: string, nome: string): Promise<string[]> {
  return versoesPedidas(page, nome, async () => {
    await page.goto(rota);
    const titulo = areaRemota(page).getByRole('heading', { level: 1 });
    await expect(titulo).toBeVisible();
    await expect(titulo).not.toHaveText('Serviço temporariamente indisponível');
  });
}

for (const pasta of REMOTOS) {
  test(`${pasta}: implantado e revertido sem reconstruir o shell nem reiniciar o gateway e a API`, async ({
    page,
  }) => {
    const { rota, conta } = PAGINA_DE_CADA_REMOTO[pasta] ?? { rota: '/' };
    const nome = pasta.replace(/-/g, '_');
    const antes = await impressaoDoPortal();
    const versaoOriginal = (await lerRegistroRemotos()).remotes[nome]?.version;
    expect(versaoOriginal, 'start.mjs implantou a primeira versão').toBeTruthy();
    if (conta) await entrarComCredenciais(page, CONTAS_DEMONSTRACAO[conta].cpf);
    expect(await versoesCarregadas(page, rota, nome)).toEqual([versaoOriginal]);

    const build = await copiaDaVersaoViva(nome, versaoOriginal!, `e2e-${Date.now()}`);
    const saidaDeploy = await rodarScript('deploy-remote.mjs', [pasta, '--build', build]);
    const versaoNova = (await lerRegistroRemotos()).remotes[nome]?.version;
    expect(versaoNova).not.toBe(versaoOriginal);
    expect(saidaDeploy).toContain(`${nome}: ${versaoOriginal} → ${versaoNova}`);
    expect(await versoesCarregadas(page, rota, nome), 'a recarga carrega a versão nova').toEqual([
      versaoNova,
    ]);

    const saidaRollback = await rodarScript('rollback-remote.mjs', [pasta, versaoOriginal!]);
    expect(saidaRollback).toContain(`${nome}: ${versaoNova} → ${versaoOriginal}`);
    expect(await versoesCarregadas(page, rota, nome), 'a recarga volta à versão original').toEqual([
      versaoOriginal,
    ]);

    expect(await impressaoDoPortal(), 'o shell não foi reconstruído e nada foi reiniciado').toEqual(antes);
  });
}

// Building one remote with webpack on two cores takes a while.
test('mfe-programas construído pelo deploy: o marcador aparece ao recarregar e some depois de revertido', async ({
  page,
}) => {
  test.setTimeout(6 * 60_000);
  const antes = await impressaoDoPortal();
  const versaoOriginal = (await lerRegistroRemotos()).remotes.mfe_programas?.version;
  expect(versaoOriginal, 'start.mjs implantou a primeira versão').toBeTruthy();
  const marcador = `e2e-${Date.now()}`;
  const marcadorNaPagina = areaRemota(page).locator(`[data-build-marker="${marcador}"]`);

  await page.goto('/novoemprego/cursos');
  await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(marcadorNaPagina).toHaveCount(0);

  const saidaDeploy = await rodarScript('deploy-remote.mjs', ['mfe-programas'], {
    PORTAL_BUILD_MARKER: marcador,
  });
  const versaoNova = (await lerRegistroRemotos()).remotes.mfe_programas?.version;
  expect(versaoNova).not.toBe(versaoOriginal);
  expect(saidaDeploy).toContain(`mfe_programas: ${versaoOriginal} → ${versaoNova}`);

  await page.reload();
  await expect(marcadorNaPagina).toHaveCount(1);

  const saidaRollback = await rodarScript('rollback-remote.mjs', ['mfe-programas', versaoOriginal!]);
  expect(saidaRollback).toContain(`mfe_programas: ${versaoNova} → ${versaoOriginal}`);

  await page.reload();
  await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(marcadorNaPagina).toHaveCount(0);
  expect(await impressaoDoPortal(), 'o shell não foi reconstruído e nada foi reiniciado').toEqual(antes);
});
