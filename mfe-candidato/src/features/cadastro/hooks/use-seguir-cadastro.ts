import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notificar, sessionStore } from '@portal/shared-auth';
import { proximaEtapaDoCadastro } from '../api/proxima-etapa';
import { estadoDoCadastro } from '../api/estado-do-cadastro-sob-demanda';
import { RotaCandidato } from '../../../config/caminhos';

/**
 * After a step is saved: the next missing step, or the completion panel when every record exists.
 * The records are read again rather than assumed, so a step saved in another tab is not asked twice.
 */
export function useSeguirCadastro(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const user = sessionStore.getState().user;
    if (!user) return;
    const { carregarEstadoDoCadastro } = await estadoDoCadastro();
    const proxima = proximaEtapaDoCadastro(await carregarEstadoDoCadastro(user.id));
    if (proxima.concluido) return navigate(RotaCandidato.cadastroConcluido);
    if (proxima.aviso) notificar.toast(proxima.aviso, 'warning');
    await navigate(proxima.rota);
  }, [navigate]);
}
