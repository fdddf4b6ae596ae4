import type { KeyboardEvent } from 'react';
import { Botao, Campo } from '@portal/ui';
import type { EnderecoEncontrado } from '../api/cliente-cep';
import { idDoCampo } from '../formulario-endereco';
import { useConsultaCep } from '../hooks/use-consulta-cep';

export interface ConsultaCepProps {
  cep: string;
  erroDoFormulario: string | null;
  aoDigitar: (cep: string) => void;
  aoEncontrar: (endereco: EnderecoEncontrado) => void;
  /** A lookup that failed: the CEP typed has no address from the postal service. */
  aoNaoEncontrar: () => void;
}

/** The CEP field and its lookup button; Enter in the field looks the CEP up instead of submitting the form. */
export function ConsultaCep({
  cep,
  erroDoFormulario,
  aoDigitar,
  aoEncontrar,
  aoNaoEncontrar,
}: ConsultaCepProps) {
  const { consultar, buscando, erro } = useConsultaCep(aoEncontrar, aoNaoEncontrar);
  const teclar = (evento: KeyboardEvent<HTMLInputElement>) => {
    if (evento.key !== 'Enter') return;
    evento.preventDefault();
    void consultar(cep);
  };
  return (
    <div className="consulta-cep">
      <Campo
        id={idDoCampo('cep')}
        name="cep"
        rotulo="CEP"
        dica="8 números, por exemplo 01001-000. Ao buscar, preenchemos o endereço para você."
        value={cep}
        // The form's refusal of what was typed first: a lookup that failed before must not hide it.
        erro={erroDoFormulario ?? erro}
        onChange={(evento) => aoDigitar(evento.target.value)}
        onKeyDown={teclar}
        inputMode="numeric"
        autoComplete="postal-code"
        required
      />
      <Botao variante="secundario" ocupado={buscando} onClick={() => void consultar(cep)}>
        Buscar endereço pelo CEP
      </Botao>
      <p className="visualmente-oculto" role="status">
        {buscando ? 'Buscando o CEP…' : (erro ?? '')}
      </p>
    </div>
  );
}
