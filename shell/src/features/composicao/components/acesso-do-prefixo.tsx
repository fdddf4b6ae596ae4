import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AcessoDoPrefixo } from '@portal/contracts';
import { avaliarGuardaLogin, permitir, useSession, type Decisao } from '@portal/shared-auth';
import { avisarDecisao, Carregando } from '@portal/ui';

/** The registry's access level as shared-auth's login guard: sign-in, then the role (spec §4's order). */
export function decidirAcesso(acesso: AcessoDoPrefixo, url: string): Decisao {
  if (acesso === 'publico') return permitir();
  return avaliarGuardaLogin(url, acesso === 'login' ? undefined : acesso.papeis);
}

/**
 * Lets the area's remote load only for a visitor the registry admits (decision 1530): nothing of a staff-only remote
 * is requested for a citizen. Decided during render, from the session, so moving between pages of the same remote
 * never unmounts it (the remote's own routes keep their guards); signing out re-decides at once.
 */
export function ComAcesso({ acesso, children }: { acesso: AcessoDoPrefixo; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useSession((estado) => estado.user);
  const decisao = decidirAcesso(acesso, `${pathname}${search}${hash}`);
  const destino = decisao.permitir ? null : decisao.redirecionar;

  useEffect(() => {
    if (decisao.permitir) return;
    avisarDecisao(decisao);
    navigate(decisao.redirecionar, { replace: true });
    // Once per destination: the decision object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [destino]);

  return decisao.permitir ? <>{children}</> : <Carregando />;
}
