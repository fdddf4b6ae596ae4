import type { ReactNode } from 'react';
import { PAPEIS_CANDIDATO_E_ADMIN } from '@portal/contracts';
import { avaliarGuardaLogin } from '@portal/shared-auth';
import { Guarda, useNavegarFora } from '@portal/ui';
import { useHref, useLocation } from 'react-router-dom';
import { avaliarAcessoAConclusao, avaliarAcessoAEtapa } from '../features/cadastro/api/estado-do-cadastro';
import type { RotaDeEtapa } from '../features/cadastro/api/acesso-a-etapa';
import { useSeguirCadastro } from '../features/cadastro/hooks/use-seguir-cadastro';

/** The portal URL being visited, with the portal's base path: where login brings the user back to. */
function useUrlAtual(): string {
  const { pathname, search } = useLocation();
  return useHref({ pathname, search });
}

/** Login guard for candidate routes: signed in, role Candidato or Administrador, terms accepted (spec §4, §6). */
export function ComLogin({ children }: { children: ReactNode }) {
  const navegarFora = useNavegarFora();
  const url = useUrlAtual();
  return (
    <Guarda avaliar={() => avaliarGuardaLogin(url, PAPEIS_CANDIDATO_E_ADMIN)} navegarFora={navegarFora}>
      {children}
    </Guarda>
  );
}

export interface EtapaProps extends RotaDeEtapa {
  pagina: (props: { aoSalvar: () => Promise<void> }) => ReactNode;
}

/** A registration step: login guard, then the sequence of spec §4; saving moves on to the next missing step. */
export function EtapaDoCadastro({ etapa, modo, pagina: Pagina }: EtapaProps) {
  const navegarFora = useNavegarFora();
  const url = useUrlAtual();
  const seguir = useSeguirCadastro();
  return (
    <Guarda avaliar={() => avaliarAcessoAEtapa(url, { etapa, modo })} navegarFora={navegarFora}>
      <Pagina aoSalvar={seguir} />
    </Guarda>
  );
}

export function ConclusaoDoCadastro({ children }: { children: ReactNode }) {
  const navegarFora = useNavegarFora();
  const url = useUrlAtual();
  return (
    <Guarda avaliar={() => avaliarAcessoAConclusao(url)} navegarFora={navegarFora}>
      {children}
    </Guarda>
  );
}
