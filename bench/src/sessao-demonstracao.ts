/** Tokens of a demo account through the API's own sign-in (with its CSRF double-submit cookie), for signed-in pages. */
import { request } from '@playwright/test';

export interface Tokens {
  token: string;
  refreshToken: string;
}

const CONTA = { login: '529.982.247-25', senha: 'Senha@123' };

export async function tokensDeDemonstracao(url: string): Promise<Tokens> {
  const api = await request.newContext({ baseURL: url });
  await api.get('/v1/health');
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const resposta = await api.post('/v1/usuario/authentication', {
    data: CONTA,
    headers: { 'X-XSRF-TOKEN': csrf },
  });
  if (!resposta.ok())
    throw new Error(`Não consegui entrar com a conta de demonstração: HTTP ${resposta.status()}`);
  const tokens = (await resposta.json()) as Tokens;
  await api.dispose();
  return tokens;
}
