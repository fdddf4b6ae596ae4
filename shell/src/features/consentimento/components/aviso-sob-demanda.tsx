import { lazy, Suspense, useState } from 'react';
import { useConsentimentoDepoisDaHidratacao } from '../../../comum/consentimento';

// The question is asked once per browser and sits below the fold: its code loads only for a visitor who has not
// answered, so it costs nothing on the boot path of everyone else (decision 0184). Named, because a first visit does
// load it: the byte budget counts it on every route (bench/src/orcamento-js.ts, GRUPOS_DO_SHELL).
const AvisoDeConsentimento = lazy(() =>
  import(/* webpackChunkName: "aviso-de-consentimento" */ './aviso-de-consentimento').then((m) => ({
    default: m.AvisoDeConsentimento,
  })),
);

export function AvisoSobDemanda() {
  const pendente = useConsentimentoDepoisDaHidratacao() === 'pendente';
  // Once shown it stays mounted, so that after the answer it can confirm it and keep the focus.
  const [mostrado, setMostrado] = useState(false);
  if (pendente && !mostrado) setMostrado(true);
  return pendente || mostrado ? (
    <Suspense fallback={null}>
      <AvisoDeConsentimento />
    </Suspense>
  ) : null;
}
