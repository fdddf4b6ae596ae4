import { useRef } from 'react';
import type { UsuarioLogado } from '@portal/shared-auth';
import { Botao, Campo } from '@portal/ui';
import { ComUsuario } from '../../../comum/componentes';
import { EstruturaDoFormulario } from '../../../comum/estrutura-do-formulario';
import { ligadorDeCampos } from '../../../comum/formulario';
import type { EnderecoEncontrado } from '../api/cliente-cep';
import {
  CAMPOS_ENDERECO,
  desfazerPreenchimento,
  idDoCampo,
  preencherComEncontrado,
  type FormularioEndereco as ValoresDoEndereco,
} from '../formulario-endereco';
import { useFormularioEndereco } from '../hooks/use-formulario-endereco';
import { BuscaPorLogradouro } from './busca-por-logradouro';
import { ConsultaCep } from './consulta-cep';

/** Module-level so the error summary's list keeps its identity between renders. */
const ORDEM_DOS_CAMPOS = CAMPOS_ENDERECO.map(idDoCampo);

export interface PaginaEnderecoProps {
  aoSalvar: () => void | Promise<void>;
}

/** candidato/endereco/form and /edit: the same questions; the record's existence decides create or update. */
export function PaginaEndereco({ aoSalvar }: PaginaEnderecoProps) {
  return <ComUsuario>{(user) => <FormularioEndereco user={user} aoSalvar={aoSalvar} />}</ComUsuario>;
}

function FormularioEndereco({
  user,
  aoSalvar,
}: {
  user: UsuarioLogado;
  aoSalvar: PaginaEnderecoProps['aoSalvar'];
}) {
  const { carga, recarregar, existe, valores, alterar, erros, enviando, enviar } = useFormularioEndereco(
    user,
    aoSalvar,
  );
  const ligar = ligadorDeCampos(valores, alterar, erros, idDoCampo);
  // What the last lookup put in the fields, so that a CEP not found afterwards can take it back.
  const preenchidoPelaConsulta = useRef<Partial<ValoresDoEndereco>>({});
  const preencher = (encontrado: EnderecoEncontrado) => {
    preenchidoPelaConsulta.current = preencherComEncontrado(encontrado);
    alterar(preenchidoPelaConsulta.current);
    // The number is the one thing the postal service cannot know: take the candidate straight there.
    document.getElementById(idDoCampo('numero'))?.focus();
  };
  // The lookup calls back with the render it started in: on a slow network the candidate may have typed since, and a
  // field compared with those old values would lose what was typed. So the comparison reads the latest ones.
  const valoresAtuais = useRef(valores);
  valoresAtuais.current = valores;
  const desfazer = () => {
    alterar(desfazerPreenchimento(valoresAtuais.current, preenchidoPelaConsulta.current));
    preenchidoPelaConsulta.current = {};
  };
  return (
    <EstruturaDoFormulario
      titulo="Endereço"
      introducao={
        <p>Informe o CEP para preencher o endereço automaticamente, ou preencha os campos você mesmo.</p>
      }
      carga={carga}
      recarregar={recarregar}
      erros={erros}
      ordemDosCampos={ORDEM_DOS_CAMPOS}
    >
      <form noValidate onSubmit={enviar} aria-label="Endereço">
        <ConsultaCep
          cep={valores.cep}
          erroDoFormulario={erros[idDoCampo('cep')] ?? null}
          aoDigitar={(cep) => alterar({ cep })}
          aoEncontrar={preencher}
          aoNaoEncontrar={desfazer}
        />
        <BuscaPorLogradouro aoEscolher={preencher} />
        <Campo
          {...ligar('logradouro')}
          rotulo="Logradouro"
          dica="Rua, avenida, praça…"
          autoComplete="address-line1"
          maxLength={150}
          required
        />
        <Campo
          {...ligar('numero')}
          rotulo="Número"
          dica="Se não houver, escreva S/N."
          maxLength={10}
          required
        />
        <Campo
          {...ligar('complemento')}
          rotulo="Complemento (opcional)"
          autoComplete="address-line2"
          maxLength={60}
        />
        {/* The bairro is the third administrative level of a Brazilian address (WCAG 1.3.5 purpose token). */}
        <Campo {...ligar('bairro')} rotulo="Bairro" autoComplete="address-level3" maxLength={80} required />
        <Campo
          {...ligar('municipio')}
          rotulo="Município"
          autoComplete="address-level2"
          maxLength={80}
          required
        />
        <Campo
          {...ligar('uf')}
          rotulo="UF"
          dica="Sigla do estado, por exemplo SP."
          autoComplete="address-level1"
          required
        />
        <Botao type="submit" ocupado={enviando}>
          {existe ? 'Salvar' : 'Salvar e continuar'}
        </Botao>
      </form>
    </EstruturaDoFormulario>
  );
}
