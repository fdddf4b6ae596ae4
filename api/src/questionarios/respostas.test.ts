import type { Questionario } from '@portal/contracts';
import { problemasDasRespostas } from './respostas.js';

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
