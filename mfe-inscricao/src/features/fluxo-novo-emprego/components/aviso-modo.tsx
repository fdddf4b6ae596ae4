import { Painel } from '@portal/ui';
import { useRascunhoAtualizacao } from '../../../comum/escolhas';
import type { ModoFluxo } from '../../../config/caminhos';

/** In the edit flow, says which enrolment the new choices will replace. */
export function AvisoModo({ modo }: { modo: ModoFluxo }) {
  const rascunho = useRascunhoAtualizacao();
  if (modo !== 'edit' || !rascunho) return null;
  const { cursoQualificacao, unidade } = rascunho.turmaPrincipal;
  return (
    <Painel tipo="info" titulo="Alteração de inscrição">
      <p>
        Você está alterando a inscrição nº {rascunho.id} ({cursoQualificacao.nome}, {unidade.nome}). A
        inscrição atual continua valendo até você confirmar a alteração.
      </p>
    </Painel>
  );
}
