import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogo } from '../../hooks/use-dialogo';
import { filtrarItens, useSelecao, type ItemSelecao } from './selecao';
import { ListaSelecao, textoDaContagem } from './lista-selecao';

export interface ModalSelecaoProps<T extends ItemSelecao> {
  aberto: boolean;
  titulo: string;
  itens: readonly T[];
  aoConfirmar: (selecionados: T[]) => void;
  aoFechar: () => void;
  multiplo?: boolean;
  selecionadosIniciais?: readonly T[];
  rotuloBusca?: string;
  /** Server-side search; without it the list is filtered here. */
  aoBuscar?: (termo: string) => void;
  carregarMais?: () => void;
  temMais?: boolean;
  carregando?: boolean;
  /** Optional "add an item" area (the spec's add-item template), given the current search text. */
  renderAdicionar?: (termo: string) => ReactNode;
}

export function ModalSelecao<T extends ItemSelecao>(props: ModalSelecaoProps<T>) {
  return props.aberto ? createPortal(<DialogoSelecao {...props} />, document.body) : null;
}

function DialogoSelecao<T extends ItemSelecao>(props: ModalSelecaoProps<T>) {
  const { titulo, itens, aoConfirmar, aoFechar, multiplo = false, aoBuscar, renderAdicionar } = props;
  const idTitulo = useId();
  const idBusca = useId();
  const buscaRef = useRef<HTMLInputElement>(null);
  const [termo, setTermo] = useState('');
  const { selecionados, alternar, limpar } = useSelecao(props.selecionadosIniciais ?? [], multiplo);
  // Focus moves once, into the search box, when the dialog opens: a later move (the spec's 1000 ms timer) pulled
  // focus back from wherever the user had gone meanwhile (WCAG 3.2.1; decision 0188).
  const { dialogoRef, onKeyDown } = useDialogo<HTMLDialogElement>(aoFechar, buscaRef);
  const visiveis = aoBuscar ? itens : filtrarItens(itens, termo);

  const buscar = (valor: string) => {
    setTermo(valor);
    aoBuscar?.(valor);
  };
  // A search on the server is the page's state and outlives the dialog: however it closes (×, Escape, Confirmar),
  // the page's list goes back to unfiltered, or reopening showed an empty box over a list still filtered.
  const buscaPendente = useRef({ termo, aoBuscar });
  buscaPendente.current = { termo, aoBuscar };
  useEffect(
    () => () => {
      const { termo: ultimo, aoBuscar: buscarNoServidor } = buscaPendente.current;
      if (ultimo !== '') buscarNoServidor?.('');
    },
    [],
  );
  // "Limpar" starts over: no choice and no search.
  const limparTudo = () => {
    limpar();
    if (termo !== '') buscar('');
  };
  const confirmar = () => {
    aoConfirmar([...selecionados.values()]);
    aoFechar();
  };

  return (
    <dialog
      ref={dialogoRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={idTitulo}
      tabIndex={-1}
      className="modal-selecao"
      onKeyDown={onKeyDown}
    >
      <div className="modal-selecao__cabecalho">
        <h2 id={idTitulo}>{titulo}</h2>
        <button type="button" className="botao botao--secundario" aria-label="Fechar" onClick={aoFechar}>
          ×
        </button>
      </div>
      <label className="campo__rotulo" htmlFor={idBusca}>
        {props.rotuloBusca ?? 'Pesquisar'}
      </label>
      <input
        ref={buscaRef}
        id={idBusca}
        type="search"
        className="campo__controle"
        value={termo}
        onChange={(e) => buscar(e.target.value)}
      />
      <p className="modal-selecao__contagem" role="status">
        {textoDaContagem(visiveis.length, props.temMais ?? false, props.carregando ?? false)}
      </p>
      <ListaSelecao
        nomeGrupo={`${idTitulo}-opcao`}
        itens={visiveis}
        multiplo={multiplo}
        selecionados={selecionados}
        alternar={alternar}
        carregarMais={props.carregarMais}
        temMais={props.temMais ?? false}
        carregando={props.carregando ?? false}
      />
      {renderAdicionar ? <div className="modal-selecao__adicionar">{renderAdicionar(termo)}</div> : null}
      <div className="alerta__botoes">
        <button type="button" className="botao botao--secundario" onClick={limparTudo}>
          Limpar
        </button>
        <button type="button" className="botao" onClick={confirmar}>
          Confirmar
        </button>
      </div>
    </dialog>
  );
}
