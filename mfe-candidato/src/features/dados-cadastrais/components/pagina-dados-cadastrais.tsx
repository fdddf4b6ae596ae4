import { Botao, Painel } from '@portal/ui';
import { ComUsuario } from '../../../comum/componentes';
import { EstruturaDoFormulario } from '../../../comum/estrutura-do-formulario';
import { ligadorDeCampos } from '../../../comum/formulario';
import { CAMPOS_DADOS_CADASTRAIS, idDoCampo } from '../formulario-dados-cadastrais';
import { useFormularioDadosCadastrais } from '../hooks/use-formulario-dados-cadastrais';
import { CamposDadosCadastrais } from './campos-dados-cadastrais';
import type { UsuarioLogado } from '@portal/shared-auth';

/** Module-level so the error summary's list keeps its identity between renders. */
const ORDEM_DOS_CAMPOS = CAMPOS_DADOS_CADASTRAIS.map(idDoCampo);

export interface PaginaDadosCadastraisProps {
  aoSalvar: () => void | Promise<void>;
}

/** candidato/dados-cadastrais/edit: creates the registration data when the API has none (404), else edits it. */
export function PaginaDadosCadastrais({ aoSalvar }: PaginaDadosCadastraisProps) {
  return <ComUsuario>{(user) => <FormularioDadosCadastrais user={user} aoSalvar={aoSalvar} />}</ComUsuario>;
}

function FormularioDadosCadastrais({
  user,
  aoSalvar,
}: {
  user: UsuarioLogado;
  aoSalvar: PaginaDadosCadastraisProps['aoSalvar'];
}) {
  const formulario = useFormularioDadosCadastrais(user, aoSalvar);
  const { carga, recarregar, existe, valores, alterar, erros, enviando, enviar } = formulario;
  const ligar = ligadorDeCampos(valores, alterar, erros, idDoCampo);
  const introducao = existe ? null : (
    <Painel tipo="info" titulo="Complete seu cadastro">
      <p>
        Para se inscrever nos cursos, informe seus dados. Depois vamos pedir seu endereço e algumas perguntas
        socioeconômicas.
      </p>
    </Painel>
  );
  return (
    <EstruturaDoFormulario
      titulo="Dados cadastrais"
      introducao={introducao}
      carga={carga}
      recarregar={recarregar}
      erros={erros}
      ordemDosCampos={ORDEM_DOS_CAMPOS}
    >
      <form noValidate onSubmit={enviar} aria-label="Dados cadastrais">
        <CamposDadosCadastrais
          ligar={ligar}
          possuiDeficiencia={valores.possuiDeficiencia === 'sim'}
          cpfFixo={existe}
        />
        <Botao type="submit" ocupado={enviando}>
          {existe ? 'Salvar' : 'Salvar e continuar'}
        </Botao>
      </form>
    </EstruturaDoFormulario>
  );
}
