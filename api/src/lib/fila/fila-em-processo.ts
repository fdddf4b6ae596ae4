import type { FastifyBaseLogger } from 'fastify';
import type { Executar, Fila, OpcoesDeEnvio, PoliticaDeTarefa } from './fila.js';

interface Tipo {
  politica: PoliticaDeTarefa;
  executar: Executar<object>;
}

/**
 * The queue when the database is PGlite (one process by construction): each job runs as soon as it is queued, and
 * again after a failure, at the same exponential intervals pg-boss would use. Jobs waiting for a retry are lost if the
 * process stops; the scheduled sweeps pick up their work at the next start.
 */
export class FilaEmProcesso implements Fila {
  readonly tipo = 'em-processo';
  private readonly tipos = new Map<string, Tipo>();
  private readonly esperando = new Set<string>();
  private readonly temporizadores = new Set<NodeJS.Timeout>();
  private readonly emCurso = new Set<Promise<void>>();
  private parada = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  async definir<D extends object>(
    nome: string,
    politica: PoliticaDeTarefa,
    executar: Executar<D>,
  ): Promise<void> {
    this.tipos.set(nome, { politica, executar: executar as Executar<object> });
  }

  async enviar<D extends object>(
    nome: string,
    dados: D,
    chave?: string,
    { depoisDeSegundos }: OpcoesDeEnvio = {},
  ): Promise<void> {
    const tipo = this.tipos.get(nome);
    if (!tipo) throw new Error(`tarefa não definida: ${nome}`);
    const id = chave ? `${nome}:${chave}` : undefined;
    if (id && this.esperando.has(id)) return;
    if (id) this.esperando.add(id);
    if (depoisDeSegundos) this.mais(depoisDeSegundos * 1000, () => this.tentar(nome, tipo, dados, 1, id));
    else this.tentar(nome, tipo, dados, 1, id);
  }

  /** Runs `fazer` in `ms`, unless the queue stops first (a timer that does not hold the process open). */
  private mais(ms: number, fazer: () => void): void {
    const t = setTimeout(() => {
      this.temporizadores.delete(t);
      fazer();
    }, ms);
    t.unref();
    this.temporizadores.add(t);
  }

  async agendar(nome: string): Promise<void> {
    await this.enviar(nome, {}, 'agendada');
  }

  async parar(): Promise<void> {
    this.parada = true;
    for (const t of this.temporizadores) clearTimeout(t);
    await Promise.allSettled([...this.emCurso]);
  }

  private tentar(nome: string, tipo: Tipo, dados: object, tentativa: number, id?: string): void {
    if (this.parada) return;
    const execucao = tipo
      .executar(dados)
      .then(() => void (id && this.esperando.delete(id)))
      .catch((erro: unknown) => {
        this.log.warn({ tarefa: nome, tentativa, erro: (erro as Error).message }, 'tarefa falhou');
        if (tentativa >= tipo.politica.tentativas) return void (id && this.esperando.delete(id));
        const esperaMs = tipo.politica.esperaSegundos * 1000 * 2 ** (tentativa - 1);
        this.mais(esperaMs, () => this.tentar(nome, tipo, dados, tentativa + 1, id));
      })
      .finally(() => this.emCurso.delete(execucao));
    this.emCurso.add(execucao);
  }
}
