import { Erros } from '../lib/http-error.js';
import type { RepositorioDeContadores } from './contadores.repositorio.js';

const JANELA = 10 * 60;
/** Lookups per address and window: a CGNAT address with hundreds of people registering stays well below. */
const CONSULTAS_POR_ENDERECO = 300;
/** Lookups that found an account (e-mail taken, CPF or e-mail 409): a person finds their own once or twice. */
const ACHADOS_POR_ENDERECO = 20;

/**
 * Enumeration throttle for the answers the spec requires to be informative (VerificarEmail, the 409 of registration):
 * counted per address in PostgreSQL, so bulk enumeration from one address stops after a few accounts found.
 */
export class LimiteDeEnumeracao {
  constructor(private readonly contadores: RepositorioDeContadores) {}

  /** Counts the lookup, and refuses (429) once the address used its lookups or its found accounts. */
  async exigirFolga(endereco: string): Promise<void> {
    const achados = await this.contadores.ler(`enumeracao:achados:${endereco}`, JANELA);
    const consultas = await this.contadores.somar(`enumeracao:consultas:${endereco}`, JANELA);
    if (achados.contagem >= ACHADOS_POR_ENDERECO || consultas > CONSULTAS_POR_ENDERECO)
      throw Erros.muitasRequisicoes();
  }

  async contarAchado(endereco: string): Promise<void> {
    await this.contadores.somar(`enumeracao:achados:${endereco}`, JANELA);
  }
}
