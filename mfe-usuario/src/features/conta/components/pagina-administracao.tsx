import { useState, type FormEvent } from 'react';
import { Rota } from '@portal/contracts';
import { Botao, Campo, Painel, useNavegarFora, usePageTitle } from '@portal/ui';
import { LinkPortal } from '../../../comum/link-portal';
import { RotaUsuario } from '../../../config/caminhos';

const ERRO_NUMERO = 'Informe o número da inscrição, só com algarismos.';

/** What an administrator can already do: open any enrolment by its number (the API allows the role). */
function ConsultaInscricao() {
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

/**
 * The Administrador-only entry of the operations area (decisions 0500 and 0150), listed in the portal's menu
 * for administrators. The area's tools need API routes that do not exist yet: until then this page says so
 * and offers what already works. The API enforces the role on its own.
 */
export function PaginaAdministracao() {
  const h1 = usePageTitle('Painel da administração');
  return (
    <div className="pagina">
      <h1 ref={h1}>Painel da administração</h1>
      <Painel tipo="aviso" titulo="Área de operações em construção">
        <p>
          As ferramentas de operação do programa (consulta de candidatos, convocação de turmas e relatórios)
          estão sendo construídas e vão aparecer nesta página. Até lá, convocações e mudanças de situação das
          inscrições continuam com a equipe técnica do programa.
        </p>
      </Painel>
      <ConsultaInscricao />
      <h2>Outros atalhos</h2>
      <ul className="lista-acoes">
        <li>
          <LinkPortal para={RotaUsuario.usuarioConta}>Minha conta</LinkPortal>
        </li>
        <li>
          <LinkPortal para={Rota.cursosQualificaSP}>Catálogo de cursos do Qualifica SP</LinkPortal>
        </li>
      </ul>
    </div>
  );
}
