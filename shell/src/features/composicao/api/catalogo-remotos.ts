import type { LifeCycles } from 'single-spa';
import type { RegistroLido } from '@portal/contracts';
import { ID_DICAS_DEPOIS_DA_PINTURA } from '@portal/contracts/marcas-de-desempenho';
import { donoDaRota } from '../dono-da-rota';
import type { ResultadoLeituraRegistro as ResultadoLeitura } from '@portal/contracts';

type Remote = string;

/** The part of the Module Federation runtime the shell uses; the real one is @module-federation/runtime (0860). */
export interface Federacao {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
  preloadRemote?(
    args: { nameOrAlias: string; exposes: string[]; resourceCategory: 'sync'; share: boolean }[],
  ): Promise<void>;
}

export class RemotoNaoRegistrado extends Error {
  constructor(remoto: Remote) {
    super(`O remoto ${remoto} não está em remotes.json.`);
  }
}

export const MODULO_EXPOSTO = './lifecycles';

function validarLifecycles(remoto: Remote, modulo: unknown): LifeCycles {
  const m = modulo as Partial<LifeCycles> | null;
  if (
    !m ||
    typeof m.bootstrap !== 'function' ||
    typeof m.mount !== 'function' ||
    typeof m.unmount !== 'function'
  ) {
    throw new Error(`O remoto ${remoto} não expõe lifecycles de parcel válidos em ${MODULO_EXPOSTO}.`);
  }
  // A fresh plain object: single-spa may annotate the config, and a module namespace is frozen.
  return {
    bootstrap: m.bootstrap,
    mount: m.mount,
    unmount: m.unmount,
    ...(m.update ? { update: m.update } : {}),
  };
}

/**
 * The remotes of this environment: reads the registry once, registers every remote with the federation runtime when
 * the first remote area needs it, loads a remote's `./lifecycles` when its area is first shown, and can start over for
 * one remote after a failure.
 */
export class CatalogoRemotos {
  private leitura: Promise<RegistroLido> | null = null;
  private lido: RegistroLido | null = null;
  private pronta: Promise<Federacao> | null = null;

  /** `carregarFederacao`: the runtime, which the shell loads with the first remote area (decision 0860). */
  constructor(
    private readonly carregarFederacao: () => Promise<Federacao>,
    private readonly lerRegistro: () => Promise<ResultadoLeitura>,
  ) {}

  /** Never rejects: with no registry every area shows its unavailable panel and can retry. */
  iniciar(): Promise<RegistroLido> {
    this.leitura ??= this.lerRegistro().then(
      ({ registro, problemas }) => {
        problemas.forEach((problema) => console.warn(`[portal] ${problema}`));
        this.lido = registro;
        return registro;
      },
      (erro: unknown) => {
        console.error('[portal] não foi possível ler remotes.json', erro);
        this.leitura = null;
        return new Map() as RegistroLido;
      },
    );
    return this.leitura;
  }

  /** The registry once read (null before): the owner of a URL is known without waiting from then on. */
  registroLido(): RegistroLido | null {
    return this.lido;
  }

  /** At boot: reads the registry and starts loading the remote that owns the entry URL, if any. */
  async preCarregarRota(pathname: string): Promise<void> {
    const registro = await this.iniciar();
    const dono = donoDaRota(registro, pathname);
    if (dono.tipo === 'remoto') await this.preCarregar(dono.remoto);
  }

  async carregar(remoto: Remote): Promise<LifeCycles> {
    const registro = await this.iniciar();
    if (!registro.has(remoto)) throw new RemotoNaoRegistrado(remoto);
    const federacao = await this.federacao(registro);
    const modulo = await federacao.loadRemote<unknown>(`${remoto}/${MODULO_EXPOSTO.slice(2)}`);
    return validarLifecycles(remoto, modulo);
  }

  /**
   * Starts fetching a remote's entry and exposed chunks while the shell boots (the library's `preloadRemote`), for a
   * page served by a plain CDN. A page of the portal's server already hints these files (its hints name the remote's
   * manifest), and there the runtime's preload is only its longest step on a slow phone (decision 0863): the runtime
   * is still loaded and the remotes registered. Shared modules are left out: the shell's copies are used
   * (`loaded-first`).
   */
  async preCarregar(remoto: Remote): Promise<void> {
    const registro = await this.iniciar();
    const entrada = registro.get(remoto);
    if (!entrada) return;
    const dicado = document
      .getElementById(ID_DICAS_DEPOIS_DA_PINTURA)
      ?.textContent?.includes(entrada.manifest);
    const pedido = { nameOrAlias: remoto, exposes: [MODULO_EXPOSTO], resourceCategory: 'sync' as const };
    // Only a head start: a failure here (even of the runtime's own load) is the area's to show when it loads.
    await this.federacao(registro)
      .then((federacao) => (dicado ? undefined : federacao.preloadRemote?.([{ ...pedido, share: false }])))
      .catch((erro: unknown) => console.warn(`[portal] pré-carga de ${remoto}`, erro));
  }

  /** After a failure: registers the remote again (clearing what the runtime cached for it), then loads it. */
  async recarregar(remoto: Remote): Promise<LifeCycles> {
    const registro = await this.iniciar();
    const entrada = registro.get(remoto);
    // A runtime loaded now registers every remote afresh; one loaded before keeps what failed, hence `force`.
    const jaCarregada = this.pronta !== null;
    const federacao = await this.federacao(registro);
    if (entrada && jaCarregada) CatalogoRemotos.registrar(federacao, new Map([[remoto, entrada]]), true);
    return this.carregar(remoto);
  }

  /** The runtime with every remote of the registry registered, loaded once; a failed load is tried again next time. */
  private federacao(registro: RegistroLido): Promise<Federacao> {
    this.pronta ??= this.carregarFederacao().then(
      (federacao) => {
        CatalogoRemotos.registrar(federacao, registro, false);
        return federacao;
      },
      (erro: unknown) => {
        this.pronta = null;
        throw erro;
      },
    );
    return this.pronta;
  }

  private static registrar(federacao: Federacao, registro: RegistroLido, force: boolean): void {
    // Only name and manifest go to the runtime: a version there would switch it to version-matched snapshots.
    const remotes = [...registro].map(([name, { manifest }]) => ({ name, entry: manifest }));
    if (remotes.length > 0) federacao.registerRemotes(remotes, { force });
  }
}
