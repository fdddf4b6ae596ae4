import { PAPEIS_DA_GESTAO, Papel, Rota } from '@portal/contracts';
import { avaliarGuardaLogin, useSession } from '@portal/shared-auth';
import { usePageTitle } from '@portal/ui';
import { EstadoCarga, RotaGuardada, useCarga } from '@portal/remoto';
import { LinkPortal } from '../../../comum/link-portal';
import { RotaUsuario } from '../../../config/caminhos';
import { areasDaEquipe } from '../api/areas-da-equipe';
import { ConsultaInscricao } from './consulta-inscricao';

/** The staff areas the registry declares for this role, as links; none is a sentence, not an empty list. */
function AreasDaEquipe({ papel }: { papel: string }) {
  const carga = useCarga(() => areasDaEquipe(papel), `areas-da-equipe:${papel}`);
  return (
    <EstadoCarga carga={carga}>
      {(areas) =>
        areas.length === 0 ? (
          <p>Nenhuma área de trabalho está disponível para o seu perfil.</p>
        ) : (
          <ul className="lista-acoes">
            {areas.map(({ rotulo, caminho }) => (
              <li key={caminho}>
                <LinkPortal para={caminho}>{rotulo}</LinkPortal>
              </li>
            ))}
          </ul>
        )
      }
    </EstadoCarga>
  );
}

function AreaDaEquipe() {
  const h1 = usePageTitle('Painel da administração');
  const papel = useSession((estado) => estado.user?.role) ?? '';
  return (
    <div className="pagina">
      <h1 ref={h1}>Painel da administração</h1>
      <h2>Áreas de trabalho do seu perfil</h2>
      <AreasDaEquipe papel={papel} />
      {papel === Papel.Administrador && <ConsultaInscricao />}
      <h2>Outros atalhos</h2>
      <ul className="lista-acoes">
        <li>
          <LinkPortal para={RotaUsuario.usuarioConta}>Minha conta</LinkPortal>
        </li>
        <li>
          <LinkPortal para={Rota.cursosQualificaSP}>Catálogo de cursos do Qualifica SP</LinkPortal>
        </li>
      </ul>
    </div>
  );
}

/**
 * The staff's page of the user area (decisions 0500, 0150 and 1562), reached from the portal's menu by every staff
 * role: the staff areas the registry offers the role (the operations area, mfe-gestao) and, for an administrator, an
 * enrolment by its number. The page guards itself with the staff roles, so the route table, on the first load of the
 * sign-in page, names none of them. The API enforces every role on its own.
 */
export function PaginaAdministracao() {
  return (
    <RotaGuardada avaliar={(url) => avaliarGuardaLogin(url, PAPEIS_DA_GESTAO)}>
      <AreaDaEquipe />
    </RotaGuardada>
  );
}
