import { Link, useNavigate } from 'react-router-dom';
import { concederAcessoFaleConosco } from '@portal/shared-auth';
import { usePageTitle } from '@portal/ui/hospedeiro';
import { RotaShell } from '../../../config/caminhos';

/** Known limitations, each with the date it was found; kept here so the statement is updated with the fix. */
export const LIMITACOES_CONHECIDAS: readonly { data: string; texto: string }[] = [
  {
    data: '23/11/2026',
    texto:
      'Tabelas com muitas colunas (histórico de inscrições, dados de pagamento) rolam para o lado dentro do próprio quadro em telas de 320 pixels.',
  },
  {
    data: '23/11/2026',
    texto:
      'A tradução para Libras (VLibras) depende do serviço do Governo Federal e só aparece quando a administração do portal a ativa.',
  },
];

/** The accessibility statement (eMAG 3.1, ABNT NBR 17225:2025): standard, method, limitations, how to report. */
export function DeclaracaoDeAcessibilidade() {
  usePageTitle('Acessibilidade');
  const navigate = useNavigate();
  const relatarBarreira = () => {
    concederAcessoFaleConosco();
    navigate(RotaShell.faleConosco);
  };
  return (
    <article className="pagina shell-declaracao">
      <h1>Acessibilidade</h1>
      <p>
        O Portal Qualifica é feito para todas as pessoas, inclusive quem usa leitor de tela, navega só pelo
        teclado, amplia o texto ou acessa por um celular simples.
      </p>
      <h2>Padrão seguido</h2>
      <p>
        Seguimos a norma ABNT NBR 17225:2025, que adota as Diretrizes de Acessibilidade para Conteúdo Web
        (WCAG) 2.2 no nível AA, e o Modelo de Acessibilidade em Governo Eletrônico (eMAG) 3.1.
      </p>
      <h2>Recursos do portal</h2>
      <ul>
        <li>
          Atalhos de teclado: Alt+1 vai para o conteúdo, Alt+2 para o menu, Alt+3 para a busca (nas páginas
          que têm uma) e Alt+4 para o rodapé.
        </li>
        <li>
          Alto contraste e tamanho do texto (A−, A, A+) na barra de acessibilidade, no alto de cada página. A
          escolha fica guardada neste navegador.
        </li>
        <li>Modo escuro, no cabeçalho.</li>
        <li>
          As páginas funcionam em telas a partir de 320 pixels de largura e com o texto ampliado em 200%, sem
          rolagem lateral.
        </li>
      </ul>
      <h2>Como o portal foi avaliado</h2>
      <p>
        Cada versão passa por testes automáticos com o axe-core em todas as páginas, nos temas claro, escuro e
        alto contraste; por um teste de largura em 320 pixels e com texto em 200%; por uma inscrição completa
        feita só com o teclado em cada programa; e por uma verificação da ordem em que o leitor de tela
        anuncia as páginas principais. As verificações manuais foram feitas com teclado, leitor de tela e
        celular.
      </p>
      <h2>Limitações conhecidas</h2>
      <ul>
        {LIMITACOES_CONHECIDAS.map(({ data, texto }) => (
          <li key={texto}>
            <strong>{data}:</strong> {texto}
          </li>
        ))}
      </ul>
      <h2>Encontrou uma barreira?</h2>
      <p>
        Conte para nós o que aconteceu, em qual página e com qual recurso (leitor de tela, ampliação,
        teclado). Respondemos e corrigimos o que estiver ao nosso alcance.
      </p>
      <button type="button" className="botao" onClick={relatarBarreira}>
        Relatar uma barreira de acessibilidade
      </button>
      <p>
        Veja também como tratamos os seus dados em{' '}
        <Link to={RotaShell.privacidade}>Privacidade e proteção de dados</Link>.
      </p>
      <p className="nota">Declaração atualizada em 23/11/2026.</p>
    </article>
  );
}
