import { useState, type FormEvent } from 'react';
import { Rota } from '@portal/contracts';
import { Botao, Campo } from '@portal/ui';
import { useNavegarFora } from '@portal/remoto';

const ERRO_NUMERO = 'Informe o número da inscrição, só com algarismos.';

/** What an administrator can do here: open any enrolment by its number (the API allows the role). */
export function ConsultaInscricao() {
  const navegarFora = useNavegarFora();
  const [numero, definirNumero] = useState('');
  const [erro, definirErro] = useState<string | null>(null);
  function abrir(evento: FormEvent) {
    evento.preventDefault();
    const valor = numero.trim();
    if (!/^[1-9]\d{0,15}$/.test(valor)) return definirErro(ERRO_NUMERO);
    // The enrolment record page of mfe-inscricao lets an administrator read any citizen's enrolment.
    navegarFora(Rota.detalhesInscricao(valor));
  }
  return (
    <form onSubmit={abrir} noValidate aria-labelledby="titulo-consulta-inscricao">
      <h2 id="titulo-consulta-inscricao">Consultar uma inscrição</h2>
      <Campo
        id="numero-inscricao"
        rotulo="Número da inscrição"
        dica="O número que o candidato vê no comprovante e no histórico."
        inputMode="numeric"
        value={numero}
        erro={erro}
        onChange={(e) => definirNumero(e.target.value)}
      />
      <Botao type="submit">Abrir inscrição</Botao>
    </form>
  );
}
