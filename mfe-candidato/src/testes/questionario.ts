import { Mensagem } from '@portal/contracts';

/** The API's answer when user 9 has not answered the questionnaire yet. */
export const SEM_RESPOSTAS = {
  'GET /v1/questionarios/respostas': {
    status: 404,
    data: { message: Mensagem.respostaNaoEncontrada, errors: [Mensagem.respostaNaoEncontrada] },
  },
};

/** A questionnaire (tipo EMPREENDA, course 12) with one question of each kind: single choice, multiple, text. */
export const QUESTIONARIO = {
  id: 4,
  titulo: 'Perfil empreendedor',
  tipo: 'EMPREENDA',
  idCurso: 12,
  perguntas: [
    {
      id: 41,
      texto: 'Você já tem um negócio?',
      tipo: 'UNICA',
      obrigatoria: true,
      opcoes: [
        { id: 1, texto: 'Sim' },
        { id: 2, texto: 'Não' },
      ],
    },
    {
      id: 42,
      texto: 'Áreas de interesse',
      tipo: 'MULTIPLA',
      obrigatoria: false,
      opcoes: [
        { id: 3, texto: 'Comércio' },
        { id: 4, texto: 'Serviços' },
      ],
    },
    { id: 43, texto: 'Conte sua ideia', tipo: 'TEXTO', obrigatoria: true, opcoes: [] },
  ],
};
