import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { Botao, Carregando } from '@portal/ui';

// Most visits never open a timeline: its list, wording and API call load on the first opening (decision 1540).
const EventosDaInscricao = lazy(() =>
  import(/* webpackChunkName: "linha-do-tempo" */ './eventos-da-inscricao').then((m) => ({
    default: m.EventosDaInscricao,
  })),
);

/** Per enrolment: absent = never opened; false = opened once, closed now; true = open. */
type Aberturas = ReadonlyMap<number, boolean>;
const AberturasDasLinhas = createContext<
  [Aberturas, (atualizar: (anteriores: Aberturas) => Aberturas) => void] | null
>(null);

/**
 * Keeps which timelines are open above the list, so turning the phone (table ↔ cards, which mounts other rows) leaves
 * an open timeline open.
 */
export function LinhasDoTempoDaPagina({ children }: { children: ReactNode }) {
  const estado = useState<Aberturas>(() => new Map());
  return <AberturasDasLinhas.Provider value={estado}>{children}</AberturasDasLinhas.Provider>;
}

/** A disclosure with the enrolment's timeline; once opened, the list stays (hidden) so closing and reopening is instant. */
export function LinhaDoTempo({ idInscricao }: { idInscricao: number }) {
  const local = useState<Aberturas>(() => new Map());
  const [aberturas, setAberturas] = useContext(AberturasDasLinhas) ?? local;
  const aberta = aberturas.get(idInscricao) === true;
  const jaAberta = aberturas.has(idInscricao);
  const id = `linha-do-tempo-${idInscricao}`;

  const alternar = () =>
    setAberturas((anteriores) => new Map(anteriores).set(idInscricao, !anteriores.get(idInscricao)));

  return (
    <div>
      <Botao variante="secundario" aria-expanded={aberta} aria-controls={id} onClick={alternar}>
        Linha do tempo<span className="visualmente-oculto"> da inscrição {idInscricao}</span>
      </Botao>
      <div id={id} hidden={!aberta}>
        {jaAberta ? (
          <Suspense fallback={<Carregando texto="Carregando a linha do tempo…" />}>
            <EventosDaInscricao idInscricao={idInscricao} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
