import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { sessionStore, mensagemDoErro } from '@portal/shared-auth';
import { Botao, Campo, ResumoErros, type ErroDeCampo, EstadoCarga, useCarga } from '@portal/ui';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { periodoDaTurma, turnoDaTurma, vagasLivres } from '../../../comum/formatar';
import { RotaInscricao } from '../../../comum/rotas';
import { inscreverNoPrograma } from '../api/inscricao-programa-api';
import { useEscolhaEmCascata } from '../hooks/use-escolha-em-cascata';
import { DentroDaFaixaEtaria, TituloDaPagina } from './dentro-da-faixa-etaria';
import type { ProgramaComConfirmacao } from '../programas';

const CAMPOS = {
  idMunicipio: 'Escolha o município.',
  idOrdemServico: 'Escolha a unidade.',
  idTurma: 'Escolha a turma.',
} as const;

/** confirmacao-qualificaSP…/{idCurso}: choose where and when, then enrol through the programme's call. */
export function ConfirmacaoProgramaPagina({ programa }: { programa: ProgramaComConfirmacao }) {
  const titulo = `Inscrição no ${programa.nome}`;
  const idCurso = Number(useParams().idCurso);
  const navigate = useNavigate();
  const curso = useCarga(() => catalogoApi.curso(idCurso), `curso:${idCurso}`);
  const cascata = useEscolhaEmCascata(idCurso);
  const [erros, setErros] = useState<ErroDeCampo[]>([]);
  const [enviando, setEnviando] = useState(false);
  const erroDe = (campo: string) => erros.find((e) => e.campo === campo)?.mensagem ?? null;

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const faltando = (Object.keys(CAMPOS) as (keyof typeof CAMPOS)[]).filter((c) => !cascata.escolha[c]);
    setErros(faltando.map((campo) => ({ campo, mensagem: CAMPOS[campo] })));
    if (faltando.length > 0) return;
    setEnviando(true);
    try {
      const idUsuario = sessionStore.getState().user?.id ?? 0;
      const inscricao = await inscreverNoPrograma(programa, {
        idUsuario,
        idTurmaPrincipal: Number(cascata.escolha.idTurma),
        idStatusInscricao: 1,
      });
      cascata.limpar();
      navigate(RotaInscricao.comprovante(inscricao.id));
    } catch (erro) {
      setErros([{ campo: 'idTurma', mensagem: mensagemDoErro(erro) }]);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <DentroDaFaixaEtaria programa={programa} titulo={titulo}>
      <TituloDaPagina titulo={titulo} />
      <EstadoCarga carga={curso}>
        {(c) => (
          <form noValidate onSubmit={(e) => void enviar(e)}>
            <ResumoErros erros={erros} />
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
              <Botao type="submit" ocupado={enviando}>
                Confirmar inscrição
              </Botao>
            </div>
          </form>
        )}
      </EstadoCarga>
    </DentroDaFaixaEtaria>
  );
}
