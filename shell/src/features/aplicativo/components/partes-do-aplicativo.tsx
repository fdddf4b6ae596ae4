import type { ComponentType } from 'react';
import { AvisoDeCopiaDaApi } from './aviso-de-copia-da-api';
import { AvisoDeNovaVersao } from './aviso-de-nova-versao';
import { OfertaDeInstalacao } from './oferta-de-instalacao';

export type Parte = 'menu' | 'avisos' | 'copia';

const PARTES: Record<Parte, ComponentType> = {
  menu: OfertaDeInstalacao,
  avisos: AvisoDeNovaVersao,
  copia: AvisoDeCopiaDaApi,
};

/** What the `aplicativo` chunk draws in each of the layout's places. */
export function PartesDoAplicativo({ parte }: { parte: Parte }) {
  const Parte = PARTES[parte];
  return <Parte />;
}
