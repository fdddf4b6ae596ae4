import { lazy, Suspense, useState } from 'react';
import { Botao, Carregando } from '@portal/ui';

// Most visits never open a timeline: its list, wording and API call load on the first opening (decision 1540).
const EventosDaInscricao = lazy(() =>
  import(/* webpackChunkName: "linha-do-tempo" */ './eventos-da-inscricao').then((m) => ({
    default: m.EventosDaInscricao,
  })),
);

/** A disclosure with the enrolment's timeline; once opened, the list stays (hidden) so closing and reopening is instant. */
export function LinhaDoTempo({ idInscricao }: { idInscricao: number }) {
  const [aberta, setAberta] = useState(false);
  const [jaAberta, setJaAberta] = useState(false);
  const id = `linha-do-tempo-${idInscricao}`;

  const alternar = () => {
    setAberta(!aberta);
    setJaAberta(true);
  };

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
