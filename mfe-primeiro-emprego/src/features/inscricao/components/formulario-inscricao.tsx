import { useNavigate } from 'react-router-dom';
import { primeiroEmpregoRequestSchema, type Curso, type PrimeiroEmpregoRequest } from '@portal/contracts';
import { definirCursoEscolhido, notificar, sessionStore } from '@portal/shared-auth';
import { Botao, ResumoErros, useEnvio, type Validacao } from '@portal/ui';
import { primeiroEmpregoApi } from '../../../comum/api/primeiro-emprego-api';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';
import { useEscolhaTurma, type CampoEscolha, type EscolhaTurma } from '../hooks/use-escolha-turma';
import { CamposTurma } from './campos-turma';

const FALTANDO: Record<CampoEscolha, string> = {
  idCurso: 'Escolha o curso.',
  idMunicipio: 'Escolha o município.',
  idOrdemServico: 'Escolha a unidade.',
  idTurma: 'Escolha a turma.',
};

function validar(escolha: EscolhaTurma, idUsuario: number): Validacao<PrimeiroEmpregoRequest> {
  const faltando = (Object.keys(FALTANDO) as CampoEscolha[]).filter((c) => !escolha[c]);
  if (faltando.length > 0)
    return { ok: false, erros: Object.fromEntries(faltando.map((campo) => [campo, FALTANDO[campo]])) };
  // The same schema the API validates the body with.
  const corpo = primeiroEmpregoRequestSchema.safeParse({
    idUsuario,
    idTurmaPrincipal: Number(escolha.idTurma),
  });
  if (!corpo.success) return { ok: false, erros: { idTurma: FALTANDO.idTurma } };
  return { ok: true, dados: corpo.data };
}

/** POST /v1/inscricao/PrimeiroEmpregoSP with the chosen class; then on to the programme's questionnaire. */
export function FormularioInscricao({
  cursos,
  inicial,
  rotuloBotao,
}: {
  cursos: readonly Curso[];
  inicial: EscolhaTurma;
  rotuloBotao: string;
}) {
  const cascata = useEscolhaTurma(inicial);
  const navigate = useNavigate();
  const envio = useEnvio({
    validar: () => validar(cascata.escolha, sessionStore.getState().user?.id ?? 0),
    enviar: async (corpo) => {
      await primeiroEmpregoApi.inscrever(corpo);
      cascata.limpar();
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
      <CamposTurma cursos={cursos} cascata={cascata} erros={envio.resumo} />
      <div className="botoes">
        <Botao type="submit" ocupado={envio.enviando}>
          {rotuloBotao}
        </Botao>
      </div>
    </form>
  );
}
