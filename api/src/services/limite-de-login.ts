import { segundosDeEspera, type RegraDeAtraso } from '../lib/atraso-de-login.js';
import type { RepositorioDeContadores } from '../repositories/contadores.js';
import type { RepositorioDeEnderecosConhecidos } from '../repositories/enderecos-conhecidos.js';

export interface LimitesDeLogin {
  /** Failures in a row, of one account from one address, before the waits start (LOGIN_MAX_TENTATIVAS). */
  livresPorPar: number;
  /** Failed sign-ins from one address, over every account, per window (LOGIN_MAX_POR_ENDERECO). */
  falhasPorEndereco: number;
}

const UM_DIA = 24 * 60 * 60;
const JANELA_ENDERECO = 10 * 60;
const QUINZE_MINUTOS = 15 * 60;
/** An address stays known to the account this long after its last sign-in there. */
const DIAS_CONHECIDO = 90;
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
    private readonly enderecos: RepositorioDeEnderecosConhecidos,
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
    await this.enderecos.lembrar(idUsuario, endereco);
  }

  /** After a password reset through the e-mailed link, the account starts clean everywhere. */
  async liberar(idUsuario: number): Promise<void> {
    await this.contadores.zerar(`login:conta:u${idUsuario}`);
    await this.contadores.zerarComPrefixo(`login:par:u${idUsuario}:`);
  }

  private conhecido(idUsuario: number, endereco: string): Promise<boolean> {
    return this.enderecos.conhecido(idUsuario, endereco, DIAS_CONHECIDO);
  }
}
