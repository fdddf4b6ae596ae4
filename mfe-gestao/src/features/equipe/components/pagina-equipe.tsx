import { useCallback, useRef, useState } from 'react';
import { mensagemDaRecusa, usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { DialogoConfirmacao } from '@portal/ui/dialogo-confirmacao';
import { ListaPaginada } from '../../../comum/lista-paginada';
import { useFocoAoVoltar } from '../../../comum/use-foco-ao-voltar';
import { equipeApi } from '../api/equipe-api';
import { FormularioConceder } from './formulario-conceder';
import { NOME_DO_PAPEL } from './nomes';
import { TabelaEquipe, type Remocao } from './tabela-equipe';

export const TITULO_EQUIPE = 'Equipe e perfis';

const TEXTOS_DA_LISTA = {
  nome: 'Equipe',
  rotuloPaginacao: 'Páginas da equipe',
  resumo: (total: number) =>
    total === 1 ? '1 pessoa na equipe.' : `${total.toLocaleString('pt-BR')} pessoas na equipe.`,
};

function textoDaConfirmacao(r: Remocao): { titulo: string; texto: string; botao: string } {
  if (r.tipo === 'papel')
    return {
      titulo: 'Remover perfil',
      texto: `Remover o perfil ${NOME_DO_PAPEL[r.membro.papel] ?? r.membro.papel} de ${r.membro.nome}? A pessoa perde o acesso à área de operações agora, e as sessões dela terminam.`,
      botao: 'Remover perfil',
    };
  return {
    titulo: 'Remover escopo',
    texto: `Remover ${r.escopo.nome} do escopo de ${r.membro.nome}? A pessoa deixa de ver essas turmas no próximo acesso.`,
    botao: 'Remover escopo',
  };
}

/**
 * /gestao/equipe (decision 0210): the Administrador lists the staff, grants a role with its scope, and removes
 * scopes and roles after a confirmation. The API enforces who may and audits every change.
 */
export function PaginaEquipe() {
  const h1 = usePageTitle(TITULO_EQUIPE);
  const [pagina, setPagina] = useState(1);
  const membros = useCarga(() => equipeApi.membros(pagina), `equipe-${pagina}`);
  const alvos = useCarga(() => equipeApi.alvos(), 'alvos');
  const [remocao, setRemocao] = useState<Remocao | null>(null);
  const [removendo, setRemovendo] = useState(false);
  const [aviso, setAviso] = useState<{ texto: string; erro: boolean } | null>(null);
  const recarregar = membros.recarregar;
  // The button that asked for the removal leaves the page with its row or scope once the list is read again: the
  // dialog gives the focus back to it, and then the focus goes to the result, which says what happened.
  const abridor = useRef<Element | null>(null);
  const { alvo: resultado, devolverFoco: focarResultado } = useFocoAoVoltar<HTMLParagraphElement>();
  const pedirRemocao = useCallback((r: Remocao) => {
    abridor.current = document.activeElement;
    setRemocao(r);
  }, []);

  const remover = useCallback(async () => {
    if (!remocao) return;
    setRemovendo(true);
    try {
      if (remocao.tipo === 'papel') await equipeApi.removerPapel(remocao.membro.id);
      else await equipeApi.removerEscopo(remocao.membro.id, remocao.escopo.id);
      setAviso({
        texto:
          remocao.tipo === 'papel'
            ? `Perfil de ${remocao.membro.nome} removido.`
            : `Escopo ${remocao.escopo.nome} removido de ${remocao.membro.nome}.`,
        erro: false,
      });
      recarregar();
      focarResultado(abridor.current);
    } catch (erro) {
      setAviso({ texto: mensagemDaRecusa(erro), erro: true });
    } finally {
      setRemovendo(false);
      setRemocao(null);
    }
  }, [remocao, recarregar, focarResultado]);

  const confirmacao = remocao ? textoDaConfirmacao(remocao) : null;
  return (
    <article className="gestao">
      <h1 ref={h1}>{TITULO_EQUIPE}</h1>
      <p>
        Quem trabalha na área de operações, com o perfil e o escopo de cada pessoa. Toda mudança fica
        registrada.
      </p>
      <EstadoCarga carga={alvos}>
        {(dados) => <FormularioConceder alvos={dados} aoConceder={recarregar} />}
      </EstadoCarga>
      <h2>Pessoas da equipe</h2>
      {/* Two regions: one that changed its role from status to alert as the refusal came was not read by all. */}
      <p ref={resultado} role="status" tabIndex={-1}>
        {aviso && !aviso.erro ? aviso.texto : null}
      </p>
      {aviso?.erro ? <p role="alert">{aviso.texto}</p> : null}
      <ListaPaginada carga={membros} textos={TEXTOS_DA_LISTA} aoMudarPagina={setPagina}>
        {(itens, legenda) => <TabelaEquipe membros={itens} legenda={legenda} aoPedirRemocao={pedirRemocao} />}
      </ListaPaginada>
      {confirmacao ? (
        <DialogoConfirmacao
          titulo={confirmacao.titulo}
          texto={confirmacao.texto}
          textoConfirmar={confirmacao.botao}
          textoVoltar="Cancelar"
          ocupado={removendo}
          aoConfirmar={() => void remover()}
          aoFechar={() => setRemocao(null)}
        />
      ) : null}
    </article>
  );
}
