import { exigeStatusGraduacao } from '@portal/contracts';
import type { UsuarioLogado } from '@portal/shared-auth';
import { Botao } from '@portal/ui';
import { ComUsuario } from '../../../comum/componentes';
import { EstruturaDoFormulario } from '../../../comum/estrutura-do-formulario';
import { ligadorDeCampos } from '../../../comum/formulario';
import { CAMPOS_SOCIOECONOMICO, idDoCampo } from '../formulario-socioeconomico';
import { useFormularioSocioeconomico } from '../hooks/use-formulario-socioeconomico';
import { CamposSocioeconomico } from './campos-socioeconomico';

/** Module-level so the error summary's list keeps its identity between renders. */
const ORDEM_DOS_CAMPOS = CAMPOS_SOCIOECONOMICO.map(idDoCampo);

export interface PaginaSocioeconomicoProps {
  aoSalvar: () => void | Promise<void>;
}

/** candidato/questionario-socioeconomico/form and /edit. */
export function PaginaSocioeconomico({ aoSalvar }: PaginaSocioeconomicoProps) {
  return <ComUsuario>{(user) => <FormularioSocioeconomico user={user} aoSalvar={aoSalvar} />}</ComUsuario>;
}

function FormularioSocioeconomico({
  user,
  aoSalvar,
}: {
  user: UsuarioLogado;
  aoSalvar: PaginaSocioeconomicoProps['aoSalvar'];
}) {
  const { carga, recarregar, existe, valores, alterar, erros, enviando, enviar } =
    useFormularioSocioeconomico(user, aoSalvar);
  const ligar = ligadorDeCampos(valores, alterar, erros, idDoCampo);
  const pedeStatus = exigeStatusGraduacao(Number(valores.idGrauInstrucao) || null);
  return (
    <EstruturaDoFormulario
      titulo="Questionário socioeconômico"
      introducao={<p>As respostas ajudam o programa a planejar as vagas e não afetam sua inscrição.</p>}
      carga={carga}
      recarregar={recarregar}
      erros={erros}
      ordemDosCampos={ORDEM_DOS_CAMPOS}
    >
      <form noValidate onSubmit={enviar} aria-label="Questionário socioeconômico">
        <CamposSocioeconomico ligar={ligar} pedeStatus={pedeStatus} />
        <Botao type="submit" ocupado={enviando}>
          {existe ? 'Salvar' : 'Salvar e continuar'}
        </Botao>
      </form>
    </EstruturaDoFormulario>
  );
}
