import type { Notificacao } from './tipos';

type Ouvinte = (notificacao: Notificacao) => void;

const ouvintes = new Set<Ouvinte>();
// Guards may warn before the shell has mounted <Notificacoes>; those messages wait here.
const pendentes: Notificacao[] = [];
let proximoId = 1;

export function novoId(): number {
  return proximoId++;
}

export function publicar(notificacao: Notificacao): void {
  if (ouvintes.size === 0) {
    pendentes.push(notificacao);
    return;
  }
  for (const ouvinte of ouvintes) ouvinte(notificacao);
}

/** The shell's renderer subscribes once; returns the unsubscribe. */
export function assinarNotificacoes(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  for (const notificacao of pendentes.splice(0)) ouvinte(notificacao);
  return () => {
    ouvintes.delete(ouvinte);
  };
}
