# Sourced by scripts/test: a throwaway PostgreSQL cluster on loopback for the bank's tests.
#
# Installs Debian's `postgresql` if its server programs are missing, creates a cluster in
# target/pg inside the clone (owned by the `postgres` user when run as root, since initdb refuses
# root), starts it on a free port of 127.0.0.1 with trust authentication, and exports
# SHUDU_TEST_POSTGRES=postgres://USER@127.0.0.1:PORT/postgres for the tests. Idempotent: a
# running cluster is reused. `pg_ctl -D target/pg/data stop` stops it.

shudu_pg_setup() {
    local root pgbin dir data port user run
    root="$(pwd)"
    dir="$root/target/pg"
    data="$dir/data"

    pgbin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
    if [ -z "$pgbin" ] || [ ! -x "$pgbin/initdb" ]; then
        echo "setup: installing postgresql (apt-get)" >&2
        if [ "$(id -u)" = 0 ]; then
            apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
        else
            sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
        fi || { echo "setup: could not install postgresql" >&2; return 1; }
        pgbin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
        [ -x "$pgbin/initdb" ] || { echo "setup: postgresql installed, but no initdb found" >&2; return 1; }
    fi

    if [ "$(id -u)" = 0 ]; then
        user=postgres
        run() { runuser -u postgres -- "$@"; }
    else
        user="$(id -un)"
        run() { "$@"; }
    fi

    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown "$user" "$dir"
    if [ ! -f "$data/PG_VERSION" ]; then
        run "$pgbin/initdb" -D "$data" -U "$user" --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
            || { echo "setup: initdb failed, see $dir/initdb.log" >&2; return 1; }
    fi

    if run "$pgbin/pg_ctl" -D "$data" status >/dev/null 2>&1 && [ -f "$dir/port" ]; then
        port="$(cat "$dir/port")"
    else
        # A free port on loopback: ask the kernel for one.
        port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
        echo "$port" >"$dir/port"
        run "$pgbin/pg_ctl" -D "$data" -l "$dir/server.log" -w -t 60 \
            -o "-c listen_addresses=127.0.0.1 -p $port -k $dir" start >/dev/null \
            || { echo "setup: PostgreSQL did not start, see $dir/server.log" >&2; return 1; }
    fi
    export SHUDU_TEST_POSTGRES="postgres://$user@127.0.0.1:$port/postgres"
    echo "setup: PostgreSQL at $SHUDU_TEST_POSTGRES" >&2
}

shudu_pg_setup
