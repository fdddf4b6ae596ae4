import { useState } from 'react';
import { mensagemErroCep } from '@portal/contracts';
import { buscarPorCep, type EnderecoEncontrado } from '../api/cliente-cep';
import { validarCep } from '../validacao-cep';

/**
 * CEP lookup: validated first (spec §5) so a typo never reaches the service; any failure leaves the
 * fields editable, so a candidate can always type the address by hand; `aoNaoEncontrar` lets the form take back
 * what an earlier lookup filled.
 */
export function useConsultaCep(
  aoEncontrar: (endereco: EnderecoEncontrado) => void,
  aoNaoEncontrar: () => void,
) {
  const [buscando, setBuscando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  const consultar = async (cep: string) => {
    const invalido = validarCep(cep);
    if (invalido) {
      aoNaoEncontrar();
      return setErro(mensagemErroCep[invalido]);
    }
    setErro(null);
    setBuscando(true);
    const resultado = await buscarPorCep(cep);
    setBuscando(false);
    if (resultado.ok) aoEncontrar(resultado.valor);
    else {
      aoNaoEncontrar();
      setErro(mensagemErroCep[resultado.codigo]);
    }
  };

  return { consultar, buscando, erro };
}
