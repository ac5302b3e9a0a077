# PDF tools for the print tests (sourced by scripts/test): qpdf checks a PDF's
# structure, poppler-utils gives pdfinfo (page count and size), pdffonts
# (embedded fonts), pdftotext (the text layer with positions) and pdftoppm
# (renders pages to PNG). Installed from Debian's packages when missing.

pdf_tools_missing() {
    local tool
    for tool in qpdf pdfinfo pdffonts pdftotext pdftoppm; do
        command -v "$tool" >/dev/null || return 0
    done
    return 1
}

if pdf_tools_missing; then
    echo "setup: installing qpdf and poppler-utils"
    if [ "$(id -u)" = 0 ]; then sudo_cmd=(); else sudo_cmd=(sudo); fi
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq qpdf poppler-utils >/dev/null
    unset sudo_cmd
fi
if pdf_tools_missing; then
    echo "setup: qpdf or poppler-utils could not be installed" >&2
    return 1 2>/dev/null || exit 1
fi
unset -f pdf_tools_missing
