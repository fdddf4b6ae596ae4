import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { temAcessoFaleConosco } from '@portal/shared-auth';
import { usePageTitle } from '@portal/ui/hospedeiro';
import { RotaShell } from '../../../config/caminhos';

/**
 * fale-conosco is open only with the contact-access flag (spec §2, §6), which the FAQ's 'Não encontrei minha
 * resposta' grants; anyone else is sent to home.
 */
export function GuardaFaleConosco({ children }: { children: ReactNode }) {
  if (!temAcessoFaleConosco()) return <Navigate to={RotaShell.home} replace />;
  return <>{children}</>;
}

/** Contact channels (kept in one place so the programme office can update them). */
export const CANAIS_DE_ATENDIMENTO = {
  email: 'atendimento@qualifica.sp.gov.br',
  horario: 'de segunda a sexta-feira, das 8h às 18h, exceto feriados',
} as const;

export function FaleConosco() {
  usePageTitle('Fale conosco');
  return (
    <article className="shell-fale-conosco">
      <h1>Fale conosco</h1>
      <p>
        Antes de escrever, veja se sua dúvida já está respondida nas{' '}
        <Link to={Rota.faq}>perguntas frequentes</Link>.
      </p>
      <h2>Atendimento por e-mail</h2>
      <p>
        Escreva para <a href={`mailto:${CANAIS_DE_ATENDIMENTO.email}`}>{CANAIS_DE_ATENDIMENTO.email}</a>{' '}
        informando seu nome completo, CPF e o curso ou a inscrição de que se trata. Respondemos{' '}
        {CANAIS_DE_ATENDIMENTO.horario}.
      </p>
      <h2>Sobre sua inscrição</h2>
      <p>
        Para ver a situação das suas inscrições, acesse <Link to={Rota.historico}>Minhas inscrições</Link>.
        Para corrigir seus dados, use <Link to={Rota.dadosCadastraisEdit}>Meu cadastro</Link>.
      </p>
      <p>Nunca informe sua senha por e-mail ou telefone: a equipe do programa não pede senhas.</p>
    </article>
  );
}

/** The route's element: the guard around the page, loaded as one chunk when the page is opened (decision 0853). */
export function PaginaFaleConosco() {
  return (
    <GuardaFaleConosco>
      <FaleConosco />
    </GuardaFaleConosco>
  );
}
