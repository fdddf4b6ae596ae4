import { useState, type FormEvent } from 'react';
import {
  ESCOPO_DO_PAPEL,
  PAPEIS_CONCEDIVEIS,
  concederPapelSchema,
  type AlvosDaEquipe,
  type PapelConcedivel,
} from '@portal/contracts';
import {
  Botao,
  Campo,
  mensagemDaRecusa,
  useRascunho,
  validarComSchema,
  type ErrosPorCampo,
} from '@portal/ui';
import { focarCampo } from '../../../comum/focar-campo';
import { useFocoAoVoltar } from '../../../comum/use-foco-ao-voltar';
import { equipeApi } from '../api/equipe-api';
import { NOME_DO_PAPEL } from './nomes';

const VAZIO = { cpf: '', papel: '', idAlvo: '' };

/**
 * Grants a staff role, with its scope (a unit for Executora, a programme for Secretaria, a class number for
 * Professor), to the account with this CPF. What was typed stays when the API refuses; its message shows in an alert.
 * It is a draft of the tab until the role is granted: a session that expires on sending sends the Administrador to
 * sign in and back, and a reload, without losing it; another person's sign-in removes it (shared-auth).
 */
export function FormularioConceder({ alvos, aoConceder }: { alvos: AlvosDaEquipe; aoConceder: () => void }) {
  const [valores, setValores, limparRascunho] = useRascunho('gestao-conceder-perfil', VAZIO);
  const [erros, setErros] = useState<ErrosPorCampo>({});
  const [recusa, setRecusa] = useState<string | null>(null);
  const [sucesso, setSucesso] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  // The button is disabled while busy: once answered, the focus goes back to it (the result is announced).
  const botao = useFocoAoVoltar<HTMLButtonElement>();
  const tipo = valores.papel ? ESCOPO_DO_PAPEL[valores.papel as PapelConcedivel] : null;
  const mudar = (campo: keyof typeof VAZIO) => (e: { target: { value: string } }) =>
    setValores((v) => ({ ...v, [campo]: e.target.value, ...(campo === 'papel' ? { idAlvo: '' } : {}) }));

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    setRecusa(null);
    setSucesso(null);
    const pedido = {
      cpf: valores.cpf,
      papel: valores.papel,
      idAlvo: tipo && valores.idAlvo.trim() ? Number(valores.idAlvo) : undefined,
    };
    const validacao = validarComSchema(concederPapelSchema, pedido, (campo) => `conceder-${campo}`);
    if (!validacao.ok) {
      setErros(validacao.erros);
      const primeiro = ['conceder-cpf', 'conceder-papel', 'conceder-idAlvo'].find(
        (id) => validacao.erros[id],
      );
      return primeiro && focarCampo(primeiro);
    }
    setErros({});
    const origem = document.activeElement;
    setOcupado(true);
    try {
      const membro = await equipeApi.conceder(validacao.dados);
      setSucesso(`Perfil ${NOME_DO_PAPEL[membro.papel] ?? membro.papel} concedido a ${membro.nome}.`);
      limparRascunho();
      aoConceder();
    } catch (erro) {
      setRecusa(mensagemDaRecusa(erro));
    } finally {
      setOcupado(false);
      botao.devolverFoco(origem);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void enviar(e)} aria-labelledby="titulo-conceder">
      <h2 id="titulo-conceder">Conceder perfil</h2>
      <p>
        A pessoa precisa ter conta no portal. Ao receber o perfil, as sessões dela terminam e ela entra de
        novo.
      </p>
      <Campo
        id="conceder-cpf"
        rotulo="CPF da pessoa"
        inputMode="numeric"
        autoComplete="off"
        required
        value={valores.cpf}
        onChange={mudar('cpf')}
        erro={erros['conceder-cpf']}
      />
      <Campo
        id="conceder-papel"
        tipo="select"
        rotulo="Perfil"
        required
        value={valores.papel}
        onChange={mudar('papel')}
        erro={erros['conceder-papel']}
      >
        <option value="">Escolha um perfil</option>
        {PAPEIS_CONCEDIVEIS.map((p) => (
          <option key={p} value={p}>
            {NOME_DO_PAPEL[p]}
          </option>
        ))}
      </Campo>
      {tipo === 'unidade' || tipo === 'programa' ? (
        <Campo
          id="conceder-idAlvo"
          tipo="select"
          rotulo={tipo === 'unidade' ? 'Unidade' : 'Programa'}
          required
          value={valores.idAlvo}
          onChange={mudar('idAlvo')}
          erro={erros['conceder-idAlvo']}
        >
          <option value="">{tipo === 'unidade' ? 'Escolha uma unidade' : 'Escolha um programa'}</option>
          {(tipo === 'unidade' ? alvos.unidades : alvos.programas).map((a) => (
            <option key={a.id} value={a.id}>
              {a.nome}
            </option>
          ))}
        </Campo>
      ) : null}
      {tipo === 'turma' ? (
        <Campo
          id="conceder-idAlvo"
          rotulo="Número da turma"
          inputMode="numeric"
          required
          value={valores.idAlvo}
          onChange={mudar('idAlvo')}
          erro={erros['conceder-idAlvo']}
          dica="O número aparece na lista de turmas da área de operações."
        />
      ) : null}
      {recusa ? <p role="alert">{recusa}</p> : null}
      <Botao ref={botao.alvo} type="submit" ocupado={ocupado}>
        Conceder perfil
      </Botao>
      <p role="status">{sucesso}</p>
    </form>
  );
}
