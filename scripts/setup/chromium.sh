# Sourced by scripts/test: the headless browser the web page's tests drive.
# Installs Debian's chromium and nodejs (apt) and playwright-core (npm, pinned by
# crates/shudu-web/tests/browser/package-lock.json) into that folder's node_modules.
# Idempotent: quick when both are there. Exports SHUDU_CHROMIUM for the tests.

shudu_chromium_setup() {
    local dir
    dir="$(pwd)/crates/shudu-web/tests/browser"
    if ! command -v chromium >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
        local sudo=""
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        $sudo apt-get update -qq
        local pkgs="chromium"
        command -v node >/dev/null 2>&1 || pkgs="$pkgs nodejs"
        command -v npm >/dev/null 2>&1 || pkgs="$pkgs npm"
        # shellcheck disable=SC2086
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $pkgs >/dev/null
    fi
    if [ ! -f "$dir/node_modules/playwright-core/package.json" ] \
        || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
        (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    fi
    SHUDU_CHROMIUM="$(command -v chromium)"
    export SHUDU_CHROMIUM
}
shudu_chromium_setup
