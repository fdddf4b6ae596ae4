import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, UNSAFE_NavigationContext } from 'react-router-dom';
import { reportarErro, type Decisao } from '@portal/shared-auth';
import { usePageTitle } from '../../hooks/use-page-title';
import { Botao } from '../botao';
import { Carregando } from '../painel';
import { avisarDecisao, navegarPara, type Navegar } from './executar-decisao';

export interface GuardaProps {
  avaliar: () => Decisao | Promise<Decisao>;
  children: ReactNode;
  /** For targets outside this router's basename (another remote): the parcel's `navigate` prop. */
  navegarFora?: Navegar;
}

type Estado = 'avaliando' | 'permitido' | 'redirecionando' | 'falhou';

export const MENSAGEM_FALHA_GUARDA = 'Não foi possível verificar o acesso a esta página. Tente novamente.';
const TITULO_FALHA_GUARDA = 'Não foi possível abrir esta página';

/** Runs a route guard on every visit of the route and renders the page only when it allows. */
export function Guarda({ avaliar, children, navegarFora }: GuardaProps) {
  const [estado, setEstado] = useState<Estado>('avaliando');
  // Bumped by "Tentar novamente": the guard runs again on the same path.
  const [tentativa, setTentativa] = useState(0);
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
  }, [pathname, basename, tentativa]);

  if (estado === 'permitido') return <>{children}</>;
  if (estado === 'falhou')
    return <FalhaDaGuarda repetida={tentativa > 0} aoTentarNovamente={() => setTentativa((n) => n + 1)} />;
  return <Carregando />;
}

/**
 * The guard's failure replaces the whole page, so it is a page: its own h1 and tab title (the previous page's would
 * stay otherwise) and a retry, like the shell's unavailable-area panel. A failed check (a 503) usually passes later.
 * A retry unmounts the button pressed, so when it fails again focus goes to this h1 (on the document's first page too:
 * the citizen was here already), unless they took it elsewhere meanwhile.
 */
function FalhaDaGuarda({
  repetida,
  aoTentarNovamente,
}: {
  repetida: boolean;
  aoTentarNovamente: () => void;
}) {
  const h1 = usePageTitle(TITULO_FALHA_GUARDA);
  const id = useId();
  useEffect(() => {
    if (repetida && document.activeElement === document.body) h1.current?.focus();
  }, [repetida, h1]);
  return (
    <section className="painel painel--erro" role="alert" aria-labelledby={id}>
      <h1 id={id} ref={h1} tabIndex={-1}>
        {TITULO_FALHA_GUARDA}
      </h1>
      <p>{MENSAGEM_FALHA_GUARDA}</p>
      <Botao variante="secundario" onClick={aoTentarNovamente}>
        Tentar novamente
      </Botao>
    </section>
  );
}
