import { useRegistroDeVisitas } from '../features/analytics/hooks/use-registro-de-visitas';
import { Layout } from '../features/layout/components/layout';
import { BotaoModoEscuro } from '../features/modo-escuro/components/botao-modo-escuro';

/** The layout with the shell's cross-cutting pieces plugged in: the dark-mode toggle and page-view tracking. */
export function LayoutDoPortal({ urlAnalytics }: { urlAnalytics: string }) {
  useRegistroDeVisitas(urlAnalytics);
  return <Layout acoesDoCabecalho={<BotaoModoEscuro />} />;
}
