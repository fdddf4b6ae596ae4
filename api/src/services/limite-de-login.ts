import type { Executor } from '../db/types.js';
import { segundosDeEspera, type RegraDeAtraso } from '../lib/atraso-de-login.js';
import type { RepositorioDeContadores } from '../repositories/contadores.js';

export interface LimitesDeLogin {
  /** Failures in a row, of one account from one address, before the waits start (LOGIN_MAX_TENTATIVAS). */
  livresPorPar: number;
  /** Failed sign-ins from one address, over every account, per window (LOGIN_MAX_POR_ENDERECO). */
  falhasPorEndereco: number;
}

const UM_DIA = 24 * 60 * 60;
const JANELA_ENDERECO = 10 * 60;
const QUINZE_MINUTOS = 15 * 60;
/** The whole account, counted over every address it is not known at: a botnet guessing from many places. */
const REGRA_CONTA: RegraDeAtraso = { livres: 10, tetoSegundos: QUINZE_MINUTOS, bloqueioEm: 100 };

/**
 * Sign-in throttling (decision 0121): a progressive delay per (account, address) pair and per account, plus a cap on
 * failures per address. An address where the account already signed in is spared the account-wide delay and the
 * address cap, so an attack from elsewhere cannot lock the owner out. Counters live in PostgreSQL.
 */
export class ServicoDeLimiteDeLogin {
  private readonly regraPar: RegraDeAtraso;

  constructor(
    private readonly db: Executor,
    private readonly contadores: RepositorioDeContadores,
    private readonly limites: LimitesDeLogin,
  ) {
    this.regraPar = { livres: limites.livresPorPar, tetoSegundos: QUINZE_MINUTOS };
  }

  /** Seconds the caller must wait before trying this account from this address (0: go ahead). */
  async espera(conta: string, endereco: string, idUsuario: number | null): Promise<number> {
    const par = await this.contadores.ler(`login:par:${conta}:${endereco}`, UM_DIA);
    const esperas = [segundosDeEspera(par.contagem, par.segundosDesdeUltima, this.regraPar)];
    if (!(idUsuario !== null && (await this.conhecido(idUsuario, endereco)))) {
      const daConta = await this.contadores.ler(`login:conta:${conta}`, UM_DIA);
      esperas.push(segundosDeEspera(daConta.contagem, daConta.segundosDesdeUltima, REGRA_CONTA));
      const doEndereco = await this.contadores.ler(`login:endereco:${endereco}`, JANELA_ENDERECO);
      if (doEndereco.contagem >= this.limites.falhasPorEndereco)
        esperas.push(Math.ceil(JANELA_ENDERECO - doEndereco.segundosDesdeInicio));
    }
    return Math.max(...esperas);
  }

  async falhou(conta: string, endereco: string): Promise<void> {
    await this.contadores.somar(`login:par:${conta}:${endereco}`, UM_DIA);
    await this.contadores.somar(`login:conta:${conta}`, UM_DIA);
    await this.contadores.somar(`login:endereco:${endereco}`, JANELA_ENDERECO);
  }

  /** A success forgives the account's failures and makes this address known to it. */
  async entrou(conta: string, endereco: string, idUsuario: number): Promise<void> {
    await this.contadores.zerar(`login:par:${conta}:${endereco}`, `login:conta:${conta}`);
    await this.db.query(
      `INSERT INTO endereco_conhecido (id_usuario, endereco) VALUES ($1, $2)
       ON CONFLICT (id_usuario, endereco) DO UPDATE SET visto_em = now()`,
      [idUsuario, endereco],
    );
  }

  /** After a password reset through the e-mailed link, the account starts clean everywhere. */
  async liberar(idUsuario: number): Promise<void> {
    await this.db.query('DELETE FROM contador_tentativa WHERE chave = $1 OR chave LIKE $2', [
      `login:conta:u${idUsuario}`,
      `login:par:u${idUsuario}:%`,
    ]);
  }

  private async conhecido(idUsuario: number, endereco: string): Promise<boolean> {
    const linhas = await this.db.query(
      "SELECT 1 FROM endereco_conhecido WHERE id_usuario = $1 AND endereco = $2 AND visto_em > now() - interval '90 days'",
      [idUsuario, endereco],
    );
    return linhas.length > 0;
  }
}
