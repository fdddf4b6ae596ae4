import { useEffect, useRef } from 'react';
import { Mensagem } from '@portal/contracts';
import { Botao } from '@portal/ui';

export const TEXTO_TENTAR_NOVAMENTE = 'Tentar novamente';

/** In-layout notice for one area whose remote could not be loaded; the header and other areas keep working. */
export function PainelIndisponivel({ aoTentarNovamente }: { aoTentarNovamente: () => void }) {
  const tituloRef = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen-reader users land on the notice instead of losing focus with the unmounted content.
  useEffect(() => {
    tituloRef.current?.focus();
  }, []);

  return (
    <section className="painel painel--erro painel-indisponivel" role="alert" aria-labelledby="titulo-indisponivel">
      <h1 id="titulo-indisponivel" ref={tituloRef} tabIndex={-1}>
        {Mensagem.servicoIndisponivel}
      </h1>
      <p>Esta parte do portal não respondeu. As demais áreas continuam funcionando.</p>
      <Botao onClick={aoTentarNovamente}>{TEXTO_TENTAR_NOVAMENTE}</Botao>
    </section>
  );
}
