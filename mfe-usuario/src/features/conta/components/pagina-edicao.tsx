import { usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { buscarUsuario } from '../api/conta';
import { useUsuarioLogado } from '../../../comum/use-usuario-logado';
import { FormularioEdicao } from './formulario-edicao';

/** `usuario/edit` and `usuario/edit/edit`: the account's name, e-mail and birth date. */
export function PaginaEdicao() {
  const h1 = usePageTitle('Meus dados');
  const { id } = useUsuarioLogado();
  const carga = useCarga(() => buscarUsuario(id), `usuario-${id}`);
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Meus dados</h1>
      <p>Confira os seus dados e clique em Salvar.</p>
      <EstadoCarga carga={carga}>{(usuario) => <FormularioEdicao usuario={usuario} />}</EstadoCarga>
    </div>
  );
}
