import type { RefObject } from 'react';
import { Rota } from '@portal/contracts';
import { comRetorno, notificar, useSession } from '@portal/shared-auth';
import { Botao, Carregando, Painel, usePageTitle } from '@portal/ui';
import { FalhaNaCarga, LinkFora } from '../../../comum/componentes';
import { usePagamentos } from '../hooks/use-pagamentos';
import { TabelaPagamentos } from './tabela-pagamentos';
import { RotaCandidato } from '../../../config/caminhos';

/** candidato/dados-pagamento: no guard (spec §2); a visitor is invited to sign in instead of being sent away. */
export function PaginaDadosPagamento() {
  const h1Ref = usePageTitle('Dados de pagamento');
  const user = useSession((s) => s.user);
  return (
    <div className="pagina-formulario">
      <h1 ref={h1Ref}>Dados de pagamento</h1>
      {user ? (
        <PagamentosDoUsuario idUsuario={user.id} h1={h1Ref} />
      ) : (
        <Painel tipo="info" titulo="Entre para ver seus pagamentos">
          <p>
            Os protocolos e senhas de pagamento do benefício aparecem aqui depois que você entra na sua conta.
          </p>
          <LinkFora para={comRetorno(Rota.login, RotaCandidato.dadosPagamento)}>Entrar</LinkFora>
        </Painel>
      )}
    </div>
  );
}

function PagamentosDoUsuario({
  idUsuario,
  h1,
}: {
  idUsuario: number;
  h1: RefObject<HTMLHeadingElement | null>;
}) {
  const carga = usePagamentos(idUsuario);
  const pagamentos = carga.dados;
  if (carga.carregando) return <Carregando />;
  if (!pagamentos) {
    return (
      <FalhaNaCarga
        titulo="Não foi possível carregar seus pagamentos"
        h1={h1}
        recarregar={carga.recarregar}
      />
    );
  }
  return (
    <>
      <TabelaPagamentos pagamentos={pagamentos} />
      {pagamentos.length > 0 ? (
        <Botao onClick={() => notificar.alertaPagamentos(pagamentos)}>Ver dados de pagamento</Botao>
      ) : null}
    </>
  );
}
