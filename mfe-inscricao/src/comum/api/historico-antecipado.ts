import type { InscricaoDetalhe } from '@portal/contracts';
import { inscricaoApi } from './inscricao-api';

/**
 * The history page's reads, asked for while the route's guard checks the socioeconomic record: they need only the
 * signed-in user, and after the guard they were one more round trip before the page's largest paint (issue 12). Each
 * answer is used once, and only while fresh: a later visit, or the page's own reload, asks the API again.
 */
const LEITURAS = {
  meusCursos: (idUsuario: number) => inscricaoApi.meusCursos(idUsuario, 'todos', 'todos'),
  cancelamentos: (idUsuario: number) => inscricaoApi.avisoDeCancelamento(idUsuario),
};
type Leitura = keyof typeof LEITURAS;

const VALIDADE_MS = 10_000;
const antecipadas = new Map<string, { pedido: Promise<InscricaoDetalhe[]>; em: number }>();

export function anteciparHistorico(idUsuario: number): void {
  for (const [leitura, ler] of Object.entries(LEITURAS)) {
    const pedido = ler(idUsuario);
    // A guard that sends the candidate elsewhere never reads it.
    pedido.catch(() => undefined);
    antecipadas.set(`${leitura}:${idUsuario}`, { pedido, em: Date.now() });
  }
}

export function lerDoHistorico(leitura: Leitura, idUsuario: number): Promise<InscricaoDetalhe[]> {
  const chave = `${leitura}:${idUsuario}`;
  const antecipada = antecipadas.get(chave);
  antecipadas.delete(chave);
  return antecipada && Date.now() - antecipada.em <= VALIDADE_MS
    ? antecipada.pedido
    : LEITURAS[leitura](idUsuario);
}
