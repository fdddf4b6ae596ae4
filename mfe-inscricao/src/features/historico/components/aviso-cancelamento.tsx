import { Painel } from '@portal/ui';
import { useAvisoCancelamento } from '../hooks/use-aviso-cancelamento';

/** The cancellation notice, shown once (the hook marks it as seen). */
export function AvisoCancelamento({ idUsuario }: { idUsuario: number }) {
  const avisos = useAvisoCancelamento(idUsuario);
  if (avisos.length === 0) return null;
  return (
    <Painel tipo="aviso" titulo={avisos.length === 1 ? 'Inscrição cancelada' : 'Inscrições canceladas'}>
      <ul>
        {avisos.map((i) => (
          <li key={i.id}>
            A inscrição nº {i.id} no curso {i.turmaPrincipal.cursoQualificacao.nome} (
            {i.turmaPrincipal.unidade.nome}) foi cancelada.
          </li>
        ))}
      </ul>
    </Painel>
  );
}
