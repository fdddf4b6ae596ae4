import { Mensagem, Papel, PapelDaEquipe, type AccessTokenClaims } from '@portal/contracts';
import { alcanceDe, AutorizacaoDaGestao, permissaoDe } from './autorizacao-da-gestao.js';
import type { Alcance, RepositorioDeGestao } from './gestao.repositorio.js';

const quem = (role: string, sid = 40): AccessTokenClaims => ({
  sid,
  sessao: 's',
  name: 'Equipe',
  email: 'equipe@exemplo.gov.br',
  role,
  aceitouTermo: true,
  exp: 0,
  iat: 0,
});

/** The repository's one question, answered from a table: class id → in the caller's scope (absent: no such class). */
function repositorio(turmas: Record<number, boolean>) {
  const perguntas: { alcance: Alcance; idTurma: number }[] = [];
  const repo = {
    turmaNoEscopo: async (alcance: Alcance, idTurma: number) => {
      perguntas.push({ alcance, idTurma });
      return idTurma in turmas ? { id: idTurma, no_escopo: turmas[idTurma]! } : undefined;
    },
  } as unknown as RepositorioDeGestao;
  return { repo, perguntas };
}

describe('permissão na área de operações (decisão 1500)', () => {
  it('Candidato e papéis fora da área: 403', () => {
    for (const role of [Papel.Candidato, 'Solicitante'])
      expect(() => permissaoDe(quem(role), 'ver')).toThrow(
        expect.objectContaining({ statusCode: 403, message: Mensagem.acessoNegado }),
      );
  });

  it('Professor vê e lista, mas não exporta nem altera', () => {
    expect(permissaoDe(quem(PapelDaEquipe.Professor), 'listarInscricoes').todas).toBe(false);
    for (const acao of ['exportar', 'alterar', 'verHistorico'] as const)
      expect(() => permissaoDe(quem(PapelDaEquipe.Professor), acao)).toThrow(
        expect.objectContaining({ statusCode: 403 }),
      );
  });

  it('o alcance diz quem pergunta e se vê todas as turmas', () => {
    expect(alcanceDe(quem(Papel.Administrador, 1))).toEqual({ idUsuario: 1, todas: true });
    expect(alcanceDe(quem(PapelDaEquipe.Executora, 7))).toEqual({ idUsuario: 7, todas: false });
  });
});

describe('a porta de toda chamada sobre uma turma', () => {
  it('no escopo: devolve a permissão, e o banco foi perguntado com o alcance de quem chama', async () => {
    const { repo, perguntas } = repositorio({ 5: true });
    const permissao = await new AutorizacaoDaGestao(repo).exigir(
      quem(PapelDaEquipe.Executora, 7),
      'exportar',
      5,
    );
    expect(permissao).toMatchObject({ todas: false, confereDocumento: true });
    expect(perguntas).toEqual([{ alcance: { idUsuario: 7, todas: false }, idTurma: 5 }]);
  });

  it('turma inexistente: 404 com a mensagem da turma', async () => {
    const { repo } = repositorio({});
    await expect(
      new AutorizacaoDaGestao(repo).exigir(quem(Papel.Administrador), 'ver', 99),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: Mensagem.turmaNaoEncontrada,
    });
  });

  it('fora do escopo: 403 que diz por quê', async () => {
    const { repo } = repositorio({ 5: false });
    await expect(
      new AutorizacaoDaGestao(repo).exigir(quem(PapelDaEquipe.Secretaria), 'ver', 5),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: 'Esta turma não está entre as turmas sob sua responsabilidade.',
    });
  });

  it('o papel é conferido antes de perguntar ao banco', async () => {
    const { repo, perguntas } = repositorio({ 5: true });
    await expect(new AutorizacaoDaGestao(repo).exigir(quem(Papel.Candidato), 'ver', 5)).rejects.toMatchObject(
      {
        statusCode: 403,
      },
    );
    expect(perguntas).toEqual([]);
  });
});
