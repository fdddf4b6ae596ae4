#!/bin/sh
# The trusted edge in front of nginx (TLS terminator, load balancer pool, CDN; decision 0227): every range of
# NGINX_BORDA_CONFIAVEL becomes one `set_real_ip_from` line in NGINX_BORDA_CONFIAVEL_ARQUIVO, the file the edge's
# server of deploy/nginx/portal.conf.template includes. ONE implementation for both: the nginx image runs it from
# /docker-entrypoint.d/ before nginx starts (deploy/compose.yaml), `pnpm staging` runs this same file
# (scripts/lib/homologacao/modelos.mjs).
#   NGINX_BORDA_CONFIAVEL          IPv4/IPv6 addresses or CIDRs, separated by commas and/or spaces
#                                  (e.g. "10.0.1.0/24, 10.0.2.0/24 2001:db8::/32")
#   NGINX_BORDA_CONFIAVEL_ARQUIVO  where the lines are written
# An empty list, an item that is not an address or CIDR (a host name, a typo, anything nginx would read as more
# configuration) or a /0 (every address: any client could say who it is) exits 1 with the reason, and the image's
# entry point then stops before nginx starts. The old file is removed first, so a refused list never leaves the last
# accepted one in force, and nginx without the file refuses its configuration too.
# POSIX sh only: the image runs it with its /bin/sh (dash on Debian, busybox on Alpine).
set -eu

arquivo=${NGINX_BORDA_CONFIAVEL_ARQUIVO:-}
if [ -z "$arquivo" ]; then
    echo "borda-confiavel: NGINX_BORDA_CONFIAVEL_ARQUIVO não foi definida (o arquivo que o modelo do nginx inclui)." >&2
    exit 1
fi
rm -f "$arquivo"

# Decimal 0-255, no leading zero (nginx would read 010 as 10; other readers as octal 8).
octeto_ok() {
    case $1 in
        '' | ????* | *[!0-9]* | 0?*) return 1 ;;
    esac
    [ "$1" -le 255 ]
}

ipv4_ok() {
    case $1 in
        *[!0-9.]* | .* | *. | *..*) return 1 ;;
    esac
    resto=$1.
    partes=0
    while [ -n "$resto" ]; do
        octeto_ok "${resto%%.*}" || return 1
        resto=${resto#*.}
        partes=$((partes + 1))
    done
    [ "$partes" -eq 4 ]
}

# Groups of 1 to 4 hex digits separated by single colons; their count goes to $grupos.
grupos_ok() {
    case $1 in
        '' | :* | *: | *::*) return 1 ;;
    esac
    resto=$1:
    grupos=0
    while [ -n "$resto" ]; do
        case ${resto%%:*} in
            '' | ?????* | *[!0-9A-Fa-f]*) return 1 ;;
        esac
        resto=${resto#*:}
        grupos=$((grupos + 1))
    done
}

ipv6_ok() {
    endereco=$1
    case $endereco in
        *:*) ;;
        *) return 1 ;;
    esac
    case $endereco in
        *[!0-9A-Fa-f:.]*) return 1 ;;
    esac
    # An IPv4 address at the end (::ffff:192.0.2.1) stands for the last two groups.
    case $endereco in
        *.*)
            ipv4_ok "${endereco##*:}" || return 1
            endereco=${endereco%:*}:0:0
            ;;
    esac
    case $endereco in
        *.* | *:::* | *::*::*) return 1 ;;
        *::*)
            # "::" stands for at least one group of zeros.
            total=0
            esquerda=${endereco%%::*}
            direita=${endereco#*::}
            if [ -n "$esquerda" ]; then
                grupos_ok "$esquerda" || return 1
                total=$grupos
            fi
            if [ -n "$direita" ]; then
                grupos_ok "$direita" || return 1
                total=$((total + grupos))
            fi
            [ "$total" -le 7 ]
            ;;
        *) grupos_ok "$endereco" && [ "$grupos" -eq 8 ] ;;
    esac
}

# The reason an item is refused, nothing when it is an address or a CIDR (always status 0: called under set -e).
motivo() {
    item=$1
    case $item in
        */*)
            endereco=${item%/*}
            prefixo=${item##*/}
            ;;
        *)
            endereco=$item
            prefixo=
            ;;
    esac
    if [ "$endereco" = 255.255.255.255 ]; then
        # nginx's address parser returns this value for "not an address" and stops with "host not found".
        printf '%s\n' "«$item» é o endereço de difusão, que o nginx não aceita em set_real_ip_from"
        return 0
    elif ipv4_ok "$endereco"; then
        maximo=32
    elif ipv6_ok "$endereco"; then
        maximo=128
    else
        printf '%s\n' "«$item» não é um endereço IPv4/IPv6 nem um CIDR"
        return 0
    fi
    case $item in
        */*) ;;
        *) return 0 ;;
    esac
    case $prefixo in
        '' | ????* | *[!0-9]* | 0?*)
            printf '%s\n' "«$item» não é um endereço IPv4/IPv6 nem um CIDR"
            ;;
        0)
            printf '%s\n' "«$item» confiaria em qualquer endereço: todo cliente poderia dizer quem é no X-Forwarded-For"
            ;;
        *)
            if [ "$prefixo" -gt "$maximo" ]; then
                printf '%s\n' "«$item» não é um endereço IPv4/IPv6 nem um CIDR (o prefixo passa de /$maximo)"
            fi
            ;;
    esac
    return 0
}

# Split on commas and white space, with no pathname expansion (an item "*" stays "*").
set -f
IFS=", 	
"
# shellcheck disable=SC2086
set -- ${NGINX_BORDA_CONFIAVEL:-}
unset IFS

linhas=
aceitos=0
recusados=0
for item in "$@"; do
    # "a,,b" or a trailing comma leave an empty field: nothing to trust there.
    [ -n "$item" ] || continue
    recusa=$(motivo "$item")
    if [ -n "$recusa" ]; then
        printf '%s\n' "borda-confiavel: $recusa (NGINX_BORDA_CONFIAVEL). O nginx não parte." >&2
        recusados=$((recusados + 1))
    else
        linhas="${linhas}set_real_ip_from $item;
"
        aceitos=$((aceitos + 1))
    fi
done
[ "$recusados" -eq 0 ] || exit 1
if [ "$aceitos" -eq 0 ]; then
    echo "borda-confiavel: NGINX_BORDA_CONFIAVEL está vazia: diga o endereço ou CIDR de cada faixa do balanceador/CDN à frente do nginx, separados por vírgula ou espaço. O nginx não parte." >&2
    exit 1
fi

# Written whole, then renamed: nginx never reads half a list.
provisorio="$arquivo.$$"
{
    echo "# Written by borda-confiavel.sh from NGINX_BORDA_CONFIAVEL (decision 0227): the trusted edge's ranges."
    printf '%s' "$linhas"
} >"$provisorio"
mv -f "$provisorio" "$arquivo"
printf '%s\n' "borda-confiavel: $aceitos faixa(s) da borda confiável em $arquivo"
