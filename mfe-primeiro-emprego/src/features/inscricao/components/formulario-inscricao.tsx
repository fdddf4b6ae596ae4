import { useNavigate } from 'react-router-dom';
import { primeiroEmpregoRequestSchema, type Curso, type PrimeiroEmpregoRequest } from '@portal/contracts';
import {
  definirCursoEscolhido,
  limparEscolhasAposInscricao,
  notificar,
  sessionStore,
} from '@portal/shared-auth';
import { Botao, Campo, ResumoErros, useEnvio, type Validacao } from '@portal/ui';
import {
  CamposDaTurma,
  FALTANDO_NA_ESCOLHA,
  useEscolhaDaTurma,
  validarEscolhaDaTurma,
  type EscolhaDaTurma,
} from '@portal/escolha-da-turma';
import { primeiroEmpregoApi } from '../../../comum/api/primeiro-emprego-api';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';

const CHAVE_RASCUNHO = 'primeiro-emprego-inscricao';

function validar(escolha: EscolhaDaTurma, idUsuario: number): Validacao<PrimeiroEmpregoRequest> {
  const turma = validarEscolhaDaTurma(escolha);
  if (!turma.ok) return turma;
  // The same schema the API validates the body with.
  const corpo = primeiroEmpregoRequestSchema.safeParse({ idUsuario, idTurmaPrincipal: turma.dados });
  if (!corpo.success) return { ok: false, erros: { idTurma: FALTANDO_NA_ESCOLHA.idTurma } };
  return { ok: true, dados: corpo.data };
}

/** POST /v1/inscricao/PrimeiroEmpregoSP with the chosen class; then on to the programme's questionnaire. */
export function FormularioInscricao({
  cursos,
  inicial,
  rotuloBotao,
}: {
  cursos: readonly Curso[];
  inicial: EscolhaDaTurma;
  rotuloBotao: string;
}) {
  const cascata = useEscolhaDaTurma(CHAVE_RASCUNHO, inicial);
  const navigate = useNavigate();
  const envio = useEnvio({
    validar: () => validar(cascata.escolha, sessionStore.getState().user?.id ?? 0),
    enviar: async (corpo) => {
      await primeiroEmpregoApi.inscrever(corpo);
      cascata.limpar();
      limparEscolhasAposInscricao();
      definirCursoEscolhido(null);
      notificar.toast('Inscrição salva.', 'success');
      navigate(RotaPrimeiroEmprego.questionario);
    },
    campoErroApi: 'idTurma',
    mensagemErroApi: 'Não foi possível salvar a inscrição. Tente novamente.',
  });

  return (
    <form noValidate onSubmit={(evento) => void envio.aoEnviar(evento)}>
      <ResumoErros erros={envio.resumo} />
      <p className="nota">Campos marcados com * são obrigatórios.</p>
      <Campo
        id="idCurso"
        tipo="select"
        rotulo="Curso"
        required
        value={cascata.escolha.idCurso}
        erro={envio.erroDe('idCurso')}
        onChange={(e) => cascata.alterar('idCurso', e.target.value)}
      >
        <option value="">Selecione</option>
        {cursos.map((c) => (
          <option key={c.id} value={c.id}>
            {c.nome}
          </option>
        ))}
      </Campo>
      <CamposDaTurma cascata={cascata} erroDe={envio.erroDe} />
      <div className="botoes">
        <Botao type="submit" ocupado={envio.enviando}>
          {rotuloBotao}
        </Botao>
      </div>
    </form>
  );
}
