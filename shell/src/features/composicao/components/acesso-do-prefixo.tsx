import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { acessoNoRegistro, type AcessoDoPrefixo, type RegistroLido } from '@portal/contracts';
import { avaliarGuardaLogin, permitir, useSession, type Decisao } from '@portal/shared-auth';
import { avisarDecisao, Carregando } from '@portal/ui/hospedeiro';

/** The registry's access level as shared-auth's login guard: sign-in, then the role (spec §4's order). */
export function decidirAcesso(acesso: AcessoDoPrefixo, url: string): Decisao {
  if (acesso === 'publico') return permitir();
  return avaliarGuardaLogin(url, acesso === 'login' ? undefined : acesso.papeis);
}

/**
 * Lets the area's remote load only for a visitor its registry line admits (decisions 1530 and 1560): nothing of a
 * staff-only remote is requested for a citizen, and a line whose declaration cannot be read keeps its paths closed
 * (the page not found). Decided during render, from the session, so moving between pages of the same remote never
 * unmounts it (the remote's own routes keep their guards); signing out re-decides at once.
 */
export function ComAcesso({
  registro,
  naoEncontrada,
  children,
}: {
  registro: RegistroLido;
  naoEncontrada: ReactNode;
  children: ReactNode;
}) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useSession((estado) => estado.user);
  const acesso = acessoNoRegistro(registro, pathname);
  const decisao = acesso && decidirAcesso(acesso, `${pathname}${search}${hash}`);
  const destino = decisao && !decisao.permitir ? decisao.redirecionar : null;

  useEffect(() => {
    if (!decisao || decisao.permitir) return;
    avisarDecisao(decisao);
    navigate(decisao.redirecionar, { replace: true });
    // Once per destination: the decision object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [destino]);

  if (!decisao) return <>{naoEncontrada}</>;
  return decisao.permitir ? <>{children}</> : <Carregando />;
}
