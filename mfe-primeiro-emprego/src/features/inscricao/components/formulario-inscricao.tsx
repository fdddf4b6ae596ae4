import { useNavigate } from 'react-router-dom';
import {
  primeiroEmpregoRequestSchema,
  ProgramaPortal,
  StatusInscricao,
  type Curso,
  type PrimeiroEmpregoRequest,
} from '@portal/contracts';
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
import { turmaCheia } from '@portal/escolha-da-turma/rotulos-da-turma';
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
  cursoEscolhido,
  novaInscricao,
}: {
  cursos: readonly Curso[];
  inicial: EscolhaDaTurma;
  /** `inicial`'s course was chosen on a details page: it wins over a draft left for another course. */
  cursoEscolhido: boolean;
  /** No current enrolment: a full class may be chosen, onto its waiting list (decision 1601). */
  novaInscricao: boolean;
}) {
  const cascata = useEscolhaDaTurma(CHAVE_RASCUNHO, inicial, cursoEscolhido);
  const navigate = useNavigate();
  const escolhida = cascata.turmas.find((t) => String(t.id) === cascata.escolha.idTurma);
  const envio = useEnvio({
    validar: () => validar(cascata.escolha, sessionStore.getState().user?.id ?? 0),
    enviar: async (corpo) => {
      const inscricao = await primeiroEmpregoApi.inscrever(corpo);
      cascata.limpar();
      limparEscolhasAposInscricao();
      definirCursoEscolhido(null);
      // A full class puts the enrolment on its waiting list (decision 1601): no seat was saved, and it says so.
      notificar.toast(
        inscricao.idStatusInscricao === StatusInscricao.EmEspera
          ? 'Você entrou na lista de espera desta turma.'
          : 'Inscrição salva.',
        'success',
      );
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
        onChange={(e) => {
          cascata.alterar('idCurso', e.target.value);
          // The course chosen here is the chosen one now: a reload must keep it (and what follows it) instead of
          // bringing back the details page's course over this draft.
          const idCurso = Number(e.target.value);
          definirCursoEscolhido(
            idCurso ? { idCurso, idModalidade: ProgramaPortal.MeuPrimeiroEmprego } : null,
          );
        }}
      >
        <option value="">Selecione</option>
        {cursos.map((c) => (
          <option key={c.id} value={c.id}>
            {c.nome}
          </option>
        ))}
      </Campo>
      <CamposDaTurma cascata={cascata} erroDe={envio.erroDe} aceitaListaDeEspera={novaInscricao} />
      <div className="botoes">
        <Botao type="submit" ocupado={envio.enviando}>
          {!novaInscricao
            ? 'Salvar alteração'
            : escolhida && turmaCheia(escolhida)
              ? 'Entrar na lista de espera'
              : 'Inscrever-se'}
        </Botao>
      </div>
    </form>
  );
}
