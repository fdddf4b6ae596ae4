import { segundosDeEspera, type RegraDeAtraso } from '../lib/atraso-de-login.js';
import type { Contagem, RepositorioDeContadores } from '../limites/index.js';
import type { ChaveComJanela, RepositorioDoLimiteDeLogin, Reserva } from './limite-de-login.repositorio.js';

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
 * Sign-in throttling (decision 0151): a progressive delay per (account, address) pair and per account, plus a cap on
 * failures per address. An address where the account already signed in is spared the account-wide delay and the
 * address cap, so an attack from elsewhere cannot lock the owner out. Counters live in PostgreSQL.
 *
 * An attempt is counted as a failure before its password is checked, in the statement that reads the counters, and
 * given back when it is none (throttled, no password checked, a success). Read before the hash and counted after it,
 * every attempt sent while earlier hashes ran read the old count: a burst of 40 had 40 passwords checked (0151).
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
   * Seconds the caller must wait before trying this account from this address; 0: go ahead, and the attempt is
   * already counted on the account's counters (`reserva`: given back by `devolver`, forgiven by `entrou`). The address's
   * count is only read, and grows at `falhou`: counted ahead, the sign-ins in flight behind one address (a carrier's
   * CGNAT, hundreds of citizens) would fill its cap in a surge. The account's and the address's counts matter only
   * where the account never signed in. One round trip (decision 0177).
   */
  async reservar(
    conta: string,
    endereco: string,
    idUsuario: number | null,
  ): Promise<{ espera: number; reserva: Reserva }> {
    const chaves = chavesDoLogin(conta, endereco);
    const { contagens, conhecido, reserva } = await this.repo.reservar(
      [chaves.par, chaves.conta],
      [chaves.endereco],
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
    const espera = Math.max(...esperas);
    // A throttled attempt checks no password: it is no failure, and does not move the wait.
    if (espera > 0) await this.repo.devolver(reserva);
    return { espera, reserva };
  }

  /** An attempt counted ahead that checked no password (the hash queue full, an error). */
  async devolver(reserva: Reserva): Promise<void> {
    await this.repo.devolver(reserva);
  }

  /** A wrong password: the account's counters already hold it; the address's counts it now. */
  async falhou(endereco: string): Promise<void> {
    const { endereco: chave } = chavesDoLogin('', endereco);
    await this.contadores.somar(chave.chave, chave.janelaSegundos);
  }

  /** A success forgives the account's failures, this one counted ahead included, and makes this address known to it. */
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
