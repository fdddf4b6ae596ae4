import { useState } from 'react';
import { mensagemErroCep } from '@portal/contracts';
import { buscarPorCep, type EnderecoEncontrado } from '../api/cliente-cep';
import { validarCep } from '../api/validacao-cep';

/**
 * CEP lookup: validated first (spec §5) so a typo never reaches the service; any failure leaves the
 * fields editable, so a candidate can always type the address by hand.
 */
export function useConsultaCep(aoEncontrar: (endereco: EnderecoEncontrado) => void) {
  const [buscando, setBuscando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  const consultar = async (cep: string) => {
    const invalido = validarCep(cep);
    if (invalido) return setErro(mensagemErroCep[invalido]);
    setErro(null);
    setBuscando(true);
    const resultado = await buscarPorCep(cep);
    setBuscando(false);
    if (resultado.ok) aoEncontrar(resultado.valor);
    else setErro(mensagemErroCep[resultado.codigo]);
  };

  return { consultar, buscando, erro };
}
