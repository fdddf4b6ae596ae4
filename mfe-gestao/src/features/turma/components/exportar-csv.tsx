import { Botao } from '@portal/ui';
import { useFocoAoVoltar } from '../../../comum/use-foco-ao-voltar';
import { turmaApi } from '../api/turma-api';
import { useAcao } from '../hooks/use-acao';

/** Hands a downloaded file to the browser under `nome`, as a link to it would. */
function salvar(arquivo: Blob, nome: string): void {
  const url = URL.createObjectURL(arquivo);
  const link = Object.assign(document.createElement('a'), { href: url, download: nome });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The enrolment list as CSV (UTF-8 with BOM), with the status filter on screen; fetched with the session's token.
 * The button is disabled while busy: once the download is over, the focus goes back to it.
 */
export function ExportarCsv({ idTurma, status }: { idTurma: number; status: number | undefined }) {
  const botao = useFocoAoVoltar<HTMLButtonElement>();
  const { rodar, ocupado, erro, sucesso } = useAcao(async () => {
    salvar(await turmaApi.csv(idTurma, status), `inscricoes-turma-${idTurma}.csv`);
    return 'Arquivo CSV baixado.';
  });
  return (
    <div>
      <Botao
        ref={botao.alvo}
        variante="secundario"
        ocupado={ocupado}
        onClick={() => {
          const origem = document.activeElement;
          void rodar().then(() => botao.devolverFoco(origem));
        }}
      >
        Exportar CSV
      </Botao>
      <p role="status">{sucesso}</p>
      {erro ? <p role="alert">{erro}</p> : null}
    </div>
  );
}
