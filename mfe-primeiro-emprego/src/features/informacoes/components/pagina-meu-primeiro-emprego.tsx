import { usePageTitle } from '@portal/ui';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';

const TITULO = 'Meu Primeiro Emprego';

/** meu-primeiro-emprego: the public presentation of the programme. */
export function PaginaMeuPrimeiroEmprego() {
  const h1 = usePageTitle(TITULO);
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <p>
        O Meu Primeiro Emprego prepara jovens para a primeira vaga com carteira assinada: um curso de
        qualificação gratuito, orientação para entrevistas e encaminhamento para empresas parceiras.
      </p>
      <h2>Quem pode participar</h2>
      <ul>
        <li>Jovens de 16 a 24 anos que nunca tiveram emprego formal.</li>
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
