"""Every rule option of the engine has its words in the window, and only there.

The engine declares each option once, as a field of the profile's parts, with
its range and when it applies (engine/profile_options); its label and its
one-line help are the window's, inside translation markers
(ui/texts/options.py), because the translation tools read only literal text
and the engine emits no prose. An option added or removed on one side only
fails here.
"""

from __future__ import annotations

import dataclasses

from binokel_desktop.engine.profile_options import OPTIONS as ENGINE_OPTIONS
from binokel_desktop.engine.profile_options import OptionMeta
from binokel_desktop.ui.texts import OPTIONS as WINDOW_OPTIONS


def test_every_option_has_a_label_and_a_one_line_help_in_the_window() -> None:
    assert set(WINDOW_OPTIONS) == set(ENGINE_OPTIONS)
    for name, (label, help_) in WINDOW_OPTIONS.items():
        assert label.strip() and help_.strip() and "\n" not in help_, name


def test_the_engine_keeps_no_words_of_its_own_for_an_option() -> None:
    """The help texts were written twice (engine/profile_options._HELP, unread)."""
    assert "help" not in {f.name for f in dataclasses.fields(OptionMeta)}
