"""Every control of every decision is reachable: for each profile and language the
table walks a deal in which people make every decision, and at each new kind of
decision (bid, hold, pass, jump bid, dabb, discard, trump with Durch/Bettel/going
out, calling a card, melds, card play, two-hand declarations and the trump-7
exchange) it checks, in the window a 1024×600 screen leaves: every control is
shown, enabled where legal and inside the window and the panel; no two text
widgets overlap; name plates, meld groups and piles do not cover one another; the
going-out menu has one enabled entry per legal way out and opens inside the screen.
The walk must reach the going-out menu (auction games) and the trump-7 exchange
(two-hand talon games) with its seed, or the test fails.

What is covered, to keep the run short: every profile × de, it, pseudo at 1024×600
(English is the pseudo-locale's source, so it is not walked on its own; de and it are
marked slow: the fast tier walks the pseudo-locale, whose texts are the longest); the same
walk re-checked at 1280×800 and 1366×768 for a seeded sample of (profile, language)
pairs; the meld step with the most melds a hand can hold
(both Binokels, the trump family and four of each) in every language at 800 px.
``BINOKEL_LAYOUT_SHOTS=DIR`` saves a picture of each checked decision.
"""

from __future__ import annotations

import dataclasses
import os
import random
from pathlib import Path

import pytest
from table_walk import (
    SCREENS,
    asked,
    choose,
    decision_kind,
    go_out_menu_problems,
    make_window,
    overlapping_labels,
    panel_problems,
    scene_overlaps,
    window_size,
)

from binokel_desktop.engine.actions import Bid
from binokel_desktop.engine.cards import Rank, Suit, make_card
from binokel_desktop.engine.melds import evaluate
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.ui import i18n

LANGS = ("de", "en", "it", "pseudo")
# A seeded sample of (profile, language) whose walk is also checked at the larger screens.
SAMPLE = set(random.Random(13).sample([(p, lang) for p in sorted(PROFILES) for lang in LANGS],
                                      8))
SHOTS = os.environ.get("BINOKEL_LAYOUT_SHOTS")


@pytest.fixture
def language():
    yield
    i18n.set_language("en")


def check_decision(window, view, where: str) -> list[str]:
    problems = [f"{where}: {p}" for p in panel_problems(window, view)]
    problems += [f"{where}: labels overlap: {p}" for p in overlapping_labels(window)]
    problems += [f"{where}: {p}" for p in scene_overlaps(window)]
    problems += [f"{where}: {p}" for p in go_out_menu_problems(window, view)]
    return problems


def settle(qtbot, window):
    """Let the window lay itself out after a resize or a new decision."""
    qtbot.wait(1)
    window.panel._fit_height()
    qtbot.wait(1)


# House rules that bring decisions no profile has by default: Rufen (calling a
# card, giving one back) and Bettel among the contracts.
VARIANTS = [(name, "") for name in sorted(PROFILES)] + [
    ("grupp1994-4", "rufen"), ("grupp1994-3", "bettel")]
OPTIONS = {"": {}, "rufen": {"rufen": True}, "bettel": {"bettel": True}}


# The fast tier walks every profile in the pseudo-locale (the longest texts, so the
# tightest fit); the German and Italian walks are slow (still run in CI). English is
# not walked on its own: the pseudo-locale is every English text stretched.
WALK_LANGS = [lang if lang == "pseudo" else pytest.param(lang, marks=pytest.mark.slow)
              for lang in LANGS if lang != "en"]


