import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, UNSAFE_NavigationContext } from 'react-router-dom';
import { reportarErro, type Decisao } from '@portal/shared-auth';
import { Carregando, Painel } from '../painel';
import { avisarDecisao, navegarPara, type Navegar } from './executar-decisao';

export interface GuardaProps {
  avaliar: () => Decisao | Promise<Decisao>;
  children: ReactNode;
  /** For targets outside this router's basename (another remote): the parcel's `navigate` prop. */
  navegarFora?: Navegar;
}

type Estado = 'avaliando' | 'permitido' | 'redirecionando' | 'falhou';

export const MENSAGEM_FALHA_GUARDA = 'Não foi possível verificar o acesso a esta página. Tente novamente.';

/** Runs a route guard on every visit of the route and renders the page only when it allows. */
export function Guarda({ avaliar, children, navegarFora }: GuardaProps) {
  const [estado, setEstado] = useState<Estado>('avaliando');
  const { basename } = useContext(UNSAFE_NavigationContext);
  const navigate = useNavigate();
  // Only a new path re-runs the guard: a page that keeps filters or paging in the query string must not be
  // unmounted (and lose what the user typed) each time it updates them.
  const { pathname } = useLocation();
  const ultimos = useRef({ avaliar, navegarFora, navigate });
  ultimos.current = { avaliar, navegarFora, navigate };

  useEffect(() => {
    let vigente = true;
    setEstado('avaliando');
    const aplicar = (decisao: Decisao) => {
      if (!vigente) return;
      if (decisao.permitir) return setEstado('permitido');
      setEstado('redirecionando');
      avisarDecisao(decisao);
      const dentro: Navegar = (destino) => ultimos.current.navigate(destino, { replace: true });
      navegarPara(decisao.redirecionar, basename, dentro, ultimos.current.navegarFora);
    };
    Promise.resolve()
      .then(() => ultimos.current.avaliar())
      .then(aplicar, (erro: unknown) => {
        if (!vigente) return;
        reportarErro(erro);
        setEstado('falhou');
      });
    return () => {
      vigente = false;
    };
  }, [pathname, basename]);

  if (estado === 'permitido') return <>{children}</>;
  if (estado === 'falhou') return <Painel tipo="erro">{MENSAGEM_FALHA_GUARDA}</Painel>;
  return <Carregando />;
}
