import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

const t = usarContextoDemo();
const CPF_DE_OUTRA_PESSOA = '11144477735';
const cpfGuardado = async (id: number) =>
  (await t.ctx.db.query<{ cpf: string }>('SELECT cpf FROM dados_cadastrais WHERE id_usuario = $1', [id]))[0]!
    .cpf;

describe('o CPF é o da conta: não muda por PATCH nem pela atualização do cadastro', () => {
  it('PATCH de PessoaFisica com o CPF de outra pessoa responde 400 e não muda nada', async () => {
    const { id, token } = t.s.maria;
    const r = await requisitar(t.ctx.app, 'PATCH', `/v1/candidato/viaRapida/PessoaFisica/${id}`, {
      token,
      body: { cpf: CPF_DE_OUTRA_PESSOA },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual(['O CPF não pode ser alterado: ele é o da sua conta.']);
    expect(await cpfGuardado(id)).toBe('52998224725');
  });

  it('PATCH com o próprio CPF (com pontuação) e outro campo é aceito', async () => {
    const { id, token } = t.s.maria;
    const r = await requisitar(t.ctx.app, 'PATCH', `/v1/candidato/viaRapida/PessoaFisica/${id}`, {
      token,
      body: { cpf: '529.982.247-25', nomeSocial: 'Mari' },
    });
    expect(r.statusCode).toBe(200);
  });

  it('PUT dadosCadastrais/update com o CPF de outra pessoa responde 400', async () => {
    const { id, token } = t.s.maria;
    const atual = (
      await requisitar(t.ctx.app, 'GET', `/v1/candidato/viaRapida/dadosCadastrais/${id}`, { token })
    ).json();
    const body = { ...atual, idUsuario: id, cpf: CPF_DE_OUTRA_PESSOA };
    for (const chave of Object.keys(body)) if (body[chave] === null) delete body[chave];
    const r = await requisitar(t.ctx.app, 'PUT', '/v1/candidato/viaRapida/dadosCadastrais/update', {
      token,
      body,
    });
    expect(r.statusCode).toBe(400);
    expect(await cpfGuardado(id)).toBe('52998224725');
  });
});
