import { criarLinkPortal } from '../parcel/link-portal';
import { Rota } from '@portal/contracts';

/** A contextual way back (the history of enrolments, the catalogue…) instead of the browser's previous page. */
export interface DestinoDeVolta {
  para: string;
  texto: string;
}

const LinkPortal = criarLinkPortal();

/** Ways out of a page that does not exist: back (to `voltar`, else the previous page) and home. */
export function LinksDeSaida({ voltar }: { voltar?: DestinoDeVolta }) {
  return (
    <ul className="lista-acoes">
      <li>
        {voltar ? (
          <LinkPortal para={voltar.para}>{voltar.texto}</LinkPortal>
        ) : (
          <button type="button" className="botao botao--secundario" onClick={() => window.history.back()}>
            Voltar à página anterior
          </button>
        )}
      </li>
      <li>
        <LinkPortal para={Rota.home}>Ir para a página inicial</LinkPortal>
      </li>
    </ul>
  );
}
