import { useState, type FormEvent } from 'react';
import { VAGAS_MAXIMO, VAGAS_MINIMO, type TurmaDaGestao } from '@portal/contracts';
import { Botao, Campo } from '@portal/ui';
import { turmaApi } from '../api/turma-api';
import { useAcao } from '../hooks/use-acao';

/**
 * Changes the number of seats. What was typed stays in the field when the API refuses (e.g. below the occupied
 * seats, 409), with the API's message beside it.
 */
export function FormularioVagas({ turma, aoMudar }: { turma: TurmaDaGestao; aoMudar: () => void }) {
  const [valor, setValor] = useState(String(turma.vagas));
  const [invalido, setInvalido] = useState<string | null>(null);
  const { rodar, ocupado, erro, sucesso } = useAcao(async (vagas: number) => {
    await turmaApi.mudarVagas(turma.id, vagas);
    aoMudar();
    return `Vagas alteradas para ${vagas}.`;
  });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const vagas = Number(valor);
    const valido = /^\d+$/.test(valor.trim()) && vagas >= VAGAS_MINIMO && vagas <= VAGAS_MAXIMO;
    setInvalido(valido ? null : `Informe um número de vagas entre ${VAGAS_MINIMO} e ${VAGAS_MAXIMO}.`);
    if (valido) void rodar(vagas);
  };
  return (
    <form noValidate onSubmit={enviar} aria-labelledby="titulo-vagas">
      <h3 id="titulo-vagas">Vagas</h3>
      <Campo
        id="vagas"
        rotulo="Número de vagas"
        inputMode="numeric"
        required
        value={valor}
        onChange={(e) => setValor(e.target.value)}
        erro={invalido ?? erro}
        dica="Nunca abaixo das vagas ocupadas (inscritos, convocados e matriculados)."
      />
      <Botao type="submit" ocupado={ocupado}>
        Alterar vagas
      </Botao>
      <p role="status">{sucesso}</p>
    </form>
  );
}
