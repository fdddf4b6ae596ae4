import type { Pergunta, RespostasQuestionario } from '@portal/contracts';
import type { ErrosPorCampo } from '@portal/ui';

/** What the candidate answered, by question id: text for TEXTO, chosen option ids for UNICA and MULTIPLA. */
export type Respostas = Record<string, string | number[]>;

export const idDaPergunta = (idPergunta: number): string => `pergunta-${idPergunta}`;
export const MENSAGEM_OBRIGATORIA = 'Responda esta pergunta.';

function respondida(pergunta: Pergunta, valor: Respostas[string] | undefined): boolean {
  if (pergunta.tipo === 'TEXTO') return typeof valor === 'string' && valor.trim() !== '';
  return Array.isArray(valor) && valor.length > 0;
}

export function validarRespostas(perguntas: readonly Pergunta[], respostas: Respostas): ErrosPorCampo {
  const erros: ErrosPorCampo = {};
  for (const pergunta of perguntas) {
    if (pergunta.obrigatoria && !respondida(pergunta, respostas[pergunta.id]))
      erros[idDaPergunta(pergunta.id)] = MENSAGEM_OBRIGATORIA;
  }
  return erros;
}

/** Only answered questions travel, each in the shape its type uses (contracts respostaSchema). */
export function paraEnvio(
  perguntas: readonly Pergunta[],
  respostas: Respostas,
): RespostasQuestionario['respostas'] {
  return perguntas
    .filter((p) => respondida(p, respostas[p.id]))
    .map((p) => {
      const valor = respostas[p.id];
      return p.tipo === 'TEXTO'
        ? { idPergunta: p.id, texto: String(valor).trim() }
        : { idPergunta: p.id, idsOpcoes: valor as number[] };
    });
}

/** Answers already stored by the API, back into the form's shape. */
export function deRespostasSalvas(salvas: RespostasQuestionario['respostas']): Respostas {
  const respostas: Respostas = {};
  for (const r of salvas) respostas[r.idPergunta] = r.texto ?? r.idsOpcoes ?? [];
  return respostas;
}

/** A radio replaces the choice; a checkbox toggles its option. */
export function escolher(
  pergunta: Pergunta,
  atual: Respostas[string] | undefined,
  idOpcao: number,
): number[] {
  if (pergunta.tipo === 'UNICA') return [idOpcao];
  const escolhidas = Array.isArray(atual) ? atual : [];
  return escolhidas.includes(idOpcao) ? escolhidas.filter((id) => id !== idOpcao) : [...escolhidas, idOpcao];
}
