import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Regras, type Municipio } from '@portal/contracts';
import {
  definirCursoEscolhido,
  definirMunicipioEscolhido,
  definirOpcaoInscricao,
  escolhasStore,
} from '@portal/shared-auth';
import { Botao, ModalSelecao, ResumoErros, usePageTitle, useRascunho, type ErroDeCampo } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { RotaInscricao, type ModoFluxo } from '../../../config/caminhos';
import { useListaPaginada } from '../hooks/use-lista-paginada';
import { AvisoModo } from './aviso-modo';

const ID_CAMPO = 'municipio-escolher';

function guardarEscolhas(idCurso: number, idMunicipio: number): void {
  const anterior = escolhasStore.getState();
  if (anterior.municipio?.idMunicipio !== idMunicipio || anterior.curso?.idCurso !== idCurso)
    definirOpcaoInscricao(null);
  definirCursoEscolhido({ idCurso, idModalidade: Regras.modalidadeNovoEmprego });
  definirMunicipioEscolhido({ idMunicipio });
}

export function EscolhaMunicipioPagina({ modo }: { modo: ModoFluxo }) {
  const h1 = usePageTitle('Escolha o município');
  const idCurso = Number(useParams().idCurso);
  const carga = useCarga(() => catalogoApi.municipios(idCurso), `municipios:${idCurso}`);
  return (
    <>
      <h1 ref={h1}>Escolha o município</h1>
      <AvisoModo modo={modo} />
      <EstadoCarga carga={carga}>
        {(municipios) => <FormularioMunicipio municipios={municipios} idCurso={idCurso} modo={modo} />}
      </EstadoCarga>
    </>
  );
}

function FormularioMunicipio({
  municipios,
  idCurso,
  modo,
}: {
  municipios: Municipio[];
  idCurso: number;
  modo: ModoFluxo;
}) {
  const navigate = useNavigate();
  const inicial = escolhasStore.getState().municipio?.idMunicipio ?? null;
  const [selecionado, setSelecionado] = useRascunho<number | null>(`inscricao:municipio:${idCurso}`, inicial);
  const [aberto, setAberto] = useState(false);
  const [erros, setErros] = useState<ErroDeCampo[]>([]);
  const itensTodos = useMemo(() => municipios.map((m) => ({ id: m.id, rotulo: m.nome })), [municipios]);
  const lista = useListaPaginada(itensTodos);
  const escolhido = itensTodos.find((m) => m.id === selecionado) ?? null;

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    if (!escolhido) return setErros([{ campo: ID_CAMPO, mensagem: 'Escolha um município.' }]);
    guardarEscolhas(idCurso, escolhido.id);
    navigate(RotaInscricao.escolhaUnidade(modo));
  };

  if (municipios.length === 0)
    return (
      <p>
        Este curso não tem turmas abertas em nenhum município no momento.{' '}
        <Link to={RotaInscricao.escolhaCurso(modo)}>Escolher outro curso</Link>
      </p>
    );
  return (
    <form noValidate onSubmit={enviar}>
      <ResumoErros erros={erros} />
      <div className={erros.length > 0 ? 'campo campo--erro' : 'campo'}>
        <p className="campo__rotulo" id="municipio-rotulo">
          Município onde quer estudar
        </p>
        {erros.length > 0 ? (
          <p className="campo__erro" id="municipio-erro">
            Escolha um município.
          </p>
        ) : null}
        <p id="municipio-atual">
          {escolhido ? `Município escolhido: ${escolhido.rotulo}` : 'Nenhum município escolhido.'}
        </p>
        <Botao
          id={ID_CAMPO}
          variante="secundario"
          aria-describedby="municipio-rotulo municipio-atual"
          onClick={() => setAberto(true)}
        >
          {escolhido ? 'Trocar município' : 'Escolher município'}
        </Botao>
      </div>
      <ModalSelecao
        aberto={aberto}
        titulo="Escolha o município"
        rotuloBusca="Pesquisar município"
        itens={lista.itens}
        aoBuscar={lista.buscar}
        carregarMais={lista.carregarMais}
        temMais={lista.temMais}
        selecionadosIniciais={escolhido ? [escolhido] : []}
        aoConfirmar={([item]) => {
          setSelecionado(item ? Number(item.id) : null);
          setErros([]);
        }}
        aoFechar={() => setAberto(false)}
      />
      <div className="botoes">
        <Botao type="submit">Continuar</Botao>
      </div>
    </form>
  );
}
