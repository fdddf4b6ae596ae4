import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notificar, sessionStore } from '@portal/shared-auth';
import { useNavegarFora } from '@portal/remoto';
import { proximaEtapaDoCadastro } from '../proxima-etapa';
import { comVolta } from '../acesso-a-etapa';
import { estadoDoCadastro } from '../api/estado-do-cadastro-sob-demanda';
import { RotaCandidato } from '../../../config/caminhos';

/**
 * After a step is saved: the next missing step, or, when every record exists, the page the candidate came from
 * (`?returnUrl=`, the course they were enrolling in: issue 28 §1) or else the completion panel.
 * The records are read again rather than assumed, so a step saved in another tab is not asked twice.
 */
export function useSeguirCadastro(): () => Promise<void> {
  const navigate = useNavigate();
  const navegarFora = useNavegarFora();
  const { search } = useLocation();
  return useCallback(async () => {
    const user = sessionStore.getState().user;
    if (!user) return;
    const { carregarEstadoDoCadastro, retornoDaUrl } = await estadoDoCadastro();
    const retorno = retornoDaUrl(search);
    const proxima = proximaEtapaDoCadastro(await carregarEstadoDoCadastro(user.id));
    if (proxima.concluido) {
      if (retorno) return navegarFora(retorno);
      return navigate(RotaCandidato.cadastroConcluido);
    }
    if (proxima.aviso) notificar.toast(proxima.aviso, 'warning');
    await navigate(comVolta(proxima.rota, retorno));
  }, [navigate, navegarFora, search]);
}
