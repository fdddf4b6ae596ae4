import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { StorageKey } from '@portal/contracts';
import { armazenamento } from '@portal/shared-auth';

/**
 * The visitor's answer about page-view analytics (LGPD art. 7 I; decision 0184): nothing is sent before 'aceito'.
 * 'desconhecido' is what a prerendered page renders (no storage there); the browser then reads the saved answer.
 */
export type Consentimento = 'aceito' | 'recusado' | 'pendente' | 'desconhecido';

const ouvintes = new Set<() => void>();

export function lerConsentimento(): Exclude<Consentimento, 'desconhecido'> {
  const salvo = armazenamento.ler(StorageKey.consentimentoAnalytics);
  return salvo === 'aceito' || salvo === 'recusado' ? salvo : 'pendente';
}

export function definirConsentimento(resposta: 'aceito' | 'recusado'): void {
  armazenamento.gravar(StorageKey.consentimentoAnalytics, resposta);
  ouvintes.forEach((ouvinte) => ouvinte());
}

function assinar(ouvinte: () => void): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/** The answer as the browser has it, from the first render: for what is drawn only in the browser. */
export function useConsentimento(): Consentimento {
  return useSyncExternalStore(assinar, lerConsentimento, () => 'desconhecido');
}

/**
 * For the prerendered layout: the prerender's 'desconhecido' first, then the saved answer, read after hydration in a
 * transition. With useSyncExternalStore the browser's answer, unlike the prerender's, made React draw the reader
 * again at once after hydration, in one long task; in a transition React draws it in slices (decision 0861). The
 * visitor's own answer is a click: drawn at once.
 */
export function useConsentimentoDepoisDaHidratacao(): Consentimento {
  const [consentimento, definir] = useState<Consentimento>('desconhecido');
  useEffect(() => {
    const ler = () => definir(lerConsentimento());
    startTransition(ler);
    return assinar(ler);
  }, []);
  return consentimento;
}
