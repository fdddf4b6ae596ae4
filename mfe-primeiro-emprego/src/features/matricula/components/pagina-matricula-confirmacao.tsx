import { useSearchParams } from 'react-router-dom';
import { Painel, usePageTitle } from '@portal/ui';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { RotaPrimeiroEmprego } from '../../../comum/rotas';

const TITULO = 'Matrícula confirmada';

/** meuprimeiroemprego/matricula/confirmacao: the receipt after ConfirmarMatricula. */
export function PaginaMatriculaConfirmacao() {
  const h1 = usePageTitle(TITULO);
  const idInscricao = useSearchParams()[0].get('idInscricao');
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <Painel tipo="sucesso" titulo="Tudo certo">
        <p>
          {idInscricao
            ? `Sua matrícula da inscrição número ${idInscricao} foi registrada.`
            : 'Sua matrícula foi registrada.'}
        </p>
      </Painel>
      <h2>Antes da primeira aula</h2>
      <ul>
        <li>Leve um documento com foto e o CPF no primeiro dia.</li>
        <li>Chegue 15 minutos antes do horário da turma.</li>
        <li>Faltas acima de 25% das aulas podem cancelar a matrícula.</li>
      </ul>
      <p>
        <LinkPortal para={RotaPrimeiroEmprego.inscricaoConfirmacao}>Ver minha inscrição</LinkPortal>
      </p>
    </article>
  );
}