@pytest.mark.parametrize("lang", WALK_LANGS)
@pytest.mark.parametrize(("name", "variant"), VARIANTS)
def test_every_decision_shows_every_control(qtbot, language, name, variant, lang):
    i18n.set_language(lang)
    n = PROFILES[name].deal.seats
    window = make_window(qtbot, name, tuple(True for _ in range(n)), seed=7,
                         size=window_size(SCREENS[0]), options=OPTIONS[variant])
    rng = random.Random(f"{name}:{lang}")
    screens = SCREENS if (name, lang) in SAMPLE else SCREENS[:1]
    seen: set[str] = set()
    problems: list[str] = []
    c = window.controller
    hold_bidding = c.setup.profile.auction.bidding_style.value == "hold"
    start = None
    while True:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=60_000)
        if window.open_dialog() is not None:
            break
        view = asked(window)
        if start is None:
            start = view.deal_no
        if view.deal_no != start:
            break
        kind = decision_kind(view)
        if len(window.scene.last_trick):
            kind += " (last trick shown)"
        if kind not in seen:
            seen.add(kind)
            for screen in screens:
                window.resize(*window_size(screen))
                settle(qtbot, window)
                where = f"{name} {lang} {screen[0]}x{screen[1]} {kind}"
                problems += check_decision(window, view, where)
                if SHOTS and screen == SCREENS[0]:
                    shot = Path(SHOTS) / (f"{name}{variant and '+' + variant}-{lang}-"
                                          f"{len(seen):02d}-{view.phase.value}.png")
                    window.grab().save(str(shot))
            window.resize(*window_size(SCREENS[0]))
            settle(qtbot, window)
            if view.phase.value in ("discard", "give"):
                # Cards picked to be laid away rise: they must not reach a plate.
                hand = [i for i in window.scene.hands[view.seat] if i.card is not None]
                for item in hand[:window.panel.needed()]:
                    window.decisions.card_clicked(item)
                settle(qtbot, window)
                problems += [f"{name} {lang} picked: {p}" for p in scene_overlaps(window)]
        before = len(c.record.actions)
        action = choose(view, rng)
        if hold_bidding and not any("Hold" in k for k in seen):
            # Bid until somebody has been offered to hold (hold bidding's own decision).
            action = next((a for a in view.legal if isinstance(a, Bid)), action)
        window.submit(action)
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b
                        or window.open_dialog() is not None, timeout=60_000)
    assert problems == []
    assert len(seen) >= 3
    # The seeded walk reaches the rarer decisions of issue 13 §2: the going-out menu in
    # every auction game, the trump-7 exchange in the two-hand talon games.
    profile = window.controller.setup.profile
    if profile.deal.dabb_size:
        assert any("GoOut" in k for k in seen), sorted(seen)
        if profile.contracts.durch or profile.contracts.bettel:
            # Durch and Bettel are offered beside the trump buttons.
            assert any(k.startswith("trump:") and "Announce" in k for k in seen), sorted(seen)
        if profile.auction.bidding_style.value == "hold":
            assert any("Hold" in k for k in seen), sorted(seen)
    else:
        assert any("ExchangeSeven" in k for k in seen), sorted(seen)
    if variant == "rufen":
        assert any(k.startswith("call:") for k in seen), sorted(seen)
        assert any(k.startswith("give:") for k in seen), sorted(seen)
    window.close()


def most_melds_view(view):
    """``view`` with more melds than one hand can hold: both copies of every ace, ten,
    king, ober and unter (trump families, Binokels, pairs, fours of each) — a bound
    above the real maximum, so the real one fits too."""
    trump = Suit(0)
    hand = 0
    for suit in Suit:
        for rank in (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER):
            for copy in (0, 1):
                hand |= 1 << make_card(suit, rank, copy)
    melds = evaluate(hand, trump, view.profile.melds)
    detail = dataclasses.replace(view.detail, melds_available=tuple(melds))
    return dataclasses.replace(view, detail=detail, trump=trump)


@pytest.mark.parametrize("lang", LANGS)
def test_the_most_melds_fit_at_800_px(qtbot, language, lang):
    i18n.set_language(lang)
    window = make_window(qtbot, "grupp1994-3", (True, True, True), seed=3, size=(800, 560))
    rng = random.Random(1)
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: asked(window) is not None, timeout=60_000)
        view = asked(window)
        if view.phase.value == "meld":
            break
        before = len(c.record.actions)
        window.submit(choose(view, rng))
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b, timeout=60_000)
    big = most_melds_view(view)
    assert len(big.detail.melds_available) >= 8
    window.panel.show_decision(big)
    settle(qtbot, window)
    if SHOTS:
        window.grab().save(str(Path(SHOTS) / f"most-melds-{lang}-800.png"))
    assert panel_problems(window, big) == []
    assert overlapping_labels(window) == []
    window.close()


def test_a_hidden_control_is_caught(qtbot):
    """The check itself: a control pushed out of the window is reported."""
    window = make_window(qtbot, "grupp1994-3", (True, True, True), seed=3, size=(1008, 560))
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=60_000)
    view = asked(window)
    settle(qtbot, window)
    assert panel_problems(window, view) == []
    window.panel._widgets[0].hide()
    assert any("hidden" in p for p in panel_problems(window, view))
    window.close()


def test_a_broken_going_out_menu_is_caught(qtbot):
    """The check itself: a going-out entry that is disabled, or missing, is reported."""
    window = make_window(qtbot, "grupp1994-3", (True, True, True), seed=7)
    rng = random.Random("grupp1994-3:de")
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: asked(window) is not None, timeout=60_000)
        view = asked(window)
        if "GoOut" in decision_kind(view):
            break
        before = len(c.record.actions)
        window.submit(choose(view, rng))
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b, timeout=60_000)
    settle(qtbot, window)
    assert go_out_menu_problems(window, view) == []
    menu = next(w.menu() for w in window.panel._widgets if getattr(w, "menu", None)
                and w.menu() is not None)
    entries = menu.actions()
    entries[0].setEnabled(False)
    assert any("disabled" in p for p in go_out_menu_problems(window, view))
    menu.removeAction(entries[-1])
    assert any("entries" in p for p in go_out_menu_problems(window, view))
    window.close()
