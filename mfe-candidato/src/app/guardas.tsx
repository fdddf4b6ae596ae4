import type { ReactNode } from 'react';
import { PAPEIS_CANDIDATO_E_ADMIN } from '@portal/contracts';
import { avaliarGuardaLogin } from '@portal/shared-auth';
import { RotaGuardada } from '@portal/remoto';
import type { RotaDeEtapa } from '../features/cadastro/acesso-a-etapa';
import { estadoDoCadastro } from '../features/cadastro/api/estado-do-cadastro-sob-demanda';
import { useSeguirCadastro } from '../features/cadastro/hooks/use-seguir-cadastro';

/**
 * Login guard for candidate routes: signed in, roles Candidato and Administrador listed and Candidato required
 * (spec §6, issue 28 §14), terms accepted (spec §4).
 */
export function ComLogin({ children }: { children: ReactNode }) {
  return (
    <RotaGuardada
      avaliar={(url) => avaliarGuardaLogin(url, PAPEIS_CANDIDATO_E_ADMIN, { exigeCandidato: true })}
    >
      {children}
    </RotaGuardada>
  );
}

export interface EtapaProps extends RotaDeEtapa {
  pagina: (props: { aoSalvar: () => Promise<void> }) => ReactNode;
}

/** A registration step: login guard, then the sequence of spec §4; saving moves on to the next missing step. */
export function EtapaDoCadastro({ etapa, modo, pagina: Pagina }: EtapaProps) {
  const seguir = useSeguirCadastro();
  return (
    <RotaGuardada
      avaliar={async (url) => (await estadoDoCadastro()).avaliarAcessoAEtapa(url, { etapa, modo })}
    >
      <Pagina aoSalvar={seguir} />
    </RotaGuardada>
  );
}

export function ConclusaoDoCadastro({ children }: { children: ReactNode }) {
  const avaliar = async (url: string) => (await estadoDoCadastro()).avaliarAcessoAConclusao(url);
  return <RotaGuardada avaliar={avaliar}>{children}</RotaGuardada>;
}
