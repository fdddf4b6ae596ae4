import { useLocation } from 'react-router-dom';
import { usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { TermosDeUso } from '../../../comum/termos-de-uso';
import { useUsuarioLogado } from '../../../comum/use-usuario-logado';
import { retornoDaBusca } from '../../../comum/url-retorno';
import { buscarDadosAtualizacao } from '../api/conta';
import { FormularioAceite } from './formulario-aceite';
import { RotaUsuario } from '../../../config/caminhos';

/** Candidates who have not accepted the terms land here from the login guard (spec §4, check 3). */
export function PaginaAtualizarCadastro() {
  const h1 = usePageTitle('Atualize o seu cadastro');
  const { id } = useUsuarioLogado();
  const retorno = retornoDaBusca(useLocation().search, RotaUsuario.usuarioConta);
  const carga = useCarga(() => buscarDadosAtualizacao(id), `atualizacao-${id}`);
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Atualize o seu cadastro</h1>
      <p>Antes de continuar, confira os seus dados e aceite os termos de uso do portal.</p>
      <TermosDeUso />
      <EstadoCarga carga={carga}>
        {(dados) => <FormularioAceite id={id} dados={dados} retorno={retorno} />}
      </EstadoCarga>
    </div>
  );
}
