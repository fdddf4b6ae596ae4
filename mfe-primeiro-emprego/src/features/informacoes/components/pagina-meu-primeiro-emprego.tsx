import { Regras } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';

const TITULO = 'Meu Primeiro Emprego';

/**
 * Who may enrol, as the API enforces it: this programme's enrolment takes the general 14 to 60 (spec §5), and the
 * registration record every enrolment needs refuses under 16; both count by birth year only. Nothing checks a former
 * job, so the page does not promise that rule.
 */
const IDADE = `Pessoas de ${Regras.idadeMinimaCadastro} a ${Regras.idadeMaximaInscricao} anos (vale a idade que você completa neste ano).`;

/** meu-primeiro-emprego: the public presentation of the programme. */
export function PaginaMeuPrimeiroEmprego() {
  const h1 = usePageTitle(TITULO);
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <p>
        O Meu Primeiro Emprego prepara quem procura a primeira vaga com carteira assinada: um curso de
        qualificação gratuito, orientação para entrevistas e encaminhamento para empresas parceiras.
      </p>
      <h2>Quem pode participar</h2>
      <ul>
        <li>{IDADE}</li>
        <li>Com cadastro completo no portal e e-mail confirmado.</li>
      </ul>
      <h2>Como funciona</h2>
      <ol>
        <li>Escolha um curso e uma turma durante o período de inscrição.</li>
        <li>Responda ao questionário do programa.</li>
        <li>Quando for convocado, confirme a matrícula na turma pelo portal.</li>
      </ol>
      <h2>Próximos passos</h2>
      <ul>
        <li>
          <LinkPortal para={RotaPrimeiroEmprego.cursos}>Ver os cursos do programa</LinkPortal>
        </li>
        <li>
          <LinkPortal para={RotaPrimeiroEmprego.faq}>Perguntas frequentes</LinkPortal>
        </li>
      </ul>
    </article>
  );
}
