/** Helpers of the first-job journeys. Not a spec: Playwright runs *.spec.ts only. */
import { expect, type APIRequestContext } from '@playwright/test';
import {
  authenticationResponseSchema,
  HttpNome,
  primeiroEmpregoListaResponseSchema,
} from '@portal/contracts';
import { comCalma, idDoToken, SENHA_DEMONSTRACAO } from '../../testes';

/** Bruna Costa (API seed, decision 0142): 19, complete registration, called up in the first job. */
export const BRUNA = {
  nome: 'Bruna Costa',
  cpf: '293.847.561-64',
  email: 'bruna.costa@exemplo.com.br',
} as const;

/** Bruna's first-job enrolment as the API has it, read with her own session (another person's id for the others). */
export async function inscricaoDaBruna(request: APIRequestContext) {
  await comCalma(request).get('/v1/health');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === HttpNome.csrfCookie)!.value;
  const entrada = await comCalma(request).post('/v1/usuario/authentication', {
    data: { login: BRUNA.email, senha: SENHA_DEMONSTRACAO },
    headers: { [HttpNome.csrfHeader]: csrf },
  });
  expect(entrada.status()).toBe(200);
  const { token } = authenticationResponseSchema.parse(await entrada.json());
  const lista = await comCalma(request).get(`/v1/inscricao/PrimeiroEmpregoList/usuario/${idDoToken(token)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [inscricao] = primeiroEmpregoListaResponseSchema.parse(await lista.json()).inscricoes;
  return inscricao!;
}
