import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar, sessaoDireta, type Sessao } from '../src/testes/cliente.js';
import { convocar, mensagensPara } from '../src/testes/convocacao.js';
import { sessoesDaEquipe, turmasDosEscopos, type Perfil } from '../src/testes/equipe.js';
import { criarCandidatosAptos, criarInscricao } from '../src/testes/turmas.js';

/**
 * Decreto 8.727/2016 in the operations area (decision 1550): the staff lists, the CSV, the class history and the
 * call-up e-mail name a person by the social name they declared (their record in the portal, else gov.br's
 * social_name); the civil name goes, labelled apart, only to the profiles that check ID documents at the counter.
 */
let ctx: Contexto;
let equipe: Record<Perfil, Sessao>;
let turma: number;
const ids: Record<'renata' | 'lia' | 'carlos', number> = { renata: 0, lia: 0, carlos: 0 };
const inscricoes: Record<keyof typeof ids, number> = { renata: 0, lia: 0, carlos: 0 };

beforeAll(async () => {
  ctx = await criarContexto();
  equipe = await sessoesDaEquipe(ctx.app);
  turma = (await turmasDosEscopos(ctx.app)).turma;
  const [renata, lia, carlos] = await criarCandidatosAptos(ctx.db, 3, 'nomesocial');
  Object.assign(ids, { renata: renata!, lia: lia!, carlos: carlos! });
  const nomear = (id: number, nome: string) =>
    ctx.db.query('UPDATE usuario SET nome = $2 WHERE id = $1', [id, nome]);
  // Renata told the portal her social name in her record; Lia only has it at gov.br (decision 0186); Carlos has none.
  await nomear(ids.renata, 'Roberto Alves Pereira');
  await ctx.db.query(`UPDATE dados_cadastrais SET nome_social = 'Renata Alves' WHERE id_usuario = $1`, [
    ids.renata,
  ]);
  await nomear(ids.lia, 'Luiz Costa');
  await ctx.db.query(`UPDATE usuario SET govbr_dados = '{"social_name": " Lia Costa "}' WHERE id = $1`, [
    ids.lia,
  ]);
  await nomear(ids.carlos, 'Carlos Lima');
  for (const [chave, id] of Object.entries(ids) as [keyof typeof ids, number][]) {
    const resposta = await criarInscricao(ctx.app, await sessaoDireta(ctx.app, id), turma);
    expect([chave, resposta.statusCode]).toEqual([chave, 201]);
    inscricoes[chave] = (resposta.json() as { id: number }).id;
  }
});
afterAll(() => ctx.fechar());

interface Linha {
  idInscricao: number;
  nome: string;
  nomeCivil: string | null;
}

async function lista(perfil: Perfil): Promise<Map<number, Linha>> {
  const resposta = await requisitar(ctx.app, 'GET', `/v1/gestao/turmas/${turma}/inscricoes?porPagina=100`, {
    token: equipe[perfil].token,
  });
  expect(resposta.statusCode).toBe(200);
  return new Map((resposta.json().itens as Linha[]).map((l) => [l.idInscricao, l]));
}

describe('lista de inscrições da turma', () => {
  it.each(['executora', 'admin'] as const)(
    '%s (confere o documento no balcão): o nome social como nome, e o nome civil à parte',
    async (perfil) => {
      const linhas = await lista(perfil);
      expect(linhas.get(inscricoes.renata)).toMatchObject({
        nome: 'Renata Alves',
        nomeCivil: 'Roberto Alves Pereira',
      });
      expect(linhas.get(inscricoes.lia)).toMatchObject({ nome: 'Lia Costa', nomeCivil: 'Luiz Costa' });
      // Without a social name the civil name is the name, and nothing is repeated.
      expect(linhas.get(inscricoes.carlos)).toMatchObject({ nome: 'Carlos Lima', nomeCivil: null });
    },
  );

  it.each(['secretaria', 'professor', 'inscricao'] as const)(
    '%s: só o nome social, nunca o civil',
    async (perfil) => {
      const linhas = await lista(perfil);
      expect(linhas.get(inscricoes.renata)).toMatchObject({ nome: 'Renata Alves', nomeCivil: null });
      expect(linhas.get(inscricoes.lia)).toMatchObject({ nome: 'Lia Costa', nomeCivil: null });
      expect(JSON.stringify([...linhas.values()])).not.toMatch(/Roberto|Luiz/);
    },
  );
});

describe('CSV', () => {
  const csv = async (perfil: Perfil) => {
    const resposta = await requisitar(ctx.app, 'GET', `/v1/gestao/turmas/${turma}/inscricoes.csv`, {
      token: equipe[perfil].token,
    });
    expect(resposta.statusCode).toBe(200);
    return resposta.body.replace(/^\uFEFF/, '').split('\r\n');
  };

  it('da Executora: coluna "Nome civil" ao lado do nome, preenchida só para quem tem nome social', async () => {
    const linhas = await csv('executora');
    expect(linhas[0]).toMatch(/^Inscrição;Nome;Nome civil;CPF;Status;/);
    expect(linhas.find((l) => l.startsWith(`${inscricoes.renata};`))).toMatch(
      new RegExp(`^${inscricoes.renata};Renata Alves;Roberto Alves Pereira;\\d{3}\\.`),
    );
    expect(linhas.find((l) => l.startsWith(`${inscricoes.carlos};`))).toMatch(
      new RegExp(`^${inscricoes.carlos};Carlos Lima;;\\d{3}\\.`),
    );
  });

  it('da Secretaria: sem a coluna, e o nome é o social', async () => {
    const linhas = await csv('secretaria');
    expect(linhas[0]).toMatch(/^Inscrição;Nome;CPF;Status;/);
    expect(linhas.find((l) => l.startsWith(`${inscricoes.renata};`))).toMatch(
      new RegExp(`^${inscricoes.renata};Renata Alves;\\*\\*\\*\\.`),
    );
    expect(linhas.join('\n')).not.toMatch(/Roberto|Luiz/);
  });
});

describe('convocação e histórico da turma', () => {
  it('o e-mail de convocação chama pelo nome social; o histórico também, para todos os perfis', async () => {
    const r = await convocar(ctx.app, equipe.executora.token, turma, {
      idsInscricao: [inscricoes.renata, inscricoes.lia],
    });
    expect(r.statusCode).toBe(201);
    const email = async (id: number) => {
      const [linha] = await ctx.db.query<{ email: string }>('SELECT email FROM usuario WHERE id = $1', [id]);
      const [mensagem] = await mensagensPara(ctx.db, linha!.email, 'CONVOCACAO');
      return mensagem!.corpo;
    };
    expect(await email(ids.renata)).toMatch(/^Olá, Renata Alves\./);
    expect(await email(ids.lia)).toMatch(/^Olá, Lia Costa\./);

    for (const perfil of ['executora', 'inscricao'] as const) {
      const historico = await requisitar(
        ctx.app,
        'GET',
        `/v1/gestao/turmas/${turma}/historico?porPagina=100`,
        {
          token: equipe[perfil].token,
        },
      );
      expect(historico.statusCode).toBe(200);
      const nomes = (historico.json().itens as { idInscricao: number | null; nome: string | null }[])
        .filter((e) => e.idInscricao === inscricoes.renata || e.idInscricao === inscricoes.lia)
        .map((e) => e.nome);
      expect(new Set(nomes)).toEqual(new Set(['Renata Alves', 'Lia Costa']));
      expect(historico.body).not.toMatch(/Roberto|Luiz/);
    }
  });
});
