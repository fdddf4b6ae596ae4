import type { StorageKey } from '@portal/contracts';

/** Keys shared-auth keeps for itself, outside the spec's list. */
export const ChaveInterna = {
  identidadeGovBr: 'identidadeGovBr',
  donoDosDadosDaPessoa: 'donoDosDadosDaPessoa',
} as const;
type Chave = StorageKey | (typeof ChaveInterna)[keyof typeof ChaveInterna];

/**
 * localStorage behind the spec's keys. Every access is guarded because storage can be unavailable
 * (private mode, quota, disabled cookies) and the portal must still work for that visit.
 */
function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const armazenamento = {
  ler(chave: Chave): string | null {
    try {
      return local()?.getItem(chave) ?? null;
    } catch {
      return null;
    }
  },
  gravar(chave: Chave, valor: string): void {
    try {
      local()?.setItem(chave, valor);
    } catch {
      // Quota or privacy mode: the in-memory stores still hold the value for this visit.
    }
  },
  remover(chave: Chave): void {
    try {
      local()?.removeItem(chave);
    } catch {
      // Same reason as gravar.
    }
  },
  lerJson<T>(chave: Chave): T | null {
    const bruto = armazenamento.ler(chave);
    if (bruto === null) return null;
    try {
      return JSON.parse(bruto) as T;
    } catch {
      return null;
    }
  },
  gravarJson(chave: Chave, valor: unknown): void {
    armazenamento.gravar(chave, JSON.stringify(valor));
  },
};
