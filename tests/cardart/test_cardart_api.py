"""The small Python API the table uses: face_svg, back_svg, STYLES, options."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import binokel_desktop.cardart as cardart
from binokel_desktop.cardart import STYLES, back_svg, face_svg
from binokel_desktop.cardart.glyphs import label_path
from binokel_desktop.cardart.index import NORMAL
from binokel_desktop.cardart.styles import Options


def test_doctests() -> None:
    for info in pkgutil.walk_packages(cardart.__path__, "binokel_desktop.cardart."):
        if info.name.endswith(("render_qt", "export")):
            continue
        module = importlib.import_module(info.name)
        assert doctest.testmod(module).failed == 0, info.name


@pytest.mark.parametrize(("lang", "letters"), [("de", "KDB"), ("en", "KQJ"), ("it", "KQJ"),
                                                ("fr", "RDV")])
def test_french_index_letters_per_language(lang: str, letters: str) -> None:
    style = STYLES["french"]
    assert "".join(style.label(r, lang) for r in "KQJ") == letters
    svg = face_svg("french", "spades", "Q", lang=lang)
    scale = NORMAL.height / 100  # a single letter is drawn unsqueezed
    assert f'd="{label_path(letters[1], scale, scale, 0)[0]}"' in svg


def test_wuerttemberg_labels() -> None:
    style = STYLES["wuerttemberg"]
    assert [style.label(r, "en") for r in style.ranks] == ["A", "10", "K", "O", "U", "7"]


def test_ober_carries_the_word_ober_as_paths() -> None:
    svg = face_svg("wuerttemberg", "acorns", "O")
    for glyph in ("g-O", "g-b", "g-e", "g-r"):
        assert f"#{glyph}" in svg


def test_options_change_the_face() -> None:
    plain = face_svg("french", "hearts", "7")
    assert face_svg("french", "hearts", "7", large_index=True) != plain
    outline = face_svg("french", "hearts", "7", outline_hearts=True)
    assert "f2-hearts-o" in outline and "f2-hearts-o" not in plain


def test_four_colour_inks() -> None:
    svg = face_svg("french-4", "spades", "9")
    assert STYLES["french-4"].inks["spades"] in svg


@pytest.mark.parametrize("bad", [
    lambda: face_svg("tarot", "hearts", "7"),
    lambda: face_svg("french", "leaves", "7"),
    lambda: face_svg("wuerttemberg", "acorns", "9"),
    lambda: back_svg("french", 0),
    lambda: Options(lang="xx"),
])
def test_bad_arguments_raise_value_error(bad: object) -> None:
    with pytest.raises(ValueError):
        bad()  # type: ignore[operator]
