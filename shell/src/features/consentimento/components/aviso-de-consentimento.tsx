import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { definirConsentimento, useConsentimento } from '../../../comum/consentimento';
import { RotaShell } from '../../../config/caminhos';

/**
 * Asks once whether the portal may count page views (no personal data: path, previous page, title). It sits in the
 * page's flow, above the footer text, so it never covers content; the answer is remembered and can be changed on
 * /privacidade.
 */
export function AvisoDeConsentimento() {
  const consentimento = useConsentimento();
  const [respondido, setRespondido] = useState(false);
  const confirmacaoRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (respondido) confirmacaoRef.current?.focus();
  }, [respondido]);

  if (respondido) {
    return (
      <p ref={confirmacaoRef} className="aviso-consentimento" role="status" tabIndex={-1}>
        Preferência salva. Você pode mudá-la em{' '}
        <Link to={RotaShell.privacidade}>Privacidade e proteção de dados</Link>.
      </p>
    );
  }
  if (consentimento !== 'pendente') return null;
  const responder = (resposta: 'aceito' | 'recusado') => {
    definirConsentimento(resposta);
    setRespondido(true);
  };
  return (
    <section className="aviso-consentimento" aria-labelledby="titulo-consentimento">
      <h2 id="titulo-consentimento" className="aviso-consentimento__titulo">
        Estatísticas de visita
      </h2>
      <p>
        Com a sua permissão, o portal conta as páginas visitadas para melhorar o serviço, sem nenhum dado
        pessoal (nem CPF, nem nome, nem e-mail). Saiba mais em{' '}
        <Link to={RotaShell.privacidade}>Privacidade e proteção de dados</Link>.
      </p>
      <div className="botoes">
        <button type="button" className="botao" onClick={() => responder('aceito')}>
          Aceitar
        </button>
        <button type="button" className="botao botao--secundario" onClick={() => responder('recusado')}>
          Recusar
        </button>
      </div>
    </section>
  );
}
