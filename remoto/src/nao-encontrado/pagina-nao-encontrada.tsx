import { LinksDeSaida, type DestinoDeVolta } from './links-de-saida';
import { Painel, usePageTitle } from '@portal/ui';

export const TITULO_NAO_ENCONTRADA = 'Página não encontrada';

/** The portal's one not-found page (shell and every remote): what happened and the ways out. */
export function PaginaNaoEncontrada({ voltar, texto }: { voltar?: DestinoDeVolta; texto?: string }) {
  const h1 = usePageTitle(TITULO_NAO_ENCONTRADA);
  return (
    <article className="pagina-nao-encontrada">
      <h1 ref={h1}>{TITULO_NAO_ENCONTRADA}</h1>
      <p>
        {texto ?? 'O endereço acessado não existe ou mudou de lugar. Confira se foi digitado corretamente.'}
      </p>
      <LinksDeSaida voltar={voltar} />
    </article>
  );
}

/** The same message inside a page that already has its h1 (a record that the API does not know). */
export function AvisoNaoEncontrado({ voltar }: { voltar?: DestinoDeVolta }) {
  return (
    <Painel tipo="aviso" titulo="Não encontramos o que você procura">
      <p>O registro deste endereço não existe ou não está mais disponível.</p>
      <LinksDeSaida voltar={voltar} />
    </Painel>
  );
}
