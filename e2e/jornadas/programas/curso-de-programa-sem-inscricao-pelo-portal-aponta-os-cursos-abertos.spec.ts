import { expect, test } from '../../testes/jornada';
import { areaRemota } from '../../testes';

test('um curso de programa sem inscrição pelo portal diz por quê e aponta os cursos abertos', async ({
  page,
  request,
}) => {
  const cursos = (await (await request.get('/v1/cursos?modalidade=2')).json()) as {
    id: number;
    urlSlug: string;
    nome: string;
  }[];
  const curso = cursos[0]!;
  await page.goto(`/cursos/${curso.id}/${curso.urlSlug}`);
  const area = areaRemota(page);
  await expect(area.getByRole('heading', { level: 1, name: curso.nome })).toBeVisible();
  await expect(area.getByRole('heading', { name: 'Inscrições fechadas neste programa' })).toBeVisible();
  await area.getByRole('link', { name: 'cursos virtuais' }).click();
  await expect(page).toHaveURL(/\/virtual\/cursos$/);
});
