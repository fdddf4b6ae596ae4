import { jwtVerify, SignJWT } from 'jose';
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

describe('EmissorDeTokens troca tokens com o jose e recusa o que o jose recusaria (decisão 0177)', () => {
  const segredo = 'segredo-com-mais-de-trinta-e-dois-caracteres';
  const chave = new TextEncoder().encode(segredo);
  const emissor = new EmissorDeTokens(segredo, 60);
  const doJose = (alg: string) =>
    new SignJWT({ ...dados }).setProtectedHeader({ alg }).setIssuedAt().setExpirationTime('60s').sign(chave);
  const recusado = { statusCode: 401, headers: {} };

  it('um token emitido aqui passa no jwtVerify do jose, e um do jose (HS256) passa aqui', async () => {
    const { payload } = await jwtVerify(await emissor.emitir(dados), chave, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ ...dados, exp: (payload.iat ?? 0) + 60 });
    expect(await emissor.verificar(await doJose('HS256'))).toMatchObject(dados);
  });

  it('outro algoritmo com a mesma chave, "none", corpo trocado ou assinatura noutra grafia: 401', async () => {
    await expect(emissor.verificar(await doJose('HS512'))).rejects.toMatchObject(recusado);
    const [cabecalho, corpo, assinatura] = (await emissor.emitir(dados)).split('.') as [
      string,
      string,
      string,
    ];
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    await expect(emissor.verificar(`${none}.${corpo}.`)).rejects.toMatchObject(recusado);
    const admin = Buffer.from(JSON.stringify({ ...dados, role: 'Administrador', exp: 9e9 })).toString(
      'base64url',
    );
    await expect(emissor.verificar(`${cabecalho}.${admin}.${assinatura}`)).rejects.toMatchObject(recusado);
    await expect(emissor.verificar(`${cabecalho}.${corpo}.${assinatura}=`)).rejects.toMatchObject(recusado);
    await expect(emissor.verificar(`${cabecalho}.${corpo}`)).rejects.toMatchObject(recusado);
    await expect(emissor.verificar('')).rejects.toMatchObject(recusado);
  });
});
