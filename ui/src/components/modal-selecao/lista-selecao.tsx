import { useEffect, useRef } from 'react';
import type { ItemSelecao } from './selecao';

/**
 * Calls `carregarMais` when the sentinel at the end of the list scrolls into view. Returns the
 * sentinel ref and whether the browser can observe (if not, the list shows a button instead).
 */
export function useRolagemInfinita(carregarMais: (() => void) | undefined, ativo: boolean) {
  const sentinelaRef = useRef<HTMLLIElement>(null);
  const carregarRef = useRef(carregarMais);
  carregarRef.current = carregarMais;
  const observavel = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const sentinela = sentinelaRef.current;
    if (!ativo || !observavel || !sentinela) return;
    const observador = new IntersectionObserver((entradas) => {
      if (entradas.some((entrada) => entrada.isIntersecting)) carregarRef.current?.();
    });
    observador.observe(sentinela);
    return () => observador.disconnect();
  }, [ativo, observavel]);

  return { sentinelaRef, observavel };
}

export interface ListaSelecaoProps<T extends ItemSelecao> {
  nomeGrupo: string;
  itens: readonly T[];
  multiplo: boolean;
  selecionados: ReadonlyMap<T['id'], T>;
  alternar: (item: T) => void;
  carregarMais?: () => void;
  temMais: boolean;
  carregando: boolean;
}

export const TEXTO_NENHUM_RESULTADO = 'Nenhum resultado encontrado.';

/** What the polite live region says after each search or page (WCAG 4.1.3): the count, and whether more can load. */
export function textoDaContagem(quantos: number, temMais: boolean, carregando: boolean): string {
  if (quantos === 0) return carregando ? '' : TEXTO_NENHUM_RESULTADO;
  const base = quantos === 1 ? '1 resultado' : `${quantos} resultados`;
  return temMais ? `${base}; role a lista para ver mais.` : `${base}.`;
}

/** Radios for one choice, checkboxes for several: native controls keep keyboard use and announcements right. */
export function ListaSelecao<T extends ItemSelecao>(props: ListaSelecaoProps<T>) {
  const { nomeGrupo, itens, multiplo, selecionados, alternar, carregarMais, temMais, carregando } = props;
  const { sentinelaRef, observavel } = useRolagemInfinita(carregarMais, temMais && !carregando);

  return (
    <ul className="modal-selecao__lista">
      {itens.map((item) => {
        const id = `${nomeGrupo}-${item.id}`;
        return (
          <li key={item.id} className="modal-selecao__item">
            {/* The label is the whole row, so a tap anywhere on it chooses (WCAG 2.5.8), not only on the text. */}
            <label className="modal-selecao__opcao" htmlFor={id}>
              <input
                id={id}
                type={multiplo ? 'checkbox' : 'radio'}
                name={nomeGrupo}
                checked={selecionados.has(item.id)}
                onChange={() => alternar(item)}
              />
              <span>
                {item.rotulo}
                {item.descricao ? <span className="modal-selecao__descricao">{item.descricao}</span> : null}
              </span>
            </label>
          </li>
        );
      })}
      {carregando ? (
        <li className="modal-selecao__carregando" role="status">
          Carregando…
        </li>
      ) : null}
      {temMais && observavel ? (
        <li ref={sentinelaRef} aria-hidden="true" className="modal-selecao__sentinela" />
      ) : null}
      {temMais && !observavel && !carregando ? (
        <li>
          <button type="button" className="botao botao--secundario" onClick={carregarMais}>
            Carregar mais
          </button>
        </li>
      ) : null}
    </ul>
  );
}
