import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * Module Federation runtime plugin, registered by the shell when it loads the runtime (federacao-sob-demanda.ts).
 * A remote that is briefly unreachable gets one more try for its manifest and for its remoteEntry.js; a remote
 * that stays down is reported, and the error reaches the area that asked for it, which shows its
 * "Serviço temporariamente indisponível" panel while the rest of the portal keeps working.
 * This file runs inside the federation runtime, before the shared modules exist: it must import nothing at run time.
 */
export const EVENTO_REMOTO_FALHOU = 'portal:remoto-falhou';
const ESPERA_ANTES_DE_REPETIR_MS = 300;

export interface FalhaDeRemoto {
  remoto: string;
  etapa: string;
  mensagem: string;
}

type HookErroDeEntrada = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One retry for the manifest: a network error or an HTTP error status both count as a failure. */
export async function buscarComNovaTentativa(
  url: string,
  init: RequestInit,
  buscar: typeof fetch = fetch,
): Promise<Response> {
  const tentar = async () => {
    const resposta = await buscar(url, init);
    if (!resposta.ok) throw new Error(`HTTP ${resposta.status} ao buscar ${url}`);
    return resposta;
  };
  try {
    return await tentar();
  } catch {
    await esperar(ESPERA_ANTES_DE_REPETIR_MS);
    return tentar();
  }
}

function descreverErro(erro: unknown): string {
  return erro instanceof Error ? erro.message : String(erro);
}

export default function pluginRecuperacaoRemotos(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-recuperacao-remotos',
    fetch(url, init) {
      return buscarComNovaTentativa(url, init);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The failed load is still cached under this key; without removing it the retry would get the same failure.
      delete globalLoading[uniqueKey];
      const novaTentativa = esperar(ESPERA_ANTES_DE_REPETIR_MS).then(() =>
        getRemoteEntry({ origin, remoteInfo, remoteEntryExports }),
      );
      // The runtime awaits whatever promise this returns; its declared type nests one promise too many.
      return novaTentativa as unknown as ReturnType<HookErroDeEntrada>;
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const falha: FalhaDeRemoto = {
        remoto: remote?.name ?? id,
        etapa: lifecycle,
        mensagem: descreverErro(error),
      };
      console.error(`[portal] remoto indisponível: ${falha.remoto} (${falha.etapa}): ${falha.mensagem}`);
      if (typeof window !== 'undefined')
        window.dispatchEvent(new CustomEvent(EVENTO_REMOTO_FALHOU, { detail: falha }));
      // No fallback module: the error must reach the area so it can offer "Tentar novamente".
      return undefined;
    },
  };
}
