import type { Pergunta } from '@portal/contracts';
import { deRespostasSalvas, escolher, MENSAGEM_OBRIGATORIA, paraEnvio, validarRespostas } from './respostas';

const texto: Pergunta = {
  id: 1,
  texto: 'Qual sua experiência?',
  tipo: 'TEXTO',
  obrigatoria: true,
  opcoes: [],
};
const unica: Pergunta = {
  id: 2,
  texto: 'Tem empresa?',
  tipo: 'UNICA',
  obrigatoria: true,
  opcoes: [
    { id: 21, texto: 'Sim' },
    { id: 22, texto: 'Não' },
  ],
};
const multipla: Pergunta = {
  id: 3,
  texto: 'Áreas',
  tipo: 'MULTIPLA',
  obrigatoria: false,
  opcoes: [
    { id: 31, texto: 'TI' },
    { id: 32, texto: 'Vendas' },
  ],
};
const perguntas = [texto, unica, multipla];

describe('validarRespostas', () => {
  it('cobra as obrigatórias sem resposta, inclusive texto só com espaços', () => {
    expect(validarRespostas(perguntas, { 1: '   ' })).toEqual({
      'pergunta-1': MENSAGEM_OBRIGATORIA,
      'pergunta-2': MENSAGEM_OBRIGATORIA,
    });
  });

  it('aceita quando as obrigatórias foram respondidas', () => {
    expect(validarRespostas(perguntas, { 1: 'Vendas', 2: [21] })).toEqual({});
  });
});

describe('paraEnvio', () => {
  it('envia só as respondidas, no formato de cada tipo', () => {
    expect(paraEnvio(perguntas, { 1: ' Vendas ', 2: [22], 3: [] })).toEqual([
      { idPergunta: 1, texto: 'Vendas' },
      { idPergunta: 2, idsOpcoes: [22] },
    ]);
  });

  it('ida e volta pelas respostas salvas', () => {
    const enviadas = paraEnvio(perguntas, { 1: 'Vendas', 2: [21], 3: [31, 32] });
    expect(deRespostasSalvas(enviadas)).toEqual({ 1: 'Vendas', 2: [21], 3: [31, 32] });
  });
});

describe('escolher', () => {
  it('única substitui a escolha; múltipla alterna', () => {
    expect(escolher(unica, [21], 22)).toEqual([22]);
    expect(escolher(multipla, [31], 32)).toEqual([31, 32]);
    expect(escolher(multipla, [31, 32], 31)).toEqual([32]);
    expect(escolher(multipla, undefined, 31)).toEqual([31]);
  });
});
