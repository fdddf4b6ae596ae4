import { segundosDeEspera, type RegraDeAtraso } from '../lib/atraso-de-login.js';
import type { Contagem, RepositorioDeContadores } from '../limites/index.js';
import type { ChaveComJanela, RepositorioDoLimiteDeLogin } from './limite-de-login.repositorio.js';

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
const NADA: Contagem = { contagem: 0, segundosDesdeUltima: Number.POSITIVE_INFINITY, segundosDesdeInicio: 0 };

/** The three counters of a sign-in attempt: the (account, address) pair, the account, the address. */
function chavesDoLogin(
  conta: string,
  endereco: string,
): Record<'par' | 'conta' | 'endereco', ChaveComJanela> {
  return {
    par: { chave: `login:par:${conta}:${endereco}`, janelaSegundos: UM_DIA },
    conta: { chave: `login:conta:${conta}`, janelaSegundos: UM_DIA },
    endereco: { chave: `login:endereco:${endereco}`, janelaSegundos: JANELA_ENDERECO },
  };
}

/**
 * Sign-in throttling (decision 0121): a progressive delay per (account, address) pair and per account, plus a cap on
 * failures per address. An address where the account already signed in is spared the account-wide delay and the
 * address cap, so an attack from elsewhere cannot lock the owner out. Counters live in PostgreSQL.
 */
export class ServicoDeLimiteDeLogin {
  private readonly regraPar: RegraDeAtraso;

  constructor(
    private readonly repo: RepositorioDoLimiteDeLogin,
    private readonly contadores: RepositorioDeContadores,
    private readonly limites: LimitesDeLogin,
  ) {
    this.regraPar = { livres: limites.livresPorPar, tetoSegundos: QUINZE_MINUTOS };
  }

  /**
   * Seconds the caller must wait before trying this account from this address (0: go ahead). Every counter is read
   * in the same round trip as the known address (decision 0177); the account's and the address's count only where
   * the account never signed in.
   */
  async espera(conta: string, endereco: string, idUsuario: number | null): Promise<number> {
    const chaves = chavesDoLogin(conta, endereco);
    const { contagens, conhecido } = await this.repo.estado(
      Object.values(chaves),
      idUsuario,
      endereco,
      DIAS_CONHECIDO,
    );
    const ler = (c: ChaveComJanela) => contagens.get(c.chave) ?? NADA;
    const par = ler(chaves.par);
    const esperas = [segundosDeEspera(par.contagem, par.segundosDesdeUltima, this.regraPar)];
    if (!conhecido) {
      const daConta = ler(chaves.conta);
      esperas.push(segundosDeEspera(daConta.contagem, daConta.segundosDesdeUltima, REGRA_CONTA));
      const doEndereco = ler(chaves.endereco);
      if (doEndereco.contagem >= this.limites.falhasPorEndereco)
        esperas.push(Math.ceil(JANELA_ENDERECO - doEndereco.segundosDesdeInicio));
    }
    return Math.max(...esperas);
  }

  async falhou(conta: string, endereco: string): Promise<void> {
    await this.contadores.somarVarios(Object.values(chavesDoLogin(conta, endereco)));
  }

  /** A success forgives the account's failures and makes this address known to it. */
  async entrou(conta: string, endereco: string, idUsuario: number): Promise<void> {
    const chaves = chavesDoLogin(conta, endereco);
    await this.repo.entrou([chaves.par.chave, chaves.conta.chave], idUsuario, endereco);
  }

  /** After a password reset through the e-mailed link, the account starts clean everywhere. */
  async liberar(idUsuario: number): Promise<void> {
    await this.contadores.zerar(`login:conta:u${idUsuario}`);
    await this.contadores.zerarComPrefixo(`login:par:u${idUsuario}:`);
  }
}
