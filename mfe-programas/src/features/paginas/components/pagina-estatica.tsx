import { usePageTitle } from '@portal/ui';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import type { ConteudoPagina, SecaoPagina } from '../content/tipos';

function Secao({ secao }: { secao: SecaoPagina }) {
  return (
    <section>
      <h2>{secao.titulo}</h2>
      {secao.paragrafos?.map((paragrafo) => (
        <p key={paragrafo}>{paragrafo}</p>
      ))}
      {secao.itens ? (
        <ul>
          {secao.itens.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Renders any information page from its content: one h1, a summary, sections with h2 and the related links. */
export function PaginaEstatica({ conteudo }: { conteudo: ConteudoPagina }) {
  const h1 = usePageTitle(conteudo.titulo);
  return (
    <article>
      <h1 ref={h1}>{conteudo.titulo}</h1>
      <p>{conteudo.resumo}</p>
      {conteudo.secoes.map((secao) => (
        <Secao key={secao.titulo} secao={secao} />
      ))}
      {conteudo.links && conteudo.links.length > 0 ? (
        <nav aria-label="Veja também">
          <h2>Veja também</h2>
          <ul>
            {conteudo.links.map((link) => (
              <li key={link.para}>
                <LinkPortal para={link.para}>{link.texto}</LinkPortal>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
