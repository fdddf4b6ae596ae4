import { AvisoDeNovaVersao } from './aviso-de-nova-versao';
import { OfertaDeInstalacao } from './oferta-de-instalacao';

export type Parte = 'menu' | 'avisos';

/** What the `aplicativo` chunk draws in each of the layout's places. */
export function PartesDoAplicativo({ parte }: { parte: Parte }) {
  return parte === 'menu' ? <OfertaDeInstalacao /> : <AvisoDeNovaVersao />;
}
