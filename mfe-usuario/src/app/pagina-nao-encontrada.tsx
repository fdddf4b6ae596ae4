import { Link } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';

export function PaginaNaoEncontrada() {
  const h1 = usePageTitle('Página não encontrada');
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Página não encontrada</h1>
      <p>O endereço pode ter mudado. Veja a sua conta ou entre no portal.</p>
      <ul className="lista-acoes">
        <li>
          <Link to={Rota.usuarioConta}>Minha conta</Link>
        </li>
        <li>
          <Link to={Rota.login}>Entrar</Link>
        </li>
      </ul>
    </div>
  );
}
