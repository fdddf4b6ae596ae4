import { EmissorDeTokens } from './jwt.js';

const dados = {
  sid: 7,
  sessao: 's-1',
  name: 'Maria',
  email: 'm@exemplo.com.br',
  role: 'Candidato',
  aceitouTermo: true,
  uf: 'SP',
};

describe('EmissorDeTokens', () => {
  it('emite e verifica as claims do contrato', async () => {
    const emissor = new EmissorDeTokens('segredo-com-mais-de-trinta-e-dois-caracteres', 60);
    expect(await emissor.verificar(await emissor.emitir(dados))).toMatchObject(dados);
  });

  it('token de outro segredo é 401 sem Token-Expired; vencido é 401 com Token-Expired', async () => {
    const outro = new EmissorDeTokens('outro-segredo-com-mais-de-trinta-e-dois-caracteres', 60);
    const emissor = new EmissorDeTokens('segredo-com-mais-de-trinta-e-dois-caracteres', 1);
    await expect(emissor.verificar(await outro.emitir(dados))).rejects.toMatchObject({
      statusCode: 401,
      headers: {},
    });
    const token = await emissor.emitir(dados);
    await new Promise((r) => setTimeout(r, 2100));
    await expect(emissor.verificar(token)).rejects.toMatchObject({
      statusCode: 401,
      headers: { 'Token-Expired': 'true' },
    });
  });
});
