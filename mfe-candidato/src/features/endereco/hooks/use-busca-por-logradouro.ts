import { useState } from 'react';
import { mensagemErroCep } from '@portal/contracts';
import { buscarPorLogradouro, type EnderecoEncontrado } from '../api/cliente-cep';
import { validarBuscaPorEndereco, type BuscaPorEndereco } from '../validacao-cep';

const CAMPOS_DA_BUSCA = ['uf', 'municipio', 'logradouro'] as const;

export type ErrosDaBusca = Partial<Record<keyof BuscaPorEndereco | 'servico', string>>;

/** "Não sei o CEP": search by UF, municipality and street; the candidate picks one of the results. */
export function useBuscaPorLogradouro() {
  const [busca, setBusca] = useState<BuscaPorEndereco>({ uf: '', municipio: '', logradouro: '' });
  const [resultados, setResultados] = useState<EnderecoEncontrado[] | null>(null);
  const [erros, setErros] = useState<ErrosDaBusca>({});
  const [buscando, setBuscando] = useState(false);

  const alterar = (mudancas: Partial<BuscaPorEndereco>) =>
    setBusca((anterior) => ({ ...anterior, ...mudancas }));

  /** Searches; a refused search returns its first field with an error, in the order they are shown, for the focus. */
  const pesquisar = async (): Promise<keyof BuscaPorEndereco | null> => {
    const invalidos = validarBuscaPorEndereco(busca);
    const mensagens: ErrosDaBusca = {};
    for (const [campo, codigo] of Object.entries(invalidos))
      mensagens[campo as keyof BuscaPorEndereco] = mensagemErroCep[codigo];
    setErros(mensagens);
    setResultados(null);
    const primeiro = CAMPOS_DA_BUSCA.find((campo) => mensagens[campo]);
    if (primeiro) return primeiro;
    setBuscando(true);
    const resultado = await buscarPorLogradouro(busca.uf, busca.municipio, busca.logradouro);
    setBuscando(false);
    if (resultado.ok) setResultados(resultado.valor);
    else setErros({ servico: mensagemErroCep[resultado.codigo] });
    return null;
  };

  return { busca, alterar, pesquisar, resultados, erros, buscando };
}
