import { useNavigate } from 'react-router-dom';
import { Regras, type Curso } from '@portal/contracts';
import {
  definirCursoEscolhido,
  definirFormatoCurso,
  definirMunicipioEscolhido,
  definirOpcaoInscricao,
  escolhasStore,
} from '@portal/shared-auth';
import { usePageTitle, useRascunho } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { FormularioEscolha } from '../../../comum/componentes/formulario-escolha';
import { lerRascunhoAtualizacao } from '../../../comum/escolhas';
import { RotaInscricao, type ModoFluxo } from '../../../config/caminhos';
import { AvisoModo } from './aviso-modo';

function cursoInicial(): number | null {
  const { curso } = escolhasStore.getState();
  return curso?.idCurso ?? lerRascunhoAtualizacao()?.turmaPrincipal.cursoQualificacao.id ?? null;
}

/** A new course makes the later choices meaningless, so they are dropped. */
function escolherCurso({ id: idCurso, formato }: Curso): void {
  if (escolhasStore.getState().curso?.idCurso !== idCurso) {
    definirMunicipioEscolhido(null);
    definirOpcaoInscricao(null);
  }
  definirCursoEscolhido({ idCurso, idModalidade: Regras.modalidadeNovoEmprego });
  definirFormatoCurso({ formatoCurso: formato });
}

export function EscolhaCursoPagina({ modo }: { modo: ModoFluxo }) {
  const h1 = usePageTitle('Escolha o curso');
  const navigate = useNavigate();
  const carga = useCarga(() => catalogoApi.cursosDaModalidade(Regras.modalidadeNovoEmprego), 'cursos');
  const [selecionado, setSelecionado] = useRascunho<number | null>('inscricao:curso', cursoInicial());

  const continuar = (curso: Curso) => {
    escolherCurso(curso);
    navigate(RotaInscricao.escolhaMunicipio(modo, curso.id));
  };

  return (
    <>
      <h1 ref={h1}>Escolha o curso</h1>
      <AvisoModo modo={modo} />
      <EstadoCarga carga={carga}>
        {(cursos) => (
          <FormularioEscolha
            nome="curso"
            legenda="Cursos do programa Novo Emprego"
            opcoes={cursos.map((c) => ({
              id: c.id,
              rotulo: c.nome,
              detalhes: `${c.cargaHoraria} horas. Escolaridade mínima: ${c.escolaridadeMinima}.`,
            }))}
            selecionada={selecionado}
            aoSelecionar={setSelecionado}
            validar={(id) => (id !== null && cursos.some((c) => c.id === id) ? null : 'Escolha um curso.')}
            aoContinuar={(id) => continuar(cursos.find((c) => c.id === id)!)}
          />
        )}
      </EstadoCarga>
    </>
  );
}
