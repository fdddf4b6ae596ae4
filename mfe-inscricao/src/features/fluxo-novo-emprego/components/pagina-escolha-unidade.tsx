import { Link, useNavigate } from 'react-router-dom';
import { definirOpcaoInscricao, escolhasStore } from '@portal/shared-auth';
import { usePageTitle, useRascunho } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { FormularioEscolha } from '../../../comum/componentes/formulario-escolha';
import { lerOpcaoInscricao } from '../../../comum/escolhas';
import { RotaInscricao, type ModoFluxo } from '../../../config/caminhos';
import { AvisoModo } from './aviso-modo';

/** The guard guarantees a chosen course and municipality before this page opens. */
function escolhasAtuais(): { idCurso: number; idMunicipio: number } {
  const { curso, municipio } = escolhasStore.getState();
  return { idCurso: curso?.idCurso ?? 0, idMunicipio: municipio?.idMunicipio ?? 0 };
}

export function EscolhaUnidadePagina({ modo }: { modo: ModoFluxo }) {
  const h1 = usePageTitle('Escolha a unidade');
  const navigate = useNavigate();
  const { idCurso, idMunicipio } = escolhasAtuais();
  const carga = useCarga(
    () => catalogoApi.unidades(idCurso, idMunicipio),
    `unidades:${idCurso}:${idMunicipio}`,
  );
  const inicial = lerOpcaoInscricao()?.idOrdemServico ?? null;
  const [selecionada, setSelecionada] = useRascunho<number | null>(
    `inscricao:unidade:${idCurso}:${idMunicipio}`,
    inicial,
  );

  const continuar = (idOrdemServico: number) => {
    if (lerOpcaoInscricao()?.idOrdemServico !== idOrdemServico) definirOpcaoInscricao(null);
    navigate(RotaInscricao.escolhaTurno(modo, idOrdemServico));
  };

  return (
    <>
      <h1 ref={h1}>Escolha a unidade</h1>
      <AvisoModo modo={modo} />
      <EstadoCarga carga={carga}>
        {(unidades) =>
          unidades.length === 0 ? (
            <p>
              Não há unidades com este curso no município escolhido.{' '}
              <Link to={RotaInscricao.escolhaMunicipio(modo, idCurso)}>Escolher outro município</Link>
            </p>
          ) : (
            <FormularioEscolha
              nome="unidade"
              legenda="Unidades que oferecem o curso no município escolhido"
              opcoes={unidades.map((u) => ({ id: u.idOrdemServico, rotulo: u.nome, detalhes: u.endereco }))}
              selecionada={selecionada}
              aoSelecionar={setSelecionada}
              validar={(id) =>
                id !== null && unidades.some((u) => u.idOrdemServico === id) ? null : 'Escolha uma unidade.'
              }
              aoContinuar={continuar}
            />
          )
        }
      </EstadoCarga>
    </>
  );
}
