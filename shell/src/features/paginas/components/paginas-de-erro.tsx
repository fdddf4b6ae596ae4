import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@portal/ui/hospedeiro';
import { RotaShell } from '../../../config/caminhos';

function PaginaDeErro({ titulo, children }: { titulo: string; children: ReactNode }) {
  usePageTitle(titulo);
  return (
    <article className="shell-pagina-erro">
      <h1>{titulo}</h1>
      {children}
      <p>
        <Link to={RotaShell.home}>Voltar para o início</Link>
      </p>
    </article>
  );
}

export function PaginaProibida() {
  return (
    <PaginaDeErro titulo="Acesso não permitido">
      <p>Seu perfil não tem permissão para acessar esta página.</p>
      <p>
        Se você acredita que deveria ter acesso, entre com outra conta ou procure o atendimento do programa.
      </p>
    </PaginaDeErro>
  );
}

export function PaginaErroInterno() {
  return (
    <PaginaDeErro titulo="Ocorreu um erro inesperado">
      <p>Não conseguimos concluir sua solicitação agora. Seus dados não foram perdidos.</p>
      <p>Tente novamente em alguns minutos.</p>
    </PaginaDeErro>
  );
}
