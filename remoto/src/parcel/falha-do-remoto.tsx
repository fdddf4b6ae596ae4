import { Painel } from '@portal/ui';
/** Shown in place of a remote's area when it crashes: the shell and the other areas keep working. */
export function FalhaDoRemoto({ erro }: { erro: Error }) {
  console.error(erro);
  return (
    <Painel tipo="erro" titulo="Esta área encontrou um problema">
      <p>Recarregue a página. Se o problema continuar, tente novamente mais tarde.</p>
    </Painel>
  );
}
