import { usePageTitle } from '@portal/ui';
import { buscarUsuario } from '../api/conta';
import { EstadoDaCarga, useCarregar } from '../../../comum/carga';
import { useUsuarioLogado } from '../../../comum/use-usuario-logado';
import { FormularioEdicao } from './formulario-edicao';

/** `usuario/edit` and `usuario/edit/edit`: the account's name, e-mail and birth date. */
export function PaginaEdicao() {
  const h1 = usePageTitle('Meus dados');
  const { id } = useUsuarioLogado();
  const carga = useCarregar(`usuario-${id}`, () => buscarUsuario(id));
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Meus dados</h1>
      <p>Confira os seus dados e clique em Salvar.</p>
      <EstadoDaCarga carga={carga}>{(usuario) => <FormularioEdicao usuario={usuario} />}</EstadoDaCarga>
    </div>
  );
}
