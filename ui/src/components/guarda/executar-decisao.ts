import { notificar, type Decisao } from '@portal/shared-auth';

export type Navegar = (destino: string) => void;

/** Shows the decision's warning the way it asks for (toast or alert). */
export function avisarDecisao(decisao: Decisao): void {
  if (decisao.permitir || !decisao.aviso) return;
  const { texto, cor, tipo } = decisao.aviso;
  if (tipo === 'alerta') notificar.alerta({ cabecalho: texto, corpo: [] });
  else notificar.toast(texto, cor);
}

/** Path of `destino` inside the router of `basename`, or null when it lies outside it. */
export function caminhoDentroDaBase(destino: string, basename: string): string | null {
  const base = basename.replace(/\/+$/, '');
  if (base === '') return destino;
  if (destino === base) return '/';
  const resto = destino.slice(base.length);
  return destino.startsWith(base) && /^[/?#]/.test(resto) ? resto : null;
}

/** Inside the remote: its own router. Outside: the portal's navigate, else a full page load. */
export function navegarPara(
  destino: string,
  basename: string,
  navegarDentro: Navegar,
  navegarFora?: Navegar,
): void {
  const interno = caminhoDentroDaBase(destino, basename);
  if (interno !== null) navegarDentro(interno);
  else if (navegarFora) navegarFora(destino);
  else window.location.assign(destino);
}
