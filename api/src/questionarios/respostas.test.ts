import { Mensagem, type Questionario, type RespostasQuestionario } from '@portal/contracts';
import { alterarRespostas, problemasDasRespostas, registrarRespostas } from './respostas.js';
import type { RepositorioDeQuestionarios } from './questionarios.repositorio.js';

const perguntas: Questionario['perguntas'] = [
  {
    id: 1,
    texto: 'Trabalha?',
    tipo: 'UNICA',
    obrigatoria: true,
    opcoes: [
      { id: 10, texto: 'Sim' },
      { id: 11, texto: 'Não' },
    ],
  },
  { id: 2, texto: 'Comentário', tipo: 'TEXTO', obrigatoria: false, opcoes: [] },
];

describe('problemasDasRespostas', () => {
  it('aceita respostas completas', () => {
    expect(problemasDasRespostas(perguntas, [{ idPergunta: 1, idsOpcoes: [10] }])).toEqual([]);
  });

  it('aponta pergunta obrigatória vazia, opção de outra pergunta, duas opções numa única e pergunta alheia', () => {
    expect(problemasDasRespostas(perguntas, [])).toEqual(['Trabalha?: resposta obrigatória.']);
    expect(problemasDasRespostas(perguntas, [{ idPergunta: 1, idsOpcoes: [10, 11] }])).toEqual([
      'Trabalha?: escolha só uma opção.',
    ]);
    expect(problemasDasRespostas(perguntas, [{ idPergunta: 1, idsOpcoes: [99] }])).toEqual([
      'Trabalha?: opção inválida.',
    ]);
    expect(
      problemasDasRespostas(perguntas, [
        { idPergunta: 1, idsOpcoes: [10] },
        { idPergunta: 7, texto: 'x' },
      ]),
    ).toEqual(['Pergunta 7 não pertence a este questionário.']);
  });
});

describe('problemasDasRespostas: os limites', () => {
  const obrigatorias: Questionario['perguntas'] = [
    { ...perguntas[0]!, tipo: 'MULTIPLA' },
    { id: 2, texto: 'Comentário', tipo: 'TEXTO', obrigatoria: true, opcoes: [] },
  ];

  it('uma pergunta de várias opções aceita duas; uma lista de opções vazia é resposta vazia', () => {
    expect(
      problemasDasRespostas(obrigatorias, [
        { idPergunta: 1, idsOpcoes: [10, 11] },
        { idPergunta: 2, texto: 'ok' },
      ]),
    ).toEqual([]);
    expect(
      problemasDasRespostas(obrigatorias, [
        { idPergunta: 1, idsOpcoes: [] },
        { idPergunta: 2, texto: 'ok' },
      ]),
    ).toEqual(['Trabalha?: resposta obrigatória.']);
  });

  it('um texto só de espaços é resposta vazia; um texto sem opções não é "opção inválida"', () => {
    expect(
      problemasDasRespostas(obrigatorias, [
        { idPergunta: 1, idsOpcoes: [10] },
        { idPergunta: 2, texto: '   ' },
      ]),
    ).toEqual(['Comentário: resposta obrigatória.']);
    expect(
      problemasDasRespostas(obrigatorias, [{ idPergunta: 1, idsOpcoes: [10] }, { idPergunta: 2 }]),
    ).toEqual(['Comentário: resposta obrigatória.']);
  });

  it('uma opção válida ao lado de uma inválida ainda é opção inválida', () => {
    expect(problemasDasRespostas(perguntas, [{ idPergunta: 1, idsOpcoes: [10, 99] }])).toContain(
      'Trabalha?: opção inválida.',
    );
  });

  it('uma única sem lista de opções não é "escolha só uma"', () => {
    expect(problemasDasRespostas(perguntas, [{ idPergunta: 1 }])).toEqual([
      'Trabalha?: resposta obrigatória.',
    ]);
  });
});

describe('registrar e alterar respostas', () => {
  const RESPOSTAS: RespostasQuestionario = {
    idQuestionario: 3,
    idUsuario: 5,
    respostas: [{ idPergunta: 1, idsOpcoes: [10] }],
  };

  /** The repository's answers, and what it was asked (method and argument), in order. */
  function repositorio(estado: { existe?: boolean; cursoExiste?: boolean; gravou?: boolean }) {
    const chamadas: [string, unknown][] = [];
    const anotar =
      <T>(metodo: string, resposta: T) =>
      async (argumento: unknown) => {
        chamadas.push([metodo, argumento]);
        return resposta;
      };
    const repo = {
      existentes: anotar('existentes', {
        questionario: estado.existe ?? true,
        usuario: true,
        curso: estado.cursoExiste ?? true,
        periodo: true,
      }),
      perguntas: anotar('perguntas', perguntas),
      responder: anotar('responder', estado.gravou ?? true),
      alterarRespostas: anotar('alterarRespostas', estado.gravou ?? true),
    } as unknown as RepositorioDeQuestionarios;
    return Object.assign(repo, { chamadas });
  }

  it('grava uma vez o que confere com o questionário', async () => {
    const repo = repositorio({});
    await registrarRespostas(repo, RESPOSTAS);
    expect(repo.chamadas).toEqual([
      ['existentes', RESPOSTAS],
      ['perguntas', 3],
      ['responder', RESPOSTAS],
    ]);
  });

  it('questionário inexistente: 404, e nada é gravado', async () => {
    const repo = repositorio({ existe: false });
    await expect(registrarRespostas(repo, RESPOSTAS)).rejects.toMatchObject({
      statusCode: 404,
      message: Mensagem.questionarioNaoEncontrado,
    });
    expect(repo.chamadas).toEqual([['existentes', RESPOSTAS]]);
  });

  it('curso inexistente: 404 que diz qual, e nada é gravado', async () => {
    const repo = repositorio({ cursoExiste: false });
    await expect(registrarRespostas(repo, { ...RESPOSTAS, idCurso: 9 })).rejects.toMatchObject({
      statusCode: 404,
      message: Mensagem.cursoNaoEncontrado,
    });
    expect(repo.chamadas.map(([metodo]) => metodo)).toEqual(['existentes']);
  });

  it('respostas que não conferem: 400 com cada problema, e nada é gravado', async () => {
    const repo = repositorio({});
    await expect(
      registrarRespostas(repo, { ...RESPOSTAS, respostas: [{ idPergunta: 1, idsOpcoes: [99] }] }),
    ).rejects.toMatchObject({ statusCode: 400, errors: ['Trabalha?: opção inválida.'] });
    expect(repo.chamadas.map(([metodo]) => metodo)).toEqual(['existentes', 'perguntas']);
  });

  it('responder de novo: 409; alterar o que não existe: 404', async () => {
    await expect(registrarRespostas(repositorio({ gravou: false }), RESPOSTAS)).rejects.toMatchObject({
      statusCode: 409,
      message: Mensagem.respostaJaEnviada,
    });
    await expect(alterarRespostas(repositorio({ gravou: false }), RESPOSTAS)).rejects.toMatchObject({
      statusCode: 404,
      message: Mensagem.respostaNaoEncontrada,
    });
    const repo = repositorio({});
    await alterarRespostas(repo, RESPOSTAS);
    expect(repo.chamadas.at(-1)).toEqual(['alterarRespostas', RESPOSTAS]);
  });
});
