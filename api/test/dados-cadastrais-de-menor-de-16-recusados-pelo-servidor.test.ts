import { Mensagem } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { BASE, cadastro } from '../src/testes/registros-do-candidato.js';

/**
 * Spec §5: under 16 (by birth year) is refused at the update checks. The account's own update refused it, and so did
 * the registration form in the browser, but the candidate's records took any date, a future one too, through a direct
 * call; the enrolment rules read that date first.
 */
const t = usarContextoDemo();
const dezAnos = `01/01/${new Date().getFullYear() - 10}`;
const recusa = [400, [Mensagem.idadeMinimaCadastro]];
const nascimentoDe = async (id: number) =>
  (
    await t.ctx.db.query<{ data: string }>(
      "SELECT to_char(data_nascimento, 'DD/MM/YYYY') AS data FROM dados_cadastrais WHERE id_usuario = $1",
      [id],
    )
  )[0]?.data;

it.each([
  [
    'PATCH PessoaFisica',
    'PATCH',
    (): string => `${BASE}/PessoaFisica/${t.s.maria.id}`,
    (data: string): object => ({ dataNascimento: data }),
  ],
  [
    'PUT dadosCadastrais/update',
    'PUT',
    (): string => `${BASE}/dadosCadastrais/update`,
    (data: string): object => ({ ...cadastro(t.s.maria.id), dataNascimento: data }),
  ],
] as const)(
  '%s: menos de 16 anos ou uma data no futuro são recusados e nada muda',
  async (_, metodo, url, corpo) => {
    const antes = await nascimentoDe(t.s.maria.id);
    for (const data of [dezAnos, '01/01/9999']) {
      const r = await requisitar(t.ctx.app, metodo, url(), { token: t.s.maria.token, body: corpo(data) });
      expect([r.statusCode, r.json().errors]).toEqual(recusa);
    }
    expect(await nascimentoDe(t.s.maria.id)).toBe(antes);
  },
);

it('POST dadosCadastrais/create: menos de 16 anos é recusado e nada é criado', async () => {
  const r = await requisitar(t.ctx.app, 'POST', `${BASE}/dadosCadastrais/create`, {
    token: t.s.joao.token,
    body: { ...cadastro(t.s.joao.id), dataNascimento: dezAnos },
  });
  expect([r.statusCode, r.json().errors]).toEqual(recusa);
  expect(await nascimentoDe(t.s.joao.id)).toBeUndefined();
});

it('um PATCH sem a data de nascimento não a confere (Pedro, 15 anos, muda o telefone)', async () => {
  const r = await requisitar(t.ctx.app, 'PATCH', `${BASE}/PessoaFisica/${t.s.pedro.id}`, {
    token: t.s.pedro.token,
    body: { telefone: '11912345678' },
  });
  expect(r.statusCode).toBe(200);
});
