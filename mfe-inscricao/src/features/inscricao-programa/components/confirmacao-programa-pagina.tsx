import { useNavigate, useParams } from 'react-router-dom';
import { sessionStore } from '@portal/shared-auth';
import { Botao, Campo, EstadoCarga, ResumoErros, useCarga, useEnvio, type Validacao } from '@portal/ui';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { periodoDaTurma, turnoDaTurma, vagasLivres } from '../../../comum/formatar';
import { RotaInscricao } from '../../../config/caminhos';
import { inscreverNoPrograma } from '../api/inscricao-programa-api';
import { useEscolhaEmCascata } from '../hooks/use-escolha-em-cascata';
import { DentroDaFaixaEtaria, TituloDaPagina } from './dentro-da-faixa-etaria';
import type { ProgramaComConfirmacao } from '../programas';

const CAMPOS = {
  idMunicipio: 'Escolha o município.',
  idOrdemServico: 'Escolha a unidade.',
  idTurma: 'Escolha a turma.',
} as const;

/** Município, unidade and turma chosen: the class to enrol in; else what is missing, field by field. */
function escolhaCompleta(escolha: Record<keyof typeof CAMPOS, string>): Validacao<number> {
  const faltando = (Object.keys(CAMPOS) as (keyof typeof CAMPOS)[]).filter((c) => !escolha[c]);
  if (faltando.length === 0) return { ok: true, dados: Number(escolha.idTurma) };
  return { ok: false, erros: Object.fromEntries(faltando.map((campo) => [campo, CAMPOS[campo]])) };
}

/** confirmacao-qualificaSP…/{idCurso}: choose where and when, then enrol through the programme's call. */
export function ConfirmacaoProgramaPagina({ programa }: { programa: ProgramaComConfirmacao }) {
  const titulo = `Inscrição no ${programa.nome}`;
  const idCurso = Number(useParams().idCurso);
  const navigate = useNavigate();
  const curso = useCarga(() => catalogoApi.curso(idCurso), `curso:${idCurso}`);
  const cascata = useEscolhaEmCascata(idCurso);
  const envio = useEnvio({
    validar: () => escolhaCompleta(cascata.escolha),
    enviar: async (idTurmaPrincipal) => {
      const idUsuario = sessionStore.getState().user?.id ?? 0;
      const inscricao = await inscreverNoPrograma(programa, {
        idUsuario,
        idTurmaPrincipal,
        idStatusInscricao: 1,
      });
      cascata.limpar();
      navigate(RotaInscricao.comprovante(inscricao.id));
    },
    campoErroApi: 'idTurma',
  });
  const erroDe = envio.erroDe;

  return (
    <DentroDaFaixaEtaria programa={programa} titulo={titulo}>
      <TituloDaPagina titulo={titulo} />
      <EstadoCarga carga={curso}>
        {(c) => (
          <form noValidate onSubmit={(e) => void envio.aoEnviar(e)}>
            <ResumoErros erros={envio.resumo} />
            <p className="nota">Campos marcados com * são obrigatórios.</p>
            <p>
              Curso: <strong>{c.nome}</strong> ({c.cargaHoraria} horas)
            </p>
            <Campo
              id="idMunicipio"
              tipo="select"
              required
              rotulo="Município"
              erro={erroDe('idMunicipio')}
              value={cascata.escolha.idMunicipio}
              onChange={(e) => cascata.alterar('idMunicipio', e.target.value)}
            >
              <option value="">Selecione</option>
              {cascata.municipios.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.nome}
                </option>
              ))}
            </Campo>
            <Campo
              id="idOrdemServico"
              tipo="select"
              required
              rotulo="Unidade"
              erro={erroDe('idOrdemServico')}
              value={cascata.escolha.idOrdemServico}
              onChange={(e) => cascata.alterar('idOrdemServico', e.target.value)}
            >
              <option value="">Selecione</option>
              {cascata.unidades.map((u) => (
                <option key={u.idOrdemServico} value={u.idOrdemServico}>{`${u.nome} — ${u.endereco}`}</option>
              ))}
            </Campo>
            <Campo
              id="idTurma"
              tipo="select"
              required
              rotulo="Turma"
              erro={erroDe('idTurma')}
              value={cascata.escolha.idTurma}
              onChange={(e) => cascata.alterar('idTurma', e.target.value)}
            >
              <option value="">Selecione</option>
              {cascata.turmas.map((t) => (
                <option key={t.id} value={t.id} disabled={!t.aberta || t.vagasDisponiveis <= 0}>
                  {`${turnoDaTurma(t)} — ${periodoDaTurma(t)} — ${vagasLivres(t.vagasDisponiveis)}`}
                </option>
              ))}
            </Campo>
            <div className="botoes">
              <Botao type="submit" ocupado={envio.enviando}>
                Confirmar inscrição
              </Botao>
            </div>
          </form>
        )}
      </EstadoCarga>
    </DentroDaFaixaEtaria>
  );
}
