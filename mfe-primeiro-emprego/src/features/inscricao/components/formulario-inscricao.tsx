import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { primeiroEmpregoRequestSchema, type Curso } from '@portal/contracts';
import { definirCursoEscolhido, notificar, sessionStore } from '@portal/shared-auth';
import { Botao, errosDaApi, ResumoErros, type ErroDeCampo } from '@portal/ui';
import { primeiroEmpregoApi } from '../../../comum/api/primeiro-emprego-api';
import { RotaPrimeiroEmprego } from '../../../comum/rotas';
import { useEscolhaTurma, type CampoEscolha, type EscolhaTurma } from '../hooks/use-escolha-turma';
import { CamposTurma } from './campos-turma';

const FALTANDO: Record<CampoEscolha, string> = {
  idCurso: 'Escolha o curso.',
  idMunicipio: 'Escolha o município.',
  idOrdemServico: 'Escolha a unidade.',
  idTurma: 'Escolha a turma.',
};

function validar(
  escolha: EscolhaTurma,
  idUsuario: number,
): { erros: ErroDeCampo[]; idTurmaPrincipal?: number } {
  const erros = (Object.keys(FALTANDO) as CampoEscolha[])
    .filter((c) => !escolha[c])
    .map((campo) => ({ campo, mensagem: FALTANDO[campo] }));
  if (erros.length > 0) return { erros };
  // The same schema the API validates the body with.
  const corpo = primeiroEmpregoRequestSchema.safeParse({
    idUsuario,
    idTurmaPrincipal: Number(escolha.idTurma),
  });
  if (!corpo.success) return { erros: [{ campo: 'idTurma', mensagem: FALTANDO.idTurma }] };
  return { erros: [], idTurmaPrincipal: corpo.data.idTurmaPrincipal };
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
  const [erros, setErros] = useState<ErroDeCampo[]>([]);
  const [enviando, setEnviando] = useState(false);

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const idUsuario = sessionStore.getState().user?.id ?? 0;
    const resultado = validar(cascata.escolha, idUsuario);
    setErros(resultado.erros);
    if (resultado.idTurmaPrincipal === undefined) return;
    setEnviando(true);
    try {
      await primeiroEmpregoApi.inscrever({ idUsuario, idTurmaPrincipal: resultado.idTurmaPrincipal });
      cascata.limpar();
      definirCursoEscolhido(null);
      notificar.toast('Inscrição salva.', 'success');
      navigate(RotaPrimeiroEmprego.questionario);
    } catch (erro) {
      setErros(errosDaApi(erro, 'idTurma', 'Não foi possível salvar a inscrição. Tente novamente.'));
      setEnviando(false);
    }
  };

  return (
    <form noValidate onSubmit={(evento) => void enviar(evento)}>
      <ResumoErros erros={erros} />
      <p className="nota">Campos marcados com * são obrigatórios.</p>
      <CamposTurma cursos={cursos} cascata={cascata} erros={erros} />
      <div className="botoes">
        <Botao type="submit" ocupado={enviando}>
          {rotuloBotao}
        </Botao>
      </div>
    </form>
  );
}
