"""The window's option texts and the engine's option metadata speak of the same options.

The engine's metadata holds each option's one-line help in English (for the
command line and the house-rule files); the window keeps the same English
inside translation markers, because the translation tools read only literal
text. This test keeps the two one text: an option added, removed or reworded
on one side only fails here.
"""

from __future__ import annotations

from binokel_desktop.engine.profile_options import OPTIONS as ENGINE_OPTIONS
from binokel_desktop.ui.texts import OPTIONS as WINDOW_OPTIONS


def test_every_option_has_a_label_and_the_engine_help_in_the_window() -> None:
    assert set(WINDOW_OPTIONS) == set(ENGINE_OPTIONS)
    differing = {name: (meta.help, WINDOW_OPTIONS[name][1])
                 for name, meta in ENGINE_OPTIONS.items()
                 if WINDOW_OPTIONS[name][1] != meta.help}
    assert not differing
    assert all(label.strip() for label, _ in WINDOW_OPTIONS.values())
