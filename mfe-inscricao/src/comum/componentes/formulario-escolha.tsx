import { useState, type FormEvent, type ReactNode } from 'react';
import { Botao, ResumoErros, type ErroDeCampo } from '@portal/ui';

export interface OpcaoEscolha {
  id: number;
  rotulo: string;
  detalhes?: ReactNode;
  indisponivel?: boolean;
}

export interface FormularioEscolhaProps {
  /** Prefix of the radio ids; the error summary links to the first option. */
  nome: string;
  legenda: string;
  opcoes: readonly OpcaoEscolha[];
  selecionada: number | null;
  aoSelecionar: (id: number) => void;
  /** Validates the selection on submit; returns the error message or null. */
  validar: (selecionada: number | null) => string | null;
  aoContinuar: (id: number) => void;
  textoBotao?: string;
  ocupado?: boolean;
  errosExternos?: readonly ErroDeCampo[];
}

/** A GOV.UK-style question page body: one radio group, an error summary on submit, one continue button. */
export function FormularioEscolha(props: FormularioEscolhaProps) {
  const { nome, legenda, opcoes, selecionada, aoSelecionar, validar, aoContinuar } = props;
  const [erro, setErro] = useState<string | null>(null);
  const idPrimeira = `${nome}-${opcoes.find((o) => !o.indisponivel)?.id ?? opcoes[0]?.id ?? 'vazio'}`;
  const erros: ErroDeCampo[] = [
    ...(props.errosExternos ?? []),
    ...(erro ? [{ campo: idPrimeira, mensagem: erro }] : []),
  ];

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const mensagem = validar(selecionada);
    setErro(mensagem);
    if (mensagem === null && selecionada !== null) aoContinuar(selecionada);
  };

  return (
    <form noValidate onSubmit={enviar}>
      <ResumoErros erros={erros} />
      <fieldset
        className={erro ? 'campo campo--erro' : 'campo'}
        aria-describedby={erro ? `${nome}-erro` : undefined}
      >
        <legend className="campo__rotulo">{legenda}</legend>
        {erro ? (
          <p className="campo__erro" id={`${nome}-erro`}>
            {erro}
          </p>
        ) : null}
        {opcoes.map((opcao) => (
          <div className="opcao-radio" key={opcao.id} style={{ margin: '0.5rem 0' }}>
            <input
              type="radio"
              id={`${nome}-${opcao.id}`}
              name={nome}
              value={opcao.id}
              checked={selecionada === opcao.id}
              disabled={opcao.indisponivel}
              aria-describedby={opcao.detalhes ? `${nome}-${opcao.id}-detalhes` : undefined}
              onChange={() => aoSelecionar(opcao.id)}
            />{' '}
            <label htmlFor={`${nome}-${opcao.id}`}>{opcao.rotulo}</label>
            {opcao.detalhes ? (
              <div id={`${nome}-${opcao.id}-detalhes`} className="campo__dica">
                {opcao.detalhes}
              </div>
            ) : null}
          </div>
        ))}
      </fieldset>
      <div className="botoes">
        <Botao type="submit" ocupado={props.ocupado}>
          {props.textoBotao ?? 'Continuar'}
        </Botao>
      </div>
    </form>
  );
}
