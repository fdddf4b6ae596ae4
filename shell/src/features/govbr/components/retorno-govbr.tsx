import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { Carregando, Painel, usePageTitle } from '@portal/ui/hospedeiro';
import { concluirEntradaGovBr } from '../api/concluir-entrada';
import type { CarregarGerenciador } from '../api/configuracao-oidc';

/** The gov.br callback page (/autenticacao/govbr/retorno): finishes the sign-in, then goes to the returnUrl. */
export function RetornoGovBr({ carregarGerenciador }: { carregarGerenciador: CarregarGerenciador }) {
  usePageTitle('Entrando com gov.br');
  const navigate = useNavigate();
  const [falhou, setFalhou] = useState(false);
  const iniciado = useRef(false);

  useEffect(() => {
    // The authorization code can be redeemed only once: never run the callback twice.
    if (iniciado.current) return;
    iniciado.current = true;
    carregarGerenciador()
      .then((gerenciador) => concluirEntradaGovBr(gerenciador, window.location.href))
      .then(
        (destino) => navigate(destino, { replace: true }),
        (erro: unknown) => {
          console.error('[portal] falha na entrada com gov.br', erro);
          setFalhou(true);
        },
      );
  }, [carregarGerenciador, navigate]);

  if (falhou) {
    return (
      <article>
        <h1>Não foi possível entrar com o gov.br</h1>
        <Painel tipo="erro" titulo="A entrada não foi concluída">
          <p>
            A resposta do gov.br não pôde ser confirmada ou o serviço não respondeu. Nenhum dado foi alterado.
          </p>
          <p>
            <Link to={Rota.login}>Voltar para a página de entrada</Link> e tente novamente.
          </p>
        </Painel>
      </article>
    );
  }
  return (
    <article>
      <h1>Entrando…</h1>
      <Carregando texto="Confirmando sua identidade com o gov.br…" />
    </article>
  );
}
