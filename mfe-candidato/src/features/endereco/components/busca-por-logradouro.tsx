import type { KeyboardEvent } from 'react';
import { Botao, Campo } from '@portal/ui';
import type { EnderecoEncontrado } from '../api/cliente-cep';
import { useBuscaPorLogradouro } from '../hooks/use-busca-por-logradouro';

const formatarCep = (cep: string) => cep.replace(/^(\d{5})(\d{3})$/, '$1-$2');

function descrever(e: EnderecoEncontrado): string {
  const partes = [e.logradouro, e.complemento, e.bairro, `${e.municipio}/${e.uf}`].filter(Boolean);
  return `${partes.join(', ')} — CEP ${formatarCep(e.cep)}`;
}

/** "Não sei o CEP": UF, municipality and street; each result is a button that fills the form. */
export function BuscaPorLogradouro({ aoEscolher }: { aoEscolher: (endereco: EnderecoEncontrado) => void }) {
  const { busca, alterar, pesquisar: buscar, resultados, erros, buscando } = useBuscaPorLogradouro();
  // A refused search takes the focus to its first field with an error, which a screen reader then reads with it.
  const pesquisar = async () => {
    const comErro = await buscar();
    if (comErro) document.getElementById(`busca-${comErro}`)?.focus();
  };
  // These fields sit inside the address form: Enter searches rather than submitting the address.
  const teclar = (evento: KeyboardEvent) => {
    if (evento.key !== 'Enter') return;
    evento.preventDefault();
    void pesquisar();
  };
  return (
    <details className="busca-logradouro">
      <summary>Não sei o CEP</summary>
      <fieldset onKeyDown={teclar}>
        <legend>Buscar o CEP pelo endereço</legend>
        <Campo
          id="busca-uf"
          rotulo="Sigla do estado (UF)"
          dica="Por exemplo SP."
          value={busca.uf}
          erro={erros.uf}
          onChange={(e) => alterar({ uf: e.target.value })}
          autoComplete="off"
        />
        <Campo
          id="busca-municipio"
          rotulo="Cidade (município)"
          value={busca.municipio}
          erro={erros.municipio}
          onChange={(e) => alterar({ municipio: e.target.value })}
          autoComplete="off"
        />
        <Campo
          id="busca-logradouro"
          rotulo="Rua, avenida ou praça"
          dica="Sem o número."
          value={busca.logradouro}
          erro={erros.logradouro}
          onChange={(e) => alterar({ logradouro: e.target.value })}
          autoComplete="off"
        />
        <Botao variante="secundario" ocupado={buscando} onClick={() => void pesquisar()}>
          Pesquisar endereço
        </Botao>
        <div role="status">
          {erros.servico ? <p className="campo__erro">{erros.servico}</p> : null}
          {resultados ? (
            <p>
              {resultados.length === 1
                ? '1 endereço encontrado.'
                : `${resultados.length} endereços encontrados.`}
            </p>
          ) : null}
        </div>
        {resultados ? (
          <ul className="busca-logradouro__resultados" aria-label="Endereços encontrados">
            {resultados.map((endereco) => (
              <li key={`${endereco.cep}-${endereco.complemento}`}>
                <Botao variante="secundario" onClick={() => aoEscolher(endereco)}>
                  Usar {descrever(endereco)}
                </Botao>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
    </details>
  );
}
