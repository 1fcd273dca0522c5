#!/usr/bin/env bash
# Sourced by .ci/run and scripts/test-all.sh: the tests run on the Node release the image runs (.node-version, the
# Dockerfile's node:24). When the machine's node is older, that release's official binary comes from the npm registry
# (the `node-linux-<arch>` package the `node` package installs) into a cache folder outside the work tree, and goes
# first on PATH for this shell and everything it starts (npm and npx run on it too).
node_runtime() {
  local want major have arch dir bin
  want="$(tr -d '[:space:]' <.node-version)"
  major="${want%%.*}"
  have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  [ "$have" -ge "$major" ] && return 0
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *)
      echo "[node] no Node $want package for $(uname -m): install Node $major or newer" >&2
      return 1
      ;;
  esac
  dir="${STOREFRONT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/storefront-node}/$want"
  bin="$dir/node_modules/node-linux-$arch/bin"
  if [ ! -x "$bin/node" ]; then
    echo "[node] this machine has Node $have; installing Node $want from the npm registry into $dir"
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node-linux-$arch@$want" >/dev/null || return 1
  fi
  export PATH="$bin:$PATH"
}
node_runtime || {
  echo "[node] could not install Node $(cat .node-version)" >&2
  return 1 2>/dev/null || exit 1
}
echo "[node] $(command -v node) $(node --version)"
