import { Rota } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { LinkFora } from '../comum/componentes';

/** A candidato/* address that does not exist: say so and offer a way out, rather than a blank area. */
export function PaginaNaoEncontrada() {
  const h1Ref = usePageTitle('Página não encontrada');
  return (
    <div>
      <h1 ref={h1Ref}>Página não encontrada</h1>
      <p>O endereço digitado não existe na área do candidato. Confira o endereço ou volte ao início.</p>
      <LinkFora para={Rota.home} variante="secundario">
        Ir para o início
      </LinkFora>
    </div>
  );
}
