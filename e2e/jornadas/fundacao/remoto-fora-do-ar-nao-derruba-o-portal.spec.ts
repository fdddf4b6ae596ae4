import { expect, test } from '../../testes/jornada';
import { areaRemota, navegarNoPortal } from '../../testes';

// This journey cuts a service off at the browser on purpose: the browser logs each aborted request, and the shell
// logs the remote it could not load (the notice the visitor sees is the journey's subject).
test.use({
  errosDeConsoleEsperados:
    /net::ERR_FAILED|^\[portal\] remoto indisponível: mfe_programas|^\[portal\] falha ao carregar mfe_programas/,
});

test('com o manifesto de mfe-programas fora do ar, só a área dele mostra o aviso e o resto funciona', async ({
  page,
}) => {
  await page.route('**/remotes/mfe_programas/**/mf-manifest.json', (rota) => rota.abort());

  await page.goto('/novoemprego/cursos');
  await expect(page.getByRole('heading', { name: 'Serviço temporariamente indisponível' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Olá, visitante');

  await navegarNoPortal(page, '/home');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Serviço temporariamente indisponível',
  );
  await expect(page.getByRole('heading', { name: 'Serviço temporariamente indisponível' })).toHaveCount(0);

  await navegarNoPortal(page, '/usuario/login');
  await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('CPF ou e-mail')).toBeEditable();
});
