#!/bin/sh
# Put Binokel into this user's application menu: the desktop entry, the AppStream
# metainfo and the icons under ${XDG_DATA_HOME:-~/.local/share}, the entry pointing
# at the program next to this script. `--uninstall` takes them out again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
id=io.github.binokel_desktop.Binokel

refresh() {
  # Menus and icon themes notice new files sooner with these (where installed).
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data/applications" || true
  fi
  # Only refresh an icon cache that exists: a new one would go stale when
  # other programs add icons without refreshing it.
  if [ -f "$data/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
  fi
}

case "${1:-}" in
  --uninstall)
    rm -f "$data/applications/$id.desktop" "$data/metainfo/$id.metainfo.xml"
    for icon in "$data"/icons/hicolor/*/apps/"$id".png; do
      rm -f "$icon"
    done
    refresh
    echo "Binokel is no longer in the application menu."
    exit 0 ;;
  "") ;;
  *)
    echo "usage: $0 [--uninstall]" >&2
    exit 2 ;;
esac

if [ ! -x "$here/binokel" ]; then
  echo "$here/binokel is missing: run this script from the unpacked bundle." >&2
  exit 1
fi
case "$here" in
  *[\"\`\$\\\&\|]*)
    echo "The folder's name has a character a desktop entry cannot quote: $here" >&2
    exit 1 ;;
esac
mkdir -p "$data/applications" "$data/metainfo"
# The Desktop Entry spec quotes a path with spaces in double quotes.
sed "s|^Exec=.*|Exec=\"$here/binokel\"|" "$here/share/applications/$id.desktop" \
  > "$data/applications/$id.desktop"
cp "$here/share/metainfo/$id.metainfo.xml" "$data/metainfo/"
for dir in "$here"/share/icons/hicolor/*/apps; do
  size=$(basename "$(dirname "$dir")")
  mkdir -p "$data/icons/hicolor/$size/apps"
  cp "$dir/$id.png" "$data/icons/hicolor/$size/apps/"
done
refresh
echo "Binokel is in the application menu (it starts $here/binokel)."
