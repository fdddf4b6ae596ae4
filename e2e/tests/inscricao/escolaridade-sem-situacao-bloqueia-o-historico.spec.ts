import { expect, test } from '@playwright/test';
import { HttpNome, Mensagem } from '@portal/contracts';
import { confirmarEmail, criarConta } from '../../support';
import { entrarNoNavegador } from './apoio-inscricao';

/**
 * The schooling rule of spec §4: education above 2 with an empty graduation status blocks historico. The API refuses
 * to store such a record (contracts dadosSocioeconomicosRecordValidoSchema), so the state can only exist in data
 * kept from before the rule. Until the API seeds such a candidate, or offers a way to create one, this story
 * cannot set itself up through the API and is marked fixme (see the mfe-inscricao report).
 */
test.fixme('um candidato com escolaridade acima de 2 e sem situação é mandado ao questionário socioeconômico', async ({ page, request }) => {
  const conta = await criarConta(request);
  await confirmarEmail(request, conta);
  await request.get('/v1/health');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === HttpNome.csrfCookie)?.value ?? '';
  const resposta = await request.put('/v1/candidato/viaRapida/dadossocioeconomicos', {
    data: { idUsuario: conta.id, idGrauInstrucao: 5, idStatusGraduacao: null, rendaFamiliar: 'ATE_1', pessoasResidencia: 2, situacaoTrabalho: 'OUTRO', recebeBeneficioSocial: false },
    headers: { Authorization: `Bearer ${conta.token}`, [HttpNome.csrfHeader]: csrf },
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);

  await page.goto('/inscricao/historico');

  await expect(page.getByRole('alertdialog', { name: Mensagem.atualizeEscolaridade })).toBeVisible();
  await expect(page).toHaveURL(/\/candidato\/questionario-socioeconomico\/edit$/);
});
